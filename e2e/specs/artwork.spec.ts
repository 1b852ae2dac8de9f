import { expect, test } from "../fixtures/portal";

// Our own artwork on the pages a visitor sees first: the category bar's icons, the banners'
// titles as real (translated) text over their drawings, and the demo's vendors, games and
// promotions with drawn, same-origin pictures instead of one gamepad icon.

test("home: category icons, banner titles as translated text, drawn vendor and game pictures", async ({ page }) => {
  // Reduced motion keeps the carousel on its first banner (it does not rotate on its own).
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/index");
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  const live = nav.getByRole("link", { name: "Live Casino" });
  await expect(live).toBeVisible();
  // The icon is decoration: the link keeps its text name and holds the drawing.
  await expect(live.locator("svg[aria-hidden='true']")).toHaveCount(1);

  const banners = page.getByRole("region", { name: "Featured" });
  await expect(banners.getByText("Welcome Offer for New Members")).toBeVisible();
  await expect(banners.getByRole("img")).toHaveCount(0);
  await expect(banners.locator("img")).toHaveAttribute("src", /^\/img\/banners\/.+\.svg$/);

  // Every picture on the page is ours and from this origin.
  await page
    .getByRole("link", { name: /Lucky Sevens/ })
    .first()
    .scrollIntoViewIfNeeded();
  await expect(page.locator("img[src$='/img/art/house-slot.svg']").first()).toBeVisible();
  const sources = await page.locator("main img").evaluateAll((images) => images.map((i) => i.getAttribute("src")));
  expect(sources.length).toBeGreaterThan(0);
  for (const src of sources) expect(src).toMatch(/^\/img\/(art|banners)\//);

  await page.getByLabel("Language").selectOption("cn");
  await expect(page.getByRole("region", { name: "精选推荐" }).getByText("新会员迎新优惠")).toBeVisible();
});

test("promotions: each promotion has its own drawing", async ({ page }) => {
  await page.goto("/promotions");
  const pictures = page.locator("main li img");
  await expect(pictures).toHaveCount(4);
  const sources = await pictures.evaluateAll((images) => images.map((i) => i.getAttribute("src")));
  expect(new Set(sources).size).toBe(4);
  for (const src of sources) expect(src).toMatch(/^\/img\/art\/promotions\/.+\.svg$/);
});
