import type { Locator, Page } from "@playwright/test";
import { ADMIN } from "@portal/contract/api/admin";
import { type AdminGame } from "@portal/contract/api/admin-catalogue";
import { LOTTERY_API, type LotteryPlaySale } from "@portal/contract/api/lottery";
import { LOTTERY_ADMIN, type LotteryPlaySettingsView } from "@portal/contract/api/lottery-admin";
import lotteryEn from "@portal/contract/lottery/locales/en.json" with { type: "json" };
import common from "../../apps/back-office/src/locales/en.json" with { type: "json" };
import games from "../../apps/back-office/src/locales/games/en.json" with { type: "json" };
import { newOperator, openBackOfficeAs } from "../fixtures/back-office";
import { expect, expectAccessible, test, type RunningPortal } from "../fixtures/portal";
import { operatorToken } from "../fixtures/promotions";
import { fill } from "../fixtures/roles";

// The Games section's catalogue and lottery settings, seen where they matter: a game an operator
// marks hot (first in the list) is on the portal's home page among the hot games; a lottery play's
// new odds are what the server sells from then on. Both are put back afterwards: the portal is
// shared by the worker's other specs.

const backOfficeMenu = (page: Page) => page.getByRole("navigation", { name: common.nav.label });

/** The cell of `row` under the column headed `header` (a sortable header's arrow left out). */
async function cellUnder(table: Locator, row: Locator, header: string): Promise<Locator> {
  const headers = table.getByRole("columnheader");
  await expect(headers.filter({ hasText: header }).first()).toBeAttached();
  const index = (await headers.allTextContents()).map((text) => text.replace(/[↕▲▼]/g, "").trim()).indexOf(header);
  expect(index, `a column headed "${header}"`).toBeGreaterThanOrEqual(0);
  return row.getByRole("rowheader").or(row.getByRole("cell")).nth(index);
}

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

/** The house's 1-minute Fast 3: a lottery game the demo does not list among the hot games. */
const GAME = { code: "K3_1M", name: "1-Minute Fast 3 Dice" };

