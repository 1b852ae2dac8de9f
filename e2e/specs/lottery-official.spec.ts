import { LOTTERY_ADMIN, type OfficialDrawView } from "@portal/contract/api/lottery-admin";
import { pathWith } from "@portal/contract/api/paths";
import { VN_SOUTH_STRUCTURE } from "@portal/contract/lottery/families/vn";
import { cents } from "../fixtures/house-games";
import { addOfficialGame, addToSlip, openFromLobby, operatorToken, pick } from "../fixtures/lottery";
import { expect, test } from "../fixtures/portal";
import { cellUnder, dataRows, english, fill, headerBalance } from "../fixtures/roles";
import en from "../../apps/web/src/locales/en.json" with { type: "json" };
import lotteryEn from "../../apps/web/src/locales/lottery/en.json" with { type: "json" };

// An official daily draw (decision 0036), as a member plays it and two operators settle it: a
// province's game drawing today in a few seconds is added to the brand, whose server runs its jobs.
// The member bets đề on it from /Vnlottery; once the draw has taken place, one operator types the
// result and a second types it again; the settlement job then pays the ticket.

const bet = lotteryEn.bet;
const v = lotteryEn.verify;

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

    // The draw takes place; two operators type the same result (the server tests show one pays nothing).
    const first = await operatorToken(portal);
    const awaiting = async () =>
      (
        await portal.app.inject({ method: "GET", url: LOTTERY_ADMIN.officialDraws, headers: { authorization: first } })
      ).json().value.list as OfficialDrawView[];
    await expect
      .poll(async () => (await awaiting()).some((draw) => draw.game === game.code && draw.drawNo === drawNo), {
        timeout: 90_000,
      })
      .toBe(true);
    const result = {
      prizes: VN_SOUTH_STRUCTURE.prizes.map((prize, p) =>
        Array.from({ length: prize.count }, () => (p === 0 ? "123445" : "1".repeat(prize.digits))),
      ),
    };
    const url = (path: string) => pathWith(path, { code: game.code, drawNo });
    const entered = await portal.app.inject({
      method: "PUT",
      url: url(LOTTERY_ADMIN.officialResult),
      headers: { authorization: first },
      payload: { result },
    });
    expect(entered.statusCode, entered.body).toBe(200);
    const second = await operatorToken(portal, true);
    const confirmed = await portal.app.inject({
      method: "POST",
      url: url(LOTTERY_ADMIN.officialConfirm),
      headers: { authorization: second },
      payload: { result },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    // Đề 45 won: paid at its odds, in the header balance; the draw names both operators.
    await expect(dataRows(table).filter({ hasText: bet.states.WON })).toHaveCount(1, { timeout: 60_000 });
    const won = cents((await (await cellUnder(table, dataRows(table).first(), bet.payout)).textContent())!);
    expect(won).toBeGreaterThan(200);
    await expect(headerBalance(page)).toHaveText(
      new RegExp(((50_000 - 200 + won) / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })),
    );
    const recent = frame.getByRole("table", { name: v.draws });
    const row = recent.getByRole("row").filter({ hasText: drawNo });
    await expect(row).toContainText(`${lotteryEn.official.enteredBy} ${portal.demoOperator.username}`);
    await expect(row).toContainText(`${lotteryEn.official.confirmedBy} finance_e2e`);

    // /Vnlottery: the province in the region's draws of today, its result with the two operators.
    await page.goto("/Vnlottery");
    await expect(south.getByRole("region", { name: english("games.vnToday.title") })).toContainText(game.name);
    const latest = page.getByRole("table", { name: fill(en.games.vnOpened.title, { name: game.name }) });
    await expect(latest.getByRole("row").filter({ hasText: drawNo })).toContainText(
      `${lotteryEn.official.confirmedBy} finance_e2e`,
    );
    // The win is on the winner board.
    await expect(page.getByRole("region", { name: english("games.winners.title") })).toContainText(game.name);
  });
});
