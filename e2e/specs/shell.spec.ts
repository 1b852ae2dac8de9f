import { LAYOUT_PARTS, ROUTES } from "@portal/contract/routes";
import { expect, expectAccessible, test } from "../fixtures/portal";

test("/ redirects to /index", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId("page-index")).toBeVisible();
});

for (const route of ROUTES) {
  test(`${route.path} renders its page with the ${route.layout} layout`, async ({ page }) => {
    await page.goto(route.path);
    await expect(page.getByTestId(`page-${route.area}`)).toBeVisible();
    const parts = LAYOUT_PARTS[route.layout];
    await expect(page.getByTestId("layout-header")).toHaveCount(parts.header ? 1 : 0);
    await expect(page.getByTestId("layout-footer")).toHaveCount(parts.footer ? 1 : 0);
    await expect(page.getByTestId("layout-side-menu")).toHaveCount(parts.sideMenu ? 1 : 0);
    if (route.opensRegister) await expect(page.getByTestId("modal-register")).toBeVisible();
    await expectAccessible(page, route.path);
  });
}

test("an unknown path shows the not-found page with a way home", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("page-not-found")).toBeVisible();
  await page.getByTestId("page-not-found").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/index$/);
});

test("the header logo leads home and the login area opens its modal", async ({ page }) => {
  await page.goto("/help");
  await page.getByTestId("header-login").click();
  await expect(page.getByTestId("modal-login")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("modal-login")).toHaveCount(0);
  await page.getByTestId("header-logo").click();
  await expect(page).toHaveURL(/\/index$/);
});

test("start-up writes the merchant code to session and local storage", async ({ page }) => {
  await page.goto("/index");
  await expect(page.getByTestId("page-index")).toBeVisible();
  const stored = await page.evaluate(() => [
    sessionStorage.getItem("merchantCode"),
    localStorage.getItem("merchantCode"),
  ]);
  expect(stored).toEqual(["DEMO", "DEMO"]);
});
