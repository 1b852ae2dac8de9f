import { expect, expectAccessible, test } from "../fixtures/portal";

test("the notice modal lists 8 titles a page with two-digit numbers and shows the selected one", async ({ page }) => {
  await page.goto("/index");
  await page.getByTestId("notice-marquee").click();
  const modal = page.getByTestId("modal-notice");
  await expect(modal).toBeVisible();

  const items = modal.getByTestId("notice-item");
  await expect(items).toHaveCount(8);
  await expect(items.first()).toContainText("01");
  await expect(items.nth(7)).toContainText("08");
  await expect(modal.getByTestId("notice-page")).toHaveText(/1\s*\/\s*2/);

  const firstTitle = (await modal.getByTestId("notice-title").innerText()).trim();
  expect(firstTitle.length).toBeGreaterThan(0);
  await expect(modal.getByTestId("notice-time")).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  await expect(modal.getByTestId("notice-content")).not.toBeEmpty();

  await modal.getByTestId("notice-next").click();
  await expect(modal.getByTestId("notice-page")).toHaveText(/2\s*\/\s*2/);
  await expect(items.first()).toContainText("09");
  await items.first().click();
  await expect(modal.getByTestId("notice-title")).not.toHaveText(firstTitle);
  await expectAccessible(page, "notice modal");

  await modal.getByTestId("notice-prev").click();
  await expect(items.first()).toContainText("01");
});

test("the notice page shows the same announcements", async ({ page }) => {
  await page.goto("/noticePage");
  await expect(page.getByTestId("page-noticePage").getByTestId("notice-item")).toHaveCount(8);
  await expect(page.getByTestId("page-noticePage").getByTestId("notice-title")).not.toBeEmpty();
});
