import { expect, expectAccessible, test } from "../fixtures/portal";
import { createMember, login } from "../fixtures/members";

test("the notice modal lists 8 titles a page with two-digit numbers and shows the selected one", async ({ page }) => {
  await page.goto("/index");
  await page.getByRole("button", { name: /^Announcements/ }).click();
  const modal = page.getByRole("dialog", { name: "Announcements" });
  await expect(modal).toBeVisible();

  const list = modal.getByRole("navigation", { name: "Announcement list" });
  const items = list.getByRole("listitem");
  await expect(items).toHaveCount(8);
  await expect(items.first()).toContainText("01");
  await expect(items.nth(7)).toContainText("08");
  const pageNumber = list.getByText(/^\d+\s*\/\s*\d+$/);
  await expect(pageNumber).toHaveText(/1\s*\/\s*2/);

  const selected = modal.getByRole("article");
  const title = selected.getByRole("heading");
  const firstTitle = (await title.innerText()).trim();
  expect(firstTitle.length).toBeGreaterThan(0);
  await expect(selected).toHaveAccessibleName(firstTitle);
  await expect(selected.getByRole("time")).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
  await expect(selected.getByRole("paragraph").first()).not.toBeEmpty();

  await list.getByRole("button", { name: "Next page" }).click();
  await expect(pageNumber).toHaveText(/2\s*\/\s*2/);
  await expect(items.first()).toContainText("09");
  await items.first().getByRole("button").click();
  await expect(title).not.toHaveText(firstTitle);
  await expectAccessible(page, "notice modal");

  await list.getByRole("button", { name: "Previous page" }).click();
  await expect(items.first()).toContainText("01");
});

test("the notice page shows the same announcements", async ({ page }) => {
  await page.goto("/noticePage");
  const main = page.getByRole("main");
  await expect(main.getByRole("navigation", { name: "Announcement list" }).getByRole("listitem")).toHaveCount(8);
  await expect(main.getByRole("article").getByRole("heading", { level: 2 })).not.toBeEmpty();
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
