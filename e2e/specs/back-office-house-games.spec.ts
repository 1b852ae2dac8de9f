import type { Page } from "@playwright/test";
import { HOUSE_ADMIN, type HouseGameSettingsView } from "@portal/contract/api/house-games";
import common from "../../apps/back-office/src/locales/en.json" with { type: "json" };
import games from "../../apps/back-office/src/locales/games/en.json" with { type: "json" };
import en from "../../apps/web/src/locales/en.json" with { type: "json" };
import { newOperator, openBackOfficeAs } from "../fixtures/back-office";
import { memberAtHouseGame } from "../fixtures/house-games";
import { expect, expectAccessible, test, type RunningPortal } from "../fixtures/portal";
import { operatorToken } from "../fixtures/promotions";
import { fill } from "../fixtures/roles";
import { SLOT_GAME_CODE } from "../fixtures/server";

// Games > House games, seen where it matters: an operator raises the house slot's least bet, the
// slot already open refuses a smaller bet with the new limits, and opened again offers only bets
// from the new least. The slot's settings are put back afterwards: the portal is shared by the
// worker's other specs.

const backOfficeMenu = (page: Page) => page.getByRole("navigation", { name: common.nav.label });

/** A demo operator's call of the operator API (the arrangement and the restoring, not the walk). */
async function operatorCall<T>(portal: RunningPortal, method: "GET" | "PUT", url: string, payload?: object) {
  const res = await portal.app.inject({
    method,
    url,
    headers: { authorization: await operatorToken(portal) },
    ...(payload ? { payload } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as T;
}

const slotName = games.house.games.slot;

test.describe("back office: house games settings seen in the portal's slot", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("an operator raises the slot's least bet: the open slot refuses a smaller bet, and offers the new least", async ({
    page,
    context,
    portal,
  }) => {
    test.slow();
    const before = (await operatorCall<{ list: HouseGameSettingsView[] }>(portal, "GET", HOUSE_ADMIN.games)).list.find(
      (g) => g.game === "slot",
    )!;
    expect(before).toMatchObject({ enabled: true, minStake: "0.10", maxStake: "1000.00" });

    // A member opens the slot and picks a bet of 0.50 (within today's limits).
    const { gameUrl } = await memberAtHouseGame(portal, page, SLOT_GAME_CODE);
    await page.goto(gameUrl);
    const betRange = (min: string) => fill(en.houseSlot.betRange, { min, max: "1,000.00", step: "0.10" });
    await expect(page.getByText(betRange("0.10"))).toBeVisible();
    const bet = page.getByLabel(en.houseSlot.bet, { exact: true });
    await bet.selectOption("0.50");

    const office = await context.newPage();
    try {
      await openBackOfficeAs(office, portal, await newOperator(portal, "ADMIN"));
      await backOfficeMenu(office).getByRole("link", { name: common.nav.houseGames, exact: true }).click();
      await expect(office.getByRole("heading", { level: 1, name: games.house.title })).toBeVisible();
      const table = office.getByRole("table", { name: games.house.caption });
      const row = table.getByRole("row").filter({ hasText: slotName });
      await expect(row).toContainText(`${games.house.per.slot}: 0.10 – 1000.00`);
      await expectAccessible(office, "the house games");

      await row.getByRole("button", { name: fill(games.house.editOf, { game: slotName }) }).click();
      const dialog = office.getByRole("dialog", { name: fill(games.house.editTitle, { game: slotName }) });
      const least = dialog.getByLabel(games.house.minStake.slot, { exact: true });
      await expect(least).toHaveValue("0.10");
      // Not an amount: refused on the form, nothing sent.
      await least.fill("1,00");
      await dialog.getByRole("button", { name: common.ui.save, exact: true }).click();
      await expect(dialog.getByText(games.house.amountError, { exact: true })).toBeVisible();
      await least.fill("1.00");
      await expectAccessible(office, "a house game's settings");
      await dialog.getByRole("button", { name: common.ui.save, exact: true }).click();
      await expect(office.getByText(fill(games.house.saved, { game: slotName }), { exact: true })).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(row).toContainText(`${games.house.per.slot}: 1.00 – 1000.00`);
      await expect(row).toContainText(games.house.brandSet);

      // The slot still open with 0.50 chosen: the server refuses it with the brand's new limits.
      await page.getByRole("button", { name: en.houseSlot.spin }).click();
      await expect(page.getByRole("alert")).toHaveText(betRange("1.00"));
      await expect(page.getByLabel(en.houseSlot.lastBet, { exact: true })).toHaveText("—");

      // Opened again, it offers bets from the new least only, and a spin at it is played.
      await page.reload();
      await expect(page.getByText(betRange("1.00"))).toBeVisible();
      await expect(bet).toHaveValue("1.00");
      await expect(bet.getByRole("option", { name: "0.50", exact: true })).toHaveCount(0);
      await page.getByRole("button", { name: en.houseSlot.spin }).click();
      await expect(page.getByLabel(en.houseSlot.lastBet, { exact: true })).toHaveText("1.00");
      await expectAccessible(page, "the house slot with the brand's limits");
    } finally {
      await operatorCall(portal, "PUT", HOUSE_ADMIN.game.replace(":game", "slot"), {
        enabled: before.enabled,
        minStake: before.minStake,
        maxStake: before.maxStake,
      });
      await office.close();
    }
  });
});
