import type { Page } from "@playwright/test";
import { MENU } from "../../apps/back-office/src/app/menu";
import { newOperator, openBackOfficeAs } from "../fixtures/back-office";
import { memberAtHouseGame, spinSlot } from "../fixtures/house-games";
import { SLOT_GAME_CODE } from "../fixtures/server";
import { expect, expectAccessible, test } from "../fixtures/portal";
import common from "../../apps/back-office/src/locales/en.json" with { type: "json" };

// Every page of the back office's menu, as an ADMIN (who sees them all) opens it from the menu:
// the page's heading shows, its content arrives, axe finds no serious violation at desktop size,
// and on a phone nothing on it scrolls sideways. The list is the app's own menu, so a page added
// to the menu is walked without touching this spec.

const pages = MENU.flatMap((group) =>
  group.items.filter((item) => item.ready).map((item) => ({ path: item.path, label: navLabel(item.labelKey) })),
);

function navLabel(key: string): string {
  const name = key.replace(/^nav\./, "") as keyof typeof common.nav;
  const label = common.nav[name];
  if (typeof label !== "string") throw new Error(`No English menu label for ${key}`);
  return label;
}

/**
 * Opens a menu page by its link and waits until it is that page (its address, and a heading other
 * than the page before's: a navigation keeps the old page up while the new one loads) and its
 * content has arrived, without an error.
 */
async function openFromMenu(page: Page, path: string, label: string) {
  const heading = page.getByRole("heading", { level: 1 });
  const there = new URL(page.url()).pathname === `/back-office${path}`;
  const before = !there && (await heading.count()) > 0 ? await heading.first().textContent() : null;
  const menuButton = page.getByRole("button", { name: common.header.menu });
  if (await menuButton.isVisible()) {
    await menuButton.click();
    await page
      .getByRole("dialog", { name: common.header.menu })
      .getByRole("link", { name: label, exact: true })
      .click();
  } else {
    await page
      .getByRole("navigation", { name: common.nav.label })
      .getByRole("link", { name: label, exact: true })
      .click();
  }
  await expect(page).toHaveURL((url) => url.pathname === `/back-office${path}`);
  if (before) await expect(heading).not.toHaveText(before);
  await expect(heading).toBeVisible();
  await expect(page.getByRole("status", { name: common.ui.loading })).toHaveCount(0);
  await expect(page.getByRole("alert")).toHaveCount(0);
}

test.describe("every back-office page", () => {
  // One sign-in, then every page: about a second each on two cores, plus axe at desktop size.
  test.describe.configure({ timeout: 240_000 });

  test("opens from the menu and has no serious accessibility violation (1366 x 768)", async ({ page, portal }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await openBackOfficeAs(page, portal, await newOperator(portal, "ADMIN"));
    expect(pages.length).toBeGreaterThan(30);
    for (const { path, label } of pages) {
      await test.step(path, async () => {
        await openFromMenu(page, path, label);
        await expectAccessible(page, path);
      });
    }
  });

  test("opens on a phone (390 x 844) without sideways scrolling", async ({ page, portal }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    // Figures to show: the dashboard's day, category and vendor tables have rows, as a brand's do.
    const { gameToken } = await memberAtHouseGame(portal, page, SLOT_GAME_CODE);
    for (const stake of [1000, 2550]) await spinSlot(portal, gameToken, stake);
    await openBackOfficeAs(page, portal, await newOperator(portal, "ADMIN"));
    // Laid out at phone size from the start: the page opened at desktop size is loaded again.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByRole("button", { name: common.header.menu })).toBeVisible();
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    for (const { path, label } of pages) {
      await test.step(path, async () => {
        await openFromMenu(page, path, label);
        // A chart sizes itself to its box once laid out: what counts is where the page settles.
        await expect.poll(overflow, { message: `${path} scrolls sideways` }).toBeLessThanOrEqual(0);
      });
    }
    await test.step("a member's page, whose seven tabs are wider than a phone", async () => {
      const members = pages.find((entry) => entry.path === "/members")!;
      await openFromMenu(page, members.path, members.label);
      await page.getByRole("table").getByRole("link").first().click();
      const tabs = page.getByRole("tablist");
      await expect(tabs.getByRole("tab")).toHaveCount(7);
      await expect.poll(overflow, { message: "a member's page scrolls sideways" }).toBeLessThanOrEqual(0);
      // The tabs scroll in their own row: the last one can be reached and chosen.
      const last = tabs.getByRole("tab").last();
      await last.click();
      await expect(last).toHaveAttribute("aria-selected", "true");
    });
  });

  test("opens for a marketing operator every page its menu shows, without an error", async ({ page, portal }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await openBackOfficeAs(page, portal, await newOperator(portal, "MARKETING"));
    const links = page.getByRole("navigation", { name: common.nav.label }).getByRole("link");
    const shown = new Set(await links.allTextContents());
    const marketing = pages.filter((entry) => shown.has(entry.label));
    // Its own pages, and none of the money queues or members' pages (decision 0054).
    expect(marketing.map((entry) => entry.path)).toEqual(
      expect.arrayContaining(["/promotions/offers", "/content/announcements"]),
    );
    expect(marketing.map((entry) => entry.path)).not.toContain("/money/deposits");
    expect(marketing.map((entry) => entry.path)).not.toContain("/members");
    for (const { path, label } of marketing) {
      await test.step(path, () => openFromMenu(page, path, label));
    }
  });
});
