import type { FrameLocator, Locator, Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import { ADMIN } from "@portal/contract/api/admin";
import { LOTTERY_ADMIN, type OfficialDrawView } from "@portal/contract/api/lottery-admin";
import { pathWith } from "@portal/contract/api/paths";
import { CLOCK_UTC_OFFSET_MIN } from "@portal/contract/constants";
import { VN_SOUTH_STRUCTURE } from "@portal/contract/lottery/families/vn";
import {
  createMember,
  fundMember,
  login,
  openCentrePage,
  openMemberCentre,
  showHeaderBalance,
} from "../fixtures/members";
import { cents, gameFrame } from "../fixtures/house-games";
import { expect, expectAccessible, test, type RunningPortal } from "../fixtures/portal";
import { cellUnder, dataRows, definitionOf, english, fill, headerBalance, memberCentre } from "../fixtures/roles";
import en from "../../apps/web/src/locales/en.json" with { type: "json" };
import lotteryEn from "../../apps/web/src/locales/lottery/en.json" with { type: "json" };

// The house lottery played for money, as a member does (decision 0035): a game drawing every 10
// seconds is added to the brand, whose server runs its jobs (draws, settlement). The member opens
// it from the lottery pages, fills a bet slip on the bet page, waits for the draw, finds the
// tickets won or lost and the money in the header balance and the betting record, and verifies
// the draw on the verify page. Once from /Vnlottery (lô and đề), once from /elott (SSC).

const bet = lotteryEn.bet;
const v = lotteryEn.verify;

interface FastGame {
  code: string;
  family: "VN_NORTH" | "VN_SOUTH" | "SSC";
  name: string;
}

/** The game in the brand's lottery and in its catalogue (the house's, listed with the lottery). */
async function addFastGame(portal: RunningPortal, game: FastGame) {
  await portal.database.db.execute(
    sql`insert into lottery_games (merchant_id, code, family, name, interval_sec, close_before_sec)
        values (${portal.merchantId}, ${game.code}, ${game.family}, ${JSON.stringify({ en: game.name })}::jsonb, 10, 3)`,
  );
  await portal.database.db.execute(
    sql`insert into games (merchant_id, vassalage, game_code, category, game_type, name, sort)
        values (${portal.merchantId}, 'HOUSE', ${game.code}, 'ELOTT', ${game.family},
          ${JSON.stringify({ en: game.name })}::jsonb, -1)`,
  );
}

/**
 * An official southern game of the brand drawing once a day, today in `inSeconds` seconds (brand
 * time), closing `closeBeforeSec` before: its result waits for two operators.
 */
async function addOfficialGame(portal: RunningPortal, game: Omit<FastGame, "family">, inSeconds: number) {
  const brandSeconds = Math.floor((Date.now() + CLOCK_UTC_OFFSET_MIN * 60_000) / 1000) % 86_400;
  const drawTimeSec = (brandSeconds + inSeconds) % 86_400;
  await portal.database.db.execute(
    sql`insert into lottery_games (merchant_id, code, family, name, interval_sec, close_before_sec, official, draw_time_sec, weekdays)
        values (${portal.merchantId}, ${game.code}, 'VN_SOUTH', ${JSON.stringify({ en: game.name })}::jsonb,
          86400, 15, true, ${drawTimeSec}, 127)`,
  );
  await portal.database.db.execute(
    sql`insert into games (merchant_id, vassalage, game_code, category, game_type, name, sort)
        values (${portal.merchantId}, 'HOUSE', ${game.code}, 'ELOTT', 'VN_SOUTH',
          ${JSON.stringify({ en: game.name })}::jsonb, -1)`,
  );
}

/** An operator's session token: the demo operator's, or a new FINANCE operator's (a second pair of eyes). */
async function operatorToken(portal: RunningPortal, second = false): Promise<string> {
  const login = (payload: object) =>
    portal.app.inject({ method: "POST", url: ADMIN.login, payload }).then((res) => res.json().value.token as string);
  const first = await login(portal.demoOperator);
  if (!second) return first;
  const account = { username: "finance_e2e", password: "Finance-Pass-123" };
  await portal.app.inject({
    method: "POST",
    url: ADMIN.operators,
    headers: { authorization: first },
    payload: { ...account, role: "FINANCE" },
  });
  return login(account);
}

/** Picks options of a row of the bet page's picker (toggle buttons, pressed once chosen). */
async function pick(frame: FrameLocator, row: string, options: string[]) {
  const group = frame.getByRole("group", { name: row, exact: true });
  for (const option of options) {
    const button = group.getByRole("button", { name: option, exact: true });
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");
  }
}

/** Adds the picks on the slip. */
async function addToSlip(frame: FrameLocator) {
  await frame.getByRole("button", { name: bet.addToSlip }).click();
}

/**
 * Places the slip and waits for its tickets to be settled: answers the draw number and the sum
 * the tickets won, in cents, read off "My tickets".
 */
async function placeAndSettle(frame: FrameLocator, tickets: number) {
  // Bets go on the draw taking tickets, named on the button.
  const place = frame.getByRole("button", { name: /^Place bets on draw \d{8}-\d{4,}$/ });
  await expect(place).toBeEnabled({ timeout: 20_000 });
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

/** The draw verified in the browser, on the verify page. */
async function expectVerified(page: Page, game: FastGame, drawNo: string) {
  await page.goto("/house/verify");
  await page.getByRole("tab", { name: en.fairVerify.tabs.lottery }).click();
  await page
    .getByRole("combobox", { name: v.game })
    .selectOption({ label: `${lotteryEn.family[game.family]} · ${fill(v.seconds, { n: 10 })}` });
  const draws = page.getByRole("table", { name: v.draws });
  await draws.getByRole("button", { name: fill(v.verifyDraw, { drawNo }) }).click();
  const dialog = page.getByRole("dialog", { name: fill(v.dialogTitle, { drawNo }) });
  const checks = dialog.getByRole("list", { name: v.checks }).getByRole("listitem");
  await expect(checks.first()).toHaveText(new RegExp(`^${v.yes} `));
  await expect(checks.nth(1)).toHaveText(`${v.yes} ${v.resultYes}`);
  await expect(checks.filter({ hasText: new RegExp(`^${v.no} `) })).toHaveCount(0);
  await expect(definitionOf(dialog, v.recomputed)).toHaveText((await definitionOf(dialog, v.published).textContent())!);
}

/** A funded member, logged in, on a lottery page, who opens the game there: its bet page in /game's frame. */
async function openFromLobby(page: Page, portal: RunningPortal, path: string, region: Locator | null, game: FastGame) {
  const member = await createMember(portal);
  await fundMember(portal, member.id, "500");
  await login(page, member.account);
  await page.goto(path);
  const scope = region ?? page.getByRole("main");
  await scope.getByRole("button", { name: new RegExp(game.name) }).click();
  const frame = gameFrame(page);
  await expect(frame.getByRole("heading", { level: 1, name: en.houseLottery.title })).toBeVisible();
  // The lottery pages have no header; the game's page has (the balance, masked until asked for).
  await showHeaderBalance(page);
  await expect(frame.getByRole("region", { name: bet.drawInfo })).toContainText(game.name);
  return frame;
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
    await addToSlip(frame);
    // Đề: the special prize's last two digits, on three numbers at 2.00 each.
    await frame.getByRole("tab", { name: lotteryEn.VN.play.VN_DE, exact: true }).click();
    await pick(frame, lotteryEn.VN.row.numbers, ["07", "19", "88"]);
    await frame.getByLabel(bet.unitStake).fill("2");
    await addToSlip(frame);
    const slip = frame.getByRole("region", { name: bet.slip });
    await expect(slip.getByRole("listitem")).toHaveCount(2);
    await expect(slip.getByText("60.00", { exact: true })).toBeVisible();
    await expectAccessible(page, "the lottery bet page with a slip");

    const { drawNo, won } = await placeAndSettle(frame, 2);
    const balance = 50_000 - 6_000 + won;
    await expect(headerBalance(page)).toHaveText(
      new RegExp((balance / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })),
    );
    await expectBettingRecord(page, game, 6_000, won);
    await expectVerified(page, game, drawNo);
    // The draw's opened numbers on /Vnlottery, prize by prize.
    await page.goto("/Vnlottery");
    const latest = page.getByRole("table", { name: fill(en.games.vnOpened.title, { name: game.name }) });
    await expect(latest.getByRole("row").filter({ hasText: drawNo })).toContainText(lotteryEn.VN.prize.special);
  });

  test("from /elott on a phone: an SSC position bet, settled, in the balance, verified", async ({ page, portal }) => {
    await page.setViewportSize({ width: 390, height: 844 });
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
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const balance = 50_000 - 450 + won;
    await expect(headerBalance(page)).toHaveText(
      new RegExp((balance / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })),
    );
    await expectVerified(page, game, drawNo);
  });
});

test.describe("house lottery: an official daily draw", () => {
  test.use({ portalJobs: true });
  test.setTimeout(180_000);

  test("from /Vnlottery's schedule: đề on a province's draw, paid once two operators agree on the result", async ({
    page,
    portal,
  }) => {
    const game = { code: "VN_S_E2E", name: "Test Province Lottery" };
    await addOfficialGame(portal, game, 40);
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

    // The draw takes place; nothing is paid until two operators have typed the same result.
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
  });
});
