import type { FrameLocator, Page } from "@playwright/test";
import { openCentrePage, openMemberCentre } from "../fixtures/members";
import { cents } from "../fixtures/house-games";
import { addFastGame, addToSlip, openFromLobby, pick, timeToBet, type FastGame } from "../fixtures/lottery";
import { expect, expectAccessible, test } from "../fixtures/portal";
import { cellUnder, dataRows, definitionOf, english, fill, headerBalance, memberCentre } from "../fixtures/roles";
import en from "../../apps/web/src/locales/en.json" with { type: "json" };
import lotteryEn from "@portal/contract/lottery/locales/en.json" with { type: "json" };

// The house lottery played for money, as a member does (decision 0035): a game drawing every 10
// seconds is added to the brand, whose server runs its jobs (draws, settlement). The member opens
// it from the lottery pages, fills a bet slip on the bet page, waits for the draw, finds the
// tickets won or lost and the money in the header balance and the betting record, and verifies
// the draw on the verify page. Once from /Vnlottery (lô and đề), once from /elott (SSC). And a
// member changes their mind: a ticket cancelled while its draw takes tickets comes back.

const bet = lotteryEn.bet;
const v = lotteryEn.verify;

/**
 * Places the slip and waits for its tickets to be settled: answers the draw number and the sum
 * the tickets won, in cents, read off "My tickets".
 */
async function placeAndSettle(frame: FrameLocator, tickets: number) {
  // Bets go on the draw taking tickets, named on the button.
  const place = frame.getByRole("button", { name: /^Place bets on draw \d{8}-\d{4,}$/ });
  await expect(place).toBeEnabled({ timeout: 20_000 });
  await timeToBet(frame);
  await place.click();
  await expect(frame.getByRole("status").filter({ hasText: /ticket\(s\) placed/ })).toBeVisible();
  await expect(frame.getByRole("alert")).toHaveCount(0);

  const table = frame.getByRole("table", { name: bet.myTickets });
  const rows = dataRows(table);
  await expect(rows).toHaveCount(tickets);
  await expect(rows.filter({ hasText: bet.states.OPEN })).toHaveCount(tickets);
  // The job draws within 5-10 s of the draw's time, and settles within 5-10 s more.
  const settled = rows.filter({ hasText: new RegExp(`${bet.states.WON}|${bet.states.LOST}`) });
  await expect(settled).toHaveCount(tickets, { timeout: 60_000 });

  let won = 0;
  let drawNo = "";
  for (let i = 0; i < tickets; i++) {
    const row = rows.nth(i);
    drawNo = (await (await cellUnder(table, row, v.drawNo)).textContent())!.trim();
    won += cents((await (await cellUnder(table, row, bet.payout)).textContent())!);
  }
  return { drawNo, won };
}

/** The betting record in the member centre: the draw's round, with its stake and payout. */
async function expectBettingRecord(page: Page, game: FastGame, stake: number, won: number) {
  await openMemberCentre(page);
  await openCentrePage(page, "personalHistoryCopy");
  const bets = memberCentre(page).getByRole("table", { name: english("center.member.personalHistoryCopy") });
  const row = bets.getByRole("rowgroup").nth(1).getByRole("row").filter({ hasText: game.name });
  await expect(row).toHaveCount(1);
  const cell = (column: string) => cellUnder(bets, row, english(column));
  await expect(await cell("records.stake")).toHaveText((stake / 100).toFixed(2));
  await expect(await cell("records.payout")).toHaveText(
    (won / 100).toLocaleString("en-US", { minimumFractionDigits: 2 }),
  );
  await expect(await cell("wallet.status")).toHaveText("Settled");
  await page.keyboard.press("Escape");
}

/**
 * The draw verified in the browser: the bet page shows the chain's commitment of the draw taking
 * tickets, and the draw's Verify link in its recent draws opens the verify page (a new window,
 * out of the game frame) on the draw's check.
 */
async function expectVerified(page: Page, frame: FrameLocator, drawNo: string, family: string) {
  await expect(definitionOf(frame.getByRole("region", { name: bet.drawInfo }), v.commitment)).toHaveText(
    /^[0-9a-f]{64}$/,
  );
  const recent = frame.getByRole("table", { name: v.draws });
  const opened = page.waitForEvent("popup");
  await recent.getByRole("link", { name: fill(v.verifyDraw, { drawNo }) }).click();
  const verifyPage = await opened;
  // The page opens on the draw's check: its dialog, the page behind it inert.
  await expect(verifyPage).toHaveURL(/\/house\/verify\?part=lottery&/);
  const dialog = verifyPage.getByRole("dialog", { name: fill(v.dialogTitle, { drawNo }) });
  const checks = dialog.getByRole("list", { name: v.checks }).getByRole("listitem");
  await expect(checks.first()).toHaveText(new RegExp(`^${v.yes} `));
  await expect(checks.nth(1)).toHaveText(`${v.yes} ${v.resultYes}`);
  await expect(checks.filter({ hasText: new RegExp(`^${v.no} `) })).toHaveCount(0);
  // The result recomputed in the browser is the one published; a Vietnamese one prize by prize, in
  // two tables named for what they hold.
  const published = definitionOf(dialog, v.published);
  const recomputed = definitionOf(dialog, v.recomputed);
  if (family === "SSC") await expect(recomputed).toHaveText((await published.textContent())!);
  else {
    const prizes = published.getByRole("table", { name: v.published }).getByRole("row");
    await expect(prizes).not.toHaveCount(0);
    await expect(recomputed.getByRole("table", { name: v.recomputed }).getByRole("row")).toHaveText(
      await prizes.allTextContents(),
    );
  }
  await expectAccessible(verifyPage, "a lottery draw verified from its bet page");
  await verifyPage.close();
}

