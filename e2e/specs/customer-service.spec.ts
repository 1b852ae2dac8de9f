import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/portal";

const customerService = (page: Page) =>
  page.getByRole("complementary", { name: "Quick links" }).getByRole("button", { name: "Customer service" });

test("customer service opens the decoded service link in a small window", async ({ page }) => {
  await page.goto("/index");
  const [popup] = await Promise.all([page.waitForEvent("popup"), customerService(page).click()]);
  await popup.waitForURL(/\/helpmc$/);
  await expect(popup.getByRole("heading", { level: 1, name: "Help" })).toBeVisible();
});

test("the service window closes when the link cannot be fetched", async ({ page }) => {
  await page.goto("/index");
  await expect(customerService(page)).toBeVisible();
  await page.route("**/wps/system/status**", (route) => route.abort());
  const [popup] = await Promise.all([page.waitForEvent("popup"), customerService(page).click()]);
  await popup.waitForEvent("close");
  expect(popup.isClosed()).toBe(true);
});
