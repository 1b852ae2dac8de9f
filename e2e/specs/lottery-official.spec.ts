import type { Page } from "@playwright/test";
import { LOTTERY_ADMIN, type OfficialDrawView } from "@portal/contract/api/lottery-admin";
import { vnOfficialPrizes } from "@portal/contract/lottery/families/vn-layout";
import officeCommon from "../../apps/back-office/src/locales/en.json" with { type: "json" };
import officeGames from "../../apps/back-office/src/locales/games/en.json" with { type: "json" };
import { newOperator, openBackOfficeAs } from "../fixtures/back-office";
import { cents } from "../fixtures/house-games";
import { addOfficialGame, addToSlip, openFromLobby, operatorToken, pick } from "../fixtures/lottery";
import { expect, expectAccessible, test, type RunningPortal } from "../fixtures/portal";
import { cellUnder, dataRows, english, fill, headerBalance } from "../fixtures/roles";
import en from "../../apps/web/src/locales/en.json" with { type: "json" };
import lotteryEn from "@portal/contract/lottery/locales/en.json" with { type: "json" };

// An official daily draw (decision 0036), as a member plays it and two operators settle it: a
// province's game drawing today in a few seconds is added to the brand, whose server runs its jobs.
// The member bets đề on it from /Vnlottery; once the draw has taken place, one operator types the
// result in the back office and a second types it again there; the settlement job then pays the ticket.

const bet = lotteryEn.bet;
const v = lotteryEn.verify;
const r = officeGames.lottery;

/**
 * One operator's step in the back office, in a tab of its own: opens Lottery results, the draw's
 * "Enter result" (or "Confirm result"), types the published sheet (special prize 123445, every
 * other number all ones) field by field as the sheet prints it, and sends it.
 */
async function typeResult(
  page: Page,
  portal: RunningPortal,
  username: string,
  step: "enter" | "confirm",
  code: string,
  drawNo: string,
) {
  const office = await page.context().newPage();
  await openBackOfficeAs(office, portal, username);
  await office
    .getByRole("navigation", { name: officeCommon.nav.label })
    .getByRole("link", { name: officeCommon.nav.lottery })
    .click();
  // Every official draw of a day is numbered <date>-0001: the row is the game's.
  const row = office
    .getByRole("table", { name: r.title })
    .getByRole("row")
    .filter({ hasText: drawNo })
    .filter({ hasText: code });
  await row.getByRole("button", { name: step === "enter" ? r.enter : r.confirm }).click();
  const dialog = office.getByRole("dialog", {
    name: fill(step === "enter" ? r.enterTitle : r.confirmTitle, { game: code, drawNo }),
  });
  for (const prize of vnOfficialPrizes("VN_SOUTH")) {
    for (let i = 0; i < prize.count; i++) {
      const label = fill(r.number, { prize: r.prizes[prize.name as keyof typeof r.prizes], index: String(i + 1) });
      await dialog
        .getByLabel(label, { exact: true })
        .fill(prize.name === "special" ? "123445" : "1".repeat(prize.digits));
    }
  }
  if (step === "confirm") await expectAccessible(office, "an official result typed a second time");
  await dialog.getByRole("button", { name: r.send }).click();
  await expect(
    office.getByText(fill(step === "enter" ? r.entered : r.confirmed, { drawNo }), { exact: true }),
  ).toBeVisible();
  await office.close();
}

test.describe("house lottery: an official daily draw", () => {
  test.use({ portalJobs: true });
  test.setTimeout(180_000);

  test("from /Vnlottery: đề on a province's daily draw, paid once two operators agree on the result", async ({
    page,
    portal,
  }) => {
    const game = { code: "VN_S_E2E", name: "Test Province Lottery" };
    await addOfficialGame(portal, game, 30);
    const south = page.getByRole("region", { name: english("games.vnRegions.VN_SOUTH") });
    const frame = await openFromLobby(page, portal, "/Vnlottery", south, { ...game, family: "VN_SOUTH" });
    await expect(frame.getByText(lotteryEn.official.note)).toBeVisible();

    await frame.getByRole("tab", { name: lotteryEn.VN.play.VN_DE, exact: true }).click();
    await pick(frame, lotteryEn.VN.row.numbers, ["45"]);
    await frame.getByLabel(bet.unitStake).fill("2");
    await addToSlip(frame);
    await frame.getByRole("button", { name: /^Place bets on draw \d{8}-0001$/ }).click();
    const table = frame.getByRole("table", { name: bet.myTickets });
    await expect(dataRows(table).filter({ hasText: bet.states.OPEN })).toHaveCount(1);
    const drawNo = (await (await cellUnder(table, dataRows(table).first(), v.drawNo)).textContent())!.trim();

    // The draw takes place; in the back office an operator types the result from the sheet, and a
    // second types it again (the server tests show that one entry pays nothing).
    const awaiting = async () =>
      (
        await portal.app.inject({
          method: "GET",
          url: LOTTERY_ADMIN.officialDraws,
          headers: { authorization: await operatorToken(portal) },
        })
      ).json().value.list as OfficialDrawView[];
    await expect
      .poll(async () => (await awaiting()).some((draw) => draw.game === game.code && draw.drawNo === drawNo), {
        timeout: 90_000,
      })
      .toBe(true);
    const [enteredBy, confirmedBy] = [await newOperator(portal, "FINANCE"), await newOperator(portal, "FINANCE")];
    await typeResult(page, portal, enteredBy, "enter", game.code, drawNo);
    await typeResult(page, portal, confirmedBy, "confirm", game.code, drawNo);

    // Đề 45 won: paid at its odds, in the header balance; the draw names both operators.
    await expect(dataRows(table).filter({ hasText: bet.states.WON })).toHaveCount(1, { timeout: 60_000 });
    const won = cents((await (await cellUnder(table, dataRows(table).first(), bet.payout)).textContent())!);
    expect(won).toBeGreaterThan(200);
    await expect(headerBalance(page)).toHaveText(
      new RegExp(((50_000 - 200 + won) / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })),
    );
    const recent = frame.getByRole("table", { name: v.draws });
    const row = recent.getByRole("row").filter({ hasText: drawNo });
    await expect(row).toContainText(`${lotteryEn.official.enteredBy} ${enteredBy}`);
    await expect(row).toContainText(`${lotteryEn.official.confirmedBy} ${confirmedBy}`);

    // /Vnlottery: the province in the region's draws of today, its result with the two operators.
    await page.goto("/Vnlottery");
    await expect(south.getByRole("region", { name: english("games.vnToday.title") })).toContainText(game.name);
    const latest = page.getByRole("table", { name: fill(en.games.vnOpened.title, { name: game.name }) });
    await expect(latest.getByRole("row").filter({ hasText: drawNo })).toContainText(
      `${lotteryEn.official.confirmedBy} ${confirmedBy}`,
    );
    // The win is on the winner board.
    await expect(page.getByRole("region", { name: english("games.winners.title") })).toContainText(game.name);
  });
});