test.describe("house lottery: a member bets for money", () => {
  test.use({ portalJobs: true });
  test.setTimeout(180_000);

  test("from /Vnlottery: lô and đề on a fast northern draw, settled, in the balance and the record, verified", async ({
    page,
    portal,
  }) => {
    const game: FastGame = { code: "VN_NORTH_10S", family: "VN_NORTH", name: "North Vietnam 10-Second" };
    await addFastGame(portal, game);
    const frame = await openFromLobby(
      page,
      portal,
      "/Vnlottery",
      page.getByRole("region", { name: english("games.vnRegions.VN_NORTH") }),
      game,
    );
    await expect(headerBalance(page)).toHaveText(/500\.00/);

    // Lô 2 số on two numbers: each checked against all 27 numbers, 27 stakes a number.
    await frame.getByRole("tab", { name: lotteryEn.VN.play.VN_LO2, exact: true }).click();
    await pick(frame, lotteryEn.VN.row.numbers, ["07", "42"]);
    await expect(frame.getByText(fill(bet.pricing, { lines: 2, cost: "54.00" }))).toBeVisible();
    // Beside the stake: what a point costs, and the play's limit per draw (its tickets' costs together).
    await expect(frame.getByText(fill(bet.costUnits, { units: 27 }))).toBeVisible();
    await expect(frame.getByText(new RegExp(`^${fill(bet.drawLimit, { max: "[\\d,]+\\.\\d{2}" })}$`))).toBeVisible();
    await addToSlip(frame);
    // Đề: the special prize's last two digits, on three numbers at 2.00 each.
    await frame.getByRole("tab", { name: lotteryEn.VN.play.VN_DE, exact: true }).click();
    // The play's odds and stake limits, as the brand sells it.
    await expect(frame.getByText(new RegExp(`^${fill(bet.oddsValue, { odds: "\\d+(\\.\\d+)?" })}$`))).toBeVisible();
    await expect(frame.getByText(fill(bet.stakeRange, { min: "1.00", max: "10,000.00" }))).toBeVisible();
    await pick(frame, lotteryEn.VN.row.numbers, ["07", "19", "88"]);
    await frame.getByLabel(bet.unitStake).fill("2");
    await addToSlip(frame);
    const slip = frame.getByRole("region", { name: bet.slip });
    await expect(slip.getByRole("listitem")).toHaveCount(2);
    // Lô's price adds up: lines × the draw's 27 numbers × stake.
    await expect(
      slip.getByText(fill(bet.entryPriceUnits, { lines: 2, units: 27, stake: "1.00", cost: "54.00" }), { exact: true }),
    ).toBeVisible();
    await expect(
      slip.getByText(fill(bet.entryPrice, { lines: 3, stake: "2.00", cost: "6.00" }), { exact: true }),
    ).toBeVisible();
    await expect(slip.getByText("60.00", { exact: true })).toBeVisible();
    await expectAccessible(page, "the lottery bet page with a slip");

    const { drawNo, won } = await placeAndSettle(frame, 2);
    const balance = 50_000 - 6_000 + won;
    await expect(headerBalance(page)).toHaveText(
      new RegExp((balance / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })),
    );
    // Verified while the draw is still among the page's recent draws (the last ten: 100 s).
    await expectVerified(page, frame, drawNo, game.family);
    await expectBettingRecord(page, game, 6_000, won);
    // The draw's opened numbers on /Vnlottery, prize by prize.
    await page.goto("/Vnlottery");
    const latest = page.getByRole("table", { name: fill(en.games.vnOpened.title, { name: game.name }) });
    await expect(latest.getByRole("row").filter({ hasText: drawNo })).toContainText(lotteryEn.VN.prize.special);
  });

  test("from /elott on a phone: an SSC position bet, settled, in the balance and the record, verified", async ({
    page,
    portal,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The bet page watches the lottery over /ws: each draw is pushed as it is drawn and settled.
    const pushed: string[] = [];
    page.on("websocket", (socket) =>
      socket.on("framereceived", ({ payload }) => {
        const message = JSON.parse(String(payload)) as { type: string; status?: string };
        if (message.type === "lottery") pushed.push(message.status!);
      }),
    );
    const game: FastGame = { code: "SSC_10S", family: "SSC", name: "SSC 10-Second" };
    await addFastGame(portal, game);
    const frame = await openFromLobby(
      page,
      portal,
      "/elott",
      page.getByRole("region", { name: english("games.lotteryGames") }),
      game,
    );

    await frame.getByRole("tab", { name: lotteryEn.SSC.play.SSC_POSITION, exact: true }).click();
    await pick(frame, lotteryEn.SSC.row.wan, ["1", "5", "9"]);
    await frame.getByLabel(bet.unitStake).fill("1.50");
    await addToSlip(frame);
    const { drawNo, won } = await placeAndSettle(frame, 1);
    expect(pushed).toContain("DRAWN");
    expect(pushed).toContain("SETTLED");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The trend chart has the draw, its first digit marked in its column.
    const trend = frame.getByRole("table", {
      name: fill(lotteryEn.trend.caption, { position: lotteryEn.SSC.row.wan }),
    });
    await expect(trend.getByRole("row").filter({ hasText: drawNo })).toContainText(lotteryEn.trend.drawn);
    // With draws in the chart, the game's own page still does not scroll sideways.
    expect(await frame.locator(":root").evaluate((root) => root.scrollWidth <= window.innerWidth)).toBe(true);
    const balance = 50_000 - 450 + won;
    await expect(headerBalance(page)).toHaveText(
      new RegExp((balance / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })),
    );
    await expectVerified(page, frame, drawNo, game.family);
    // The member centre opens from the tab bar's "Me" on a phone.
    await expectBettingRecord(page, game, 450, won);
  });

  test("a ticket cancelled before its draw closes is refunded; once the draw has closed, none offers a cancel", async ({
    page,
    portal,
  }) => {
    // A draw every 30 seconds, closing 3 seconds before: time to change one's mind.
    const game: FastGame = { code: "VN_NORTH_30S", family: "VN_NORTH", name: "North Vietnam 30-Second" };
    await addFastGame(portal, game, { intervalSec: 30 });
    const frame = await openFromLobby(
      page,
      portal,
      "/Vnlottery",
      page.getByRole("region", { name: english("games.vnRegions.VN_NORTH") }),
      game,
    );
    await expect(headerBalance(page)).toHaveText(/500\.00/);

    // Lô 2 số on 07 (27 stakes of 1.00) and đề on 19 at 2.00: two tickets on the same draw.
    const lo2 = lotteryEn.VN.play.VN_LO2;
    const de = lotteryEn.VN.play.VN_DE;
    await frame.getByRole("tab", { name: lo2, exact: true }).click();
    await pick(frame, lotteryEn.VN.row.numbers, ["07"]);
    await addToSlip(frame);
    await frame.getByRole("tab", { name: de, exact: true }).click();
    await pick(frame, lotteryEn.VN.row.numbers, ["19"]);
    await frame.getByLabel(bet.unitStake).fill("2");
    await addToSlip(frame);
    const place = frame.getByRole("button", { name: /^Place bets on draw \d{8}-\d{4,}$/ });
    await expect(place).toBeEnabled({ timeout: 20_000 });
    // Placed well before the draw closes, so the cancel comes in time.
    await timeToBet(frame, { seconds: 15 });
    await place.click();
    const status = frame.getByRole("status");
    await expect(status).toHaveText(fill(bet.placed, { tickets: 2, balance: "471.00" }));
    await expect(headerBalance(page)).toHaveText(/471\.00/);

    const table = frame.getByRole("table", { name: bet.myTickets });
    const rows = dataRows(table);
    await expect(rows.filter({ hasText: bet.states.OPEN })).toHaveCount(2);
    const drawNo = (await (await cellUnder(table, rows.first(), v.drawNo)).textContent())!.trim();
    const loRow = rows.filter({ hasText: lo2 });
    const deRow = rows.filter({ hasText: de });
    // Each ticket of the open draw offers its cancel; the lô ticket is cancelled and refunded.
    await expect(deRow.getByRole("button", { name: fill(bet.cancelTicket, { play: de, drawNo }) })).toBeVisible();
    await loRow.getByRole("button", { name: fill(bet.cancelTicket, { play: lo2, drawNo }) }).click();
    await expect(status).toHaveText(fill(bet.cancelled, { balance: "498.00" }));
    await expect(frame.getByRole("alert")).toHaveCount(0);
    await expect(await cellUnder(table, loRow, bet.state)).toHaveText(bet.states.CANCELLED);
    await expect(loRow.getByRole("button")).toHaveCount(0);
    await expect(headerBalance(page)).toHaveText(/498\.00/);

    // The draw closes (the page moves on to the next one): the đề ticket offers no cancel any more.
    await expect(frame.getByRole("region", { name: bet.drawInfo })).not.toContainText(fill(bet.drawNo, { drawNo }), {
      timeout: 60_000,
    });
    // Read at once, not waited for: a cancel lingering until the draw settles would be a fault.
    expect(await deRow.getByRole("button").count()).toBe(0);
    await expect(await cellUnder(table, deRow, bet.state)).not.toHaveText(bet.states.CANCELLED);
    // The cancelled one stays cancelled (its draw's settlement is the other tests' to show).
    await expect(await cellUnder(table, loRow, bet.state)).toHaveText(bet.states.CANCELLED);
  });
});