test.describe("back office: games and lottery settings seen in the portal", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("an operator marks a game hot, first in the list, and the portal's home page shows it among the hot games", async ({
    page,
    context,
    portal,
  }) => {
    test.slow();
    const before = (
      await operatorCall<{ list: AdminGame[] }>(portal, "GET", `${ADMIN.games}?q=${GAME.code}`)
    ).list.find((g) => g.gameCode === GAME.code)!;
    expect(before.hot).toBe(false);
    const portalPage = await context.newPage();
    await portalPage.goto("/index");
    const hot = portalPage.getByRole("region", { name: "Hot games" });
    await expect(hot.getByRole("link").first()).toBeVisible();
    await expect(hot.getByRole("link", { name: new RegExp(`^${GAME.name}`) })).toHaveCount(0);

    try {
      await page.bringToFront();
      await openBackOfficeAs(page, portal, await newOperator(portal, "ADMIN"));

      // Games > Vendors: each vendor's hot badge beside its maintenance.
      await backOfficeMenu(page).getByRole("link", { name: common.nav.vendors, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: games.vendors.title })).toBeVisible();
      const house = page
        .getByRole("table", { name: games.vendors.tab })
        .getByRole("row")
        .filter({ has: page.getByRole("cell", { name: "HOUSE", exact: true }) });
      await house.getByRole("button", { name: games.vendors.editOrder }).click();
      const vendorDialog = page.getByRole("dialog", { name: /^Picture and hot badge of House/ });
      await expect(vendorDialog.getByRole("checkbox", { name: games.vendors.hotLabel })).toBeChecked();
      // The house's drawn pictures, one per category (its tiles differ), and a new one to upload,
      // which would replace them all (not done here: the lobby is shared).
      for (const category of ["RNG", "LIVE", "ELOTT"] as const) {
        const figure = vendorDialog.getByRole("figure", { name: games.catalogue.categories[category], exact: true });
        await expect(figure.getByRole("img", { name: games.catalogue.currentPicture })).toBeVisible();
      }
      await expect(vendorDialog.getByLabel(games.catalogue.upload)).toBeEnabled();
      await expectAccessible(page, "a vendor's picture and hot badge");
      await vendorDialog.getByRole("button", { name: common.ui.cancel }).click();

      // Games > Games: the house's lottery games, found by name.
      await backOfficeMenu(page).getByRole("link", { name: common.nav.gameCatalogue, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: games.catalogue.title })).toBeVisible();
      const search = page.getByRole("search", { name: games.catalogue.filter });
      await search.getByLabel(games.vendors.code).selectOption("HOUSE");
      await search.getByLabel(games.catalogue.category).selectOption({ label: games.catalogue.categories.ELOTT });
      await search.getByLabel(games.catalogue.search).fill("fast 3");
      await search.getByRole("button", { name: games.catalogue.find }).click();
      const table = page.getByRole("table", { name: games.catalogue.title });
      const row = table.getByRole("row").filter({ hasText: GAME.code });
      await expect(table.getByRole("row")).toHaveCount(2);
      await expect(await cellUnder(table, row, games.vendors.hot)).toHaveText(common.ui.no);
      await expectAccessible(page, "the games catalogue");

      await row.getByRole("button", { name: games.catalogue.edit }).click();
      const dialog = page.getByRole("dialog", { name: fill(games.catalogue.editTitle, { name: GAME.name }) });
      await dialog.getByRole("checkbox", { name: games.catalogue.hotLabel }).check();
      await dialog.getByLabel(games.vendors.sort, { exact: true }).fill("-100");
      await expectAccessible(page, "a game's settings");
      await dialog.getByRole("button", { name: common.ui.save, exact: true }).click();
      await expect(page.getByText(fill(games.catalogue.saved, { name: GAME.name }), { exact: true })).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(await cellUnder(table, row, games.vendors.hot)).toHaveText(common.ui.yes);
      await expect(await cellUnder(table, row, games.vendors.sort)).toHaveText("-100");

      // The portal's home page, opened again: the game leads its hot games.
      await portalPage.bringToFront();
      await portalPage.reload();
      await expect(hot.getByRole("link").first()).toHaveAccessibleName(new RegExp(`^${GAME.name}`));
    } finally {
      await operatorCall(portal, "PUT", `/admin/games/${before.id}`, {
        hot: before.hot,
        freePlay: before.freePlay,
        sort: before.sort,
      });
    }
    await portalPage.reload();
    await expect(hot.getByRole("link").first()).toBeVisible();
    await expect(hot.getByRole("link", { name: new RegExp(`^${GAME.name}`) })).toHaveCount(0);
  });

  test("an operator lowers a lottery play's odds; the server sells it at the new odds from then on", async ({
    page,
    portal,
  }) => {
    test.slow();
    const playsUrl = LOTTERY_ADMIN.plays.replace(":family", "VN_NORTH");
    const de = async () =>
      (await operatorCall<{ list: LotteryPlaySettingsView[] }>(portal, "GET", playsUrl)).list.find(
        (p) => p.play === "VN_DE",
      )!;
    const before = await de();
    const [oldOdds] = before.priceClasses[0]!.odds;
    // A little lower: the return to players only falls, so the server takes it.
    const newOdds = String(Number(oldOdds) - 1.5);
    // The play and its tier by the portal's names for them, the play's code beside its name.
    const deLabel = `${lotteryEn.VN.play.VN_DE} (VN_DE)`;
    const win = lotteryEn.tier.WIN;

    try {
      await openBackOfficeAs(page, portal, await newOperator(portal, "ADMIN"));
      await backOfficeMenu(page).getByRole("link", { name: common.nav.lotteryPlays, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: games.plays.title })).toBeVisible();
      await page.getByLabel(games.lottery.family).selectOption({ label: lotteryEn.family.VN_NORTH });
      const table = page.getByRole("table", {
        name: fill(games.plays.caption, { family: lotteryEn.family.VN_NORTH }),
      });
      const row = table.getByRole("row").filter({ has: page.getByRole("cell", { name: deLabel, exact: true }) });
      await expect(await cellUnder(table, row, games.plays.odds)).toContainText(`${win} ${oldOdds} ·`);
      await expectAccessible(page, "the lottery plays");

      await row.getByRole("button", { name: games.plays.edit }).click();
      const dialog = page.getByRole("dialog", { name: fill(games.plays.editTitle, { play: deLabel }) });
      const odds = dialog.getByLabel(fill(games.plays.oddsOf, { tier: win }));
      await expect(odds).toHaveValue(oldOdds!);
      // Not odds: refused on the form, nothing sent.
      await odds.fill("1,5");
      await dialog.getByRole("button", { name: common.ui.save, exact: true }).click();
      await expect(dialog.getByText(games.plays.oddsError, { exact: true })).toBeVisible();
      await odds.fill(newOdds);
      await expectAccessible(page, "a play's odds and limits");
      await dialog.getByRole("button", { name: common.ui.save, exact: true }).click();
      await expect(page.getByText(fill(games.plays.saved, { play: deLabel }), { exact: true })).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(await cellUnder(table, row, games.plays.odds)).toContainText(`${win} ${newOdds} ·`);

      // The bet page's odds are the new ones: what a game of the family sells, from the public call.
      const onSale = (await (await page.request.get(LOTTERY_API.plays.replace(":code", "VN_NORTH_5M"))).json()) as {
        value: { list: LotteryPlaySale[] };
      };
      expect(onSale.value.list.find((p) => p.play === "VN_DE")!.priceClasses[0]!.odds).toEqual([newOdds]);
      const after = await de();
      expect(after.priceClasses[0]!.odds).toEqual([newOdds]);
      expect(Number(after.priceClasses[0]!.returnToPlayer)).toBeLessThan(
        Number(before.priceClasses[0]!.returnToPlayer),
      );
    } finally {
      await operatorCall(portal, "PUT", LOTTERY_ADMIN.play.replace(":family", "VN_NORTH").replace(":play", "VN_DE"), {
        enabled: before.enabled,
        minStake: before.minStake,
        maxStake: before.maxStake,
        maxDrawStake: before.maxDrawStake,
        exposureLimit: before.exposureLimit,
        odds: Object.fromEntries(before.priceClasses.map((c) => [c.priceClass, c.odds])),
      });
    }
    expect((await de()).priceClasses[0]!.odds).toEqual(before.priceClasses[0]!.odds);
  });
});
