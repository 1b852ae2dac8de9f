import type { Page } from "@playwright/test";
import { LAYOUT_PARTS, ROUTES, type PageArea } from "@portal/contract/routes";
import { expect, expectAccessible, test } from "../fixtures/portal";
import { english } from "../fixtures/roles";

// Every test here only reads the shared portal: spread over both workers, not one file on one.
test.describe.configure({ mode: "parallel" });

/** The brand the demo portal is seeded with (its name is the header logo's). */
const BRAND = "Demo Portal";

/** Each page's one h1 names it (its title key: pages.<area>, but for the pages with a title of their own). */
const TITLE_KEY: Partial<Record<PageArea, string>> = {
  houseBaccarat: "houseBaccarat.title",
  houseLottery: "houseLottery.title",
  fairVerify: "fairVerify.title",
};

/**
 * The page shown: the main region's level-1 heading with the page's title. It is read also behind
 * a dialog (the register dialog some routes open), which hides the page from role queries unless told.
 */
const pageHeading = (page: Page, title: string) =>
  page
    .getByRole("main", { includeHidden: true })
    .getByRole("heading", { level: 1, name: title, exact: true, includeHidden: true });

const pageOf = (page: Page, area: PageArea) => pageHeading(page, english(TITLE_KEY[area] ?? `pages.${area}`));

test("/ redirects to /index", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/index$/);
  await expect(pageOf(page, "index")).toBeVisible();
});

for (const route of ROUTES) {
  test(`${route.path} renders its page with the ${route.layout} layout`, async ({ page }) => {
    await page.goto(route.path);
    await expect(pageOf(page, route.area)).toBeVisible();
    const parts = LAYOUT_PARTS[route.layout];
    // The layout's landmarks, counted whether or not a dialog hides them from assistive technology.
    await expect(page.getByRole("banner", { includeHidden: true })).toHaveCount(parts.header ? 1 : 0);
    await expect(page.getByRole("contentinfo", { includeHidden: true })).toHaveCount(parts.footer ? 1 : 0);
    await expect(page.getByRole("complementary", { name: english("side.label"), includeHidden: true })).toHaveCount(
      parts.sideMenu ? 1 : 0,
    );
    if (route.opensRegister) await expect(page.getByRole("dialog", { name: english("register.title") })).toBeVisible();
    await expectAccessible(page, route.path);
  });
}

test("an unknown path shows the not-found page with a way home", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(pageHeading(page, english("notFound.title"))).toBeVisible();
  await page
    .getByRole("main")
    .getByRole("link", { name: english("notFound.home") })
    .click();
  await expect(page).toHaveURL(/\/index$/);
});

test("the header logo leads home and the login area opens its modal", async ({ page }) => {
  await page.goto("/help");
  await page
    .getByRole("banner")
    .getByRole("button", { name: english("header.login"), exact: true })
    .click();
  const login = page.getByRole("dialog", { name: english("login.title") });
  await expect(login).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: english("login.title"), includeHidden: true })).toHaveCount(0);
  await page.getByRole("banner").getByRole("link", { name: BRAND, exact: true }).click();
  await expect(page).toHaveURL(/\/index$/);
});

test("start-up writes the merchant code to session and local storage", async ({ page }) => {
  await page.goto("/index");
  await expect(pageOf(page, "index")).toBeVisible();
  const stored = await page.evaluate(() => [
    sessionStorage.getItem("merchantCode"),
    localStorage.getItem("merchantCode"),
  ]);
  expect(stored).toEqual(["DEMO", "DEMO"]);
});
