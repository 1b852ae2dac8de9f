import type { Locator, Page } from "@playwright/test";
import common from "../../apps/back-office/src/locales/en.json" with { type: "json" };
import games from "../../apps/back-office/src/locales/games/en.json" with { type: "json" };
import en from "../../apps/web/src/locales/en.json" with { type: "json" };
import { newOperator, openBackOfficeAs } from "../fixtures/back-office";
import { expect, expectAccessible, test } from "../fixtures/portal";

// Games > Vendor order: an operator orders one category's vendors (Slots) and the portal's Slots
// lane shows them in that order; the other lanes keep theirs. Its own portal: the shared one's
// lanes stay as other specs expect them.

const backOfficeMenu = (page: Page) => page.getByRole("navigation", { name: common.nav.label });
const t = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? "");

/**
 * The vendors' codes in a lane of the portal's home page, first to last (an open vendor's tile is
 * a link, one under maintenance a group: both carry the vendor's code).
 */
const laneOrder = (lane: Locator) =>
  lane.locator("[data-vassalage]").evaluateAll((tiles) => tiles.map((tile) => (tile as HTMLElement).dataset.vassalage));

test.describe("back office: vendor order per category", () => {
  test.use({ portalEnv: {}, viewport: { width: 1366, height: 768 } });

  test("an operator moves Pragmatic Play to the top of Slots; the portal's Slots lane follows, Live casino does not change", async ({
    page,
    context,
    portal,
  }) => {
    test.slow();
    const portalPage = await context.newPage();
    await portalPage.goto("/index");
    const slotsLane = portalPage.getByRole("region", { name: en.categories.RNG, exact: true });
    const liveLane = portalPage.getByRole("region", { name: en.categories.LIVE, exact: true });
    // The portal's first page on its own new server (cold, on a busy machine): more than the usual wait.
    await expect(slotsLane.getByRole("link").first()).toBeVisible({ timeout: 30_000 });
    const slotsBefore = await laneOrder(slotsLane);
    const liveBefore = await laneOrder(liveLane);
    expect(slotsBefore.indexOf("PP")).toBeGreaterThan(slotsBefore.indexOf("JILI"));

    await page.bringToFront();
    await openBackOfficeAs(page, portal, await newOperator(portal, "ADMIN"));
    await backOfficeMenu(page).getByRole("link", { name: common.nav.vendorOrder, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: games.vendorOrder.title })).toBeVisible();
    await page.getByLabel(games.vendorOrder.category, { exact: true }).selectOption({ label: "Slots" });
    const list = page.getByRole("list", { name: t(games.vendorOrder.listLabel, { category: "Slots" }) });
    await expect(list.getByRole("listitem")).toHaveCount(4);
    const position = (await list.getByRole("listitem").allTextContents()).findIndex((text) =>
      text.includes("Pragmatic Play"),
    );
    expect(position).toBeGreaterThan(1);
    const moveUp = list.getByRole("button", { name: t(games.vendorOrder.moveUp, { vendor: "Pragmatic Play" }) });
    // By keyboard: the button keeps focus as its vendor moves up, to the top.
    await moveUp.focus();
    await page.keyboard.press("Enter");
    await expect(moveUp).toBeFocused();
    for (let i = 1; i < position; i++) await page.keyboard.press("Enter");
    await expect(list.getByRole("listitem").first()).toContainText("Pragmatic Play");
    await expect(
      list.getByRole("button", { name: t(games.vendorOrder.moveDown, { vendor: "Pragmatic Play" }) }),
    ).toBeFocused();
    await expectAccessible(page, "vendor order");
    await page.getByRole("button", { name: games.vendorOrder.save }).click();
    await expect(page.getByText(t(games.vendorOrder.saved, { category: "Slots" }), { exact: true })).toBeVisible();

    // The portal: Pragmatic Play is now first of the vendors under maintenance (the open House
    // stays ahead of them), before PG Soft and JILI; Live casino is as it was.
    await portalPage.bringToFront();
    await portalPage.reload();
    await expect(slotsLane.getByRole("link").first()).toBeVisible();
    const slotsAfter = await laneOrder(slotsLane);
    expect(slotsAfter.indexOf("PP")).toBeLessThan(slotsAfter.indexOf("PG"));
    expect(slotsAfter.indexOf("PP")).toBeLessThan(slotsAfter.indexOf("JILI"));
    expect(await laneOrder(liveLane)).toEqual(liveBefore);
  });
});
