import type { FrameLocator, Locator } from "@playwright/test";
import { cents } from "../fixtures/house-games";
import { addFastGame, addToSlip, openFromLobby, pick, timeToBet, type FastGame } from "../fixtures/lottery";
import { expect, expectAccessible, test } from "../fixtures/portal";
import { cellUnder, dataRows, english, fill, headerBalance } from "../fixtures/roles";
import lotteryEn from "@portal/contract/lottery/locales/en.json" with { type: "json" };

// Chase plans (追号, decision 0037) on a game drawing every 10 seconds, with the server's jobs
// running: a member chases an SSC slip that wins on every draw (all ten digits of the first
// position at 1.00: 10.00 a draw, 9.80 back), once stopping after a win and once cancelled at
// once. The plans' rows say what was played and refunded, and the header balance adds up to it.

const bet = lotteryEn.bet;
const chase = lotteryEn.chase;
const DIGITS = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"];

/** A chase of the slip on the page: `draws` draws from the one taking tickets. */
async function makeChase(frame: FrameLocator, draws: number, stopOnWin: boolean) {
  await frame.getByRole("tab", { name: lotteryEn.SSC.play.SSC_POSITION, exact: true }).click();
  await pick(frame, lotteryEn.SSC.row.wan, DIGITS);
  await frame.getByLabel(bet.unitStake).fill("1");
  await addToSlip(frame);
  await frame.getByRole("checkbox", { name: chase.toggle }).check();
  await frame.getByLabel(chase.draws).fill(String(draws));
  const stop = frame.getByRole("checkbox", { name: chase.stopOnWin });
  await (stopOnWin ? stop.check() : stop.uncheck());
  const slip = frame.getByRole("region", { name: bet.slip });
  await expect(slip).toContainText(fill(chase.total, { perDraw: "10.00", draws, total: `${draws * 10}.00` }));
  const place = frame.getByRole("button", { name: new RegExp(`^Chase ${draws} draws from draw \\d{8}-\\d{4,}$`) });
  await expect(place).toBeEnabled({ timeout: 20_000 });
  await timeToBet(frame);
  await place.click();
  await expect(frame.getByRole("status").filter({ hasText: fill(chase.made, { draws, balance: "" }) })).toBeVisible();
  await expect(frame.getByRole("alert")).toHaveCount(0);
}

/** The plans' table and the row of the plan of `draws` draws. */
function planRow(frame: FrameLocator, draws: number, stopOnWin: boolean): { table: Locator; row: Locator } {
  const table = frame.getByRole("table", { name: chase.myPlans });
  const count = fill(stopOnWin ? chase.countStop : chase.count, { bought: draws, draws });
  return { table, row: dataRows(table).filter({ hasText: count }) };
}

/** Draws played and refunded, off a plan's progress cell. */
async function progressOf(table: Locator, row: Locator) {
  const text = (await (await cellUnder(table, row, chase.progress)).textContent()) ?? "";
  const [played, refunded] = [...text.matchAll(/\d+(?= )/g)].map((m) => Number(m[0]));
  return { played: played ?? 0, refunded: refunded ?? 0 };
}

test.describe("house lottery: chase plans", () => {
  test.use({ portalJobs: true });
  test.setTimeout(180_000);

  test("on a phone: a chase stopped by its first win and a chase cancelled are refunded their coming draws", async ({
    page,
    portal,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const game: FastGame = { code: "SSC_CHASE_10S", family: "SSC", name: "SSC Chase 10-Second" };
    await addFastGame(portal, game);
    const frame = await openFromLobby(
      page,
      portal,
      "/elott",
      page.getByRole("region", { name: english("games.lotteryGames") }),
      game,
    );

    // A plan of 4 draws without a stop, cancelled at once: its draws still taking tickets come back.
    await makeChase(frame, 4, false);
    const cancelled = planRow(frame, 4, false);
    await expect(cancelled.row).toContainText(chase.states.ACTIVE);
    await cancelled.row.getByRole("button", { name: /^Cancel plan from draw/ }).click();
    await expect(frame.getByRole("status").filter({ hasText: /Chase plan cancelled/ })).toBeVisible();
    await expect(cancelled.row).toContainText(chase.states.CANCELLED);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // A plan of 5 draws stopping after a win: every draw wins, so it stops after its first draw
    // settles; the draws still taking tickets then are refunded, the ones already closed play.
    await makeChase(frame, 5, true);
    const stopped = planRow(frame, 5, true);
    await expect(stopped.row).toContainText(chase.states.STOPPED, { timeout: 60_000 });
    await expectAccessible(page, "the lottery bet page with chase plans");
    // Settled once every draw is played or refunded.
    await expect
      .poll(
        async () => {
          const { played, refunded } = await progressOf(stopped.table, stopped.row);
          return played + refunded;
        },
        { timeout: 60_000 },
      )
      .toBe(5);
    const stop = await progressOf(stopped.table, stopped.row);
    expect(stop.played).toBeGreaterThanOrEqual(1);
    expect(stop.refunded).toBeGreaterThanOrEqual(1);
    await expect(await cellUnder(stopped.table, stopped.row, chase.won)).toHaveText((stop.played * 9.8).toFixed(2));

    // The cancelled plan's draws that had closed play too (and win 9.80 each).
    await expect
      .poll(
        async () => {
          const { played, refunded } = await progressOf(cancelled.table, cancelled.row);
          return played + refunded;
        },
        { timeout: 60_000 },
      )
      .toBe(4);
    const cancel = await progressOf(cancelled.table, cancelled.row);
    // Every draw played costs 10.00 and wins 9.80; every draw refunded costs nothing.
    const balance = 50_000 - 20 * (stop.played + cancel.played);
    await expect(headerBalance(page)).toHaveText(
      new RegExp((balance / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })),
    );
    expect(cents((await (await cellUnder(cancelled.table, cancelled.row, chase.won)).textContent())!)).toBe(
      980 * cancel.played,
    );
  });
});
