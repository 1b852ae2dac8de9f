import { expect, expectAccessible, test } from "../fixtures/portal";
import { createMember, login } from "../fixtures/members";

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
  await expect(modal.getByTestId("notice-time")).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
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

test("the home page shows the home notice under the banners", async ({ page }) => {
  await page.goto("/index");
  const notice = page.getByRole("region", { name: "Site notice" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("Please play responsibly");
});

test.describe("popup announcements by execution", () => {
  test.use({ showPopups: true });

  test("a visitor sees the before-login popup once a session", async ({ page }) => {
    await page.goto("/index");
    const popup = page.getByRole("dialog", { name: "Welcome to Demo Portal" });
    await expect(popup).toBeVisible();
    await expectAccessible(page, "before-login popup");
    await popup.getByRole("button", { name: "Close" }).click();
    await expect(popup).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole("region", { name: "Site notice" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("a login shows the after-login popup, not the before-login or first-login ones", async ({ page, portal }) => {
    const { account } = await createMember(portal);
    await page.goto("/index");
    await page.getByRole("dialog", { name: "Welcome to Demo Portal" }).getByRole("button", { name: "Close" }).click();
    await login(page, account);

    const popup = page.getByRole("dialog", { name: "Welcome back" });
    await expect(popup).toBeVisible();
    await expectAccessible(page, "after-login popup");
    await popup.getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("a first login shows the after-login and then the first-login popup", async ({ page, portal }) => {
    const { account } = await createMember(portal, { neverLoggedIn: true });
    await page.goto("/index");
    await page.getByRole("dialog", { name: "Welcome to Demo Portal" }).getByRole("button", { name: "Close" }).click();
    await login(page, account);

    await page.getByRole("dialog", { name: "Welcome back" }).getByRole("button", { name: "Close" }).click();
    const first = page.getByRole("dialog", { name: "Getting started" });
    await expect(first).toBeVisible();
    await expect(first).toContainText("payment password");
    await expectAccessible(page, "first-login popup");
    await first.getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // Closed popups stay closed for the session: a reload shows none of them again.
    await page.reload();
    await expect(page.getByRole("region", { name: "Site notice" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
