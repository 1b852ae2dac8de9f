import { expect, test } from "../fixtures/portal";

test("customer service opens the decoded service link in a small window", async ({ page }) => {
  await page.goto("/index");
  const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByTestId("side-cs").click()]);
  await popup.waitForURL(/\/helpmc$/);
  await expect(popup.getByTestId("page-helpmc")).toBeVisible();
});

test("the service window closes when the link cannot be fetched", async ({ page }) => {
  await page.goto("/index");
  await expect(page.getByTestId("side-cs")).toBeVisible();
  await page.route("**/wps/system/status**", (route) => route.abort());
  const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByTestId("side-cs").click()]);
  await popup.waitForEvent("close");
  expect(popup.isClosed()).toBe(true);
});
