import { expect, expectAccessible, test } from "../fixtures/portal";

test.describe("maintenance", () => {
  test.use({ portalEnv: { MAINTENANCE: "true" } });

  test("system status 1 shows the maintenance page; contact-us opens the brand's customer service", async ({
    page,
    portal,
  }) => {
    const { SettingsRepository } = await import("../fixtures/server");
    const chat = "https://chat.brand.example/live";
    await new SettingsRepository(portal.database.db).write(portal.merchantId, "customerServiceUrl", chat);
    await page
      .context()
      .route("https://chat.brand.example/**", (route) =>
        route.fulfill({ contentType: "text/html", body: "<title>Live chat</title><h1>Live chat</h1>" }),
      );
    await page.goto("/index");
    await expect(page.getByRole("heading", { level: 1, name: "Under maintenance" })).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(0);
    const contact = page.getByRole("link", { name: "Contact us" });
    await expect(contact).toBeVisible();
    await expectAccessible(page, "maintenance page");
    const [popup] = await Promise.all([page.waitForEvent("popup"), contact.click()]);
    await expect(popup).toHaveURL(chat);
    // Not the maintenance page again.
    await expect(popup.getByRole("heading", { name: "Live chat" })).toBeVisible();
  });

  test("with its customer service inside the portal, the maintenance page offers no contact that loops", async ({
    page,
  }) => {
    await page.goto("/index");
    await expect(page.getByRole("heading", { level: 1, name: "Under maintenance" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Contact us" })).toHaveCount(0);
  });
});

test.describe("region restriction", () => {
  test.use({
    portalEnv: { TRUSTED_PROXIES: "127.0.0.1", BLOCKED_COUNTRIES: "US" },
    extraHTTPHeaders: { "X-Forwarded-For": "8.8.8.8" },
  });

  test("system status 2 shows the region page with the visitor's IP and country", async ({ page }) => {
    await page.goto("/index");
    await expect(page.getByRole("heading", { level: 1, name: "Access restricted" })).toBeVisible();
    const facts = page.getByRole("definition");
    await expect(facts.filter({ hasText: "8.8.8.8" })).toBeVisible();
    await expect(facts.filter({ hasText: /^US \(United States\)$/ })).toBeVisible();
    await expectAccessible(page, "region page");
  });
});

test.describe("loginedToHomePage", () => {
  test.use({ portalEnv: {} });

  test("sends a visitor without a session to /login, except the free pages", async ({ page, portal }) => {
    const { SettingsRepository } = await import("../fixtures/server");
    await new SettingsRepository(portal.database.db).write(portal.merchantId, "loginedToHomePage", true);
    await page.goto("/live");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
    await page.goto("/helpmc");
    await expect(page).toHaveURL(/\/helpmc$/);
    await expect(page.getByRole("heading", { level: 1, name: "Help" })).toBeVisible();
  });
});

test.describe("maintenance starting while a visitor browses", () => {
  test.use({ portalEnv: {} });

  test("the next call the server refuses brings up the maintenance page", async ({ page, portal }) => {
    const { SettingsRepository } = await import("../fixtures/server");
    await page.goto("/index");
    await expect(page.getByRole("banner")).toBeVisible();
    // The home page's own calls are answered before maintenance starts: a late one would bring up
    // the maintenance page before the click this test is about.
    await expect(page.getByRole("region", { name: "Hot games" }).getByRole("listitem").first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Site notice" })).toBeVisible();
    await new SettingsRepository(portal.database.db).write(portal.merchantId, "maintenance", true);
    // Opening another page asks the server for its catalogue: refused with SYSTEM_MAINTENANCE.
    await page.getByRole("link", { name: "Slots" }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/maintenance/i);
    await expect(page.getByRole("banner")).toHaveCount(0);
  });
});

test("the app download page shows each app's QR code, an image the browser may keep (decision 0005)", async ({
  page,
}) => {
  const images: { url: string; cacheControl: string | undefined; type: string | undefined }[] = [];
  page.on("response", (response) => {
    if (!response.url().includes("/wps/system/qr-code/")) return;
    const headers = response.headers();
    images.push({ url: response.url(), cacheControl: headers["cache-control"], type: headers["content-type"] });
  });
  await page.goto("/down");
  for (const app of ["iOS", "Android"]) {
    const image = page.getByRole("main").getByRole("img", { name: `QR code to download the ${app} app` });
    await expect(image).toBeVisible();
    // Loaded and drawn under the page's CSP, not a broken image.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  expect(images.length).toBeGreaterThanOrEqual(2);
  for (const image of images) {
    expect(image.type).toContain("image/svg+xml");
    expect(image.cacheControl).toContain("immutable");
  }
});
