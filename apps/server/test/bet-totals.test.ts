import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GAME_CATEGORIES, type GameCategory } from "@portal/contract/games";
import { queryRows, type Db } from "../src/db/client";
import { games } from "../src/db/schema";
import { BetRepository } from "../src/modules/bets/repository";
import { HOUR_MS, splitByHour } from "../src/modules/bets/totals-repository";
import { SeamlessWalletRepository } from "../src/modules/vendor-api/repository";
import { newMember, type TestMember } from "./money-helper";
import { createTestApp, type TestApp } from "./test-app";

/**
 * The betting record's sums and the profit page read hourly totals plus the raw rows of the
 * partial hours at the period's edges (decision 0024). Random rounds (bets, wins, rollbacks,
 * several games and categories, times on and next to hour boundaries) are written through the
 * repositories' write paths, and every answer must equal a plain sum over the bet records;
 * the totals table must equal the migration's back-fill of the same rows.
 */
let t: TestApp;
let members: TestMember[];
const VENDOR = "TOTALS";
/** Games in the catalogue (two per category of the first three) and one that is not. */
const CATEGORIES = GAME_CATEGORIES.slice(0, 3);
const GAMES = [...CATEGORIES.flatMap((c) => [`${c}-a`, `${c}-b`]), "not-listed"];
/** An hour boundary, and the hours around it where the rounds start. */
const BASE = Date.UTC(2024, 4, 1, 10);

beforeAll(async () => {
  t = await createTestApp();
  members = [await newMember(t.app, "totals"), await newMember(t.app, "totals")];
  await t.database.db.insert(games).values(
    CATEGORIES.flatMap((category) =>
      ["a", "b"].map((suffix) => ({
        merchantId: t.merchantId,
        vassalage: VENDOR,
        gameCode: `${category}-${suffix}`,
        category,
        gameType: "SLOT",
        name: { en: `${category} ${suffix}` },
      })),
    ),
  );
});
afterAll(() => t.close());

/** A small seeded generator (mulberry32): the same rounds on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

/** A start time on, just before or just after an hour boundary, or anywhere in the hour. */
function roundTime(next: () => number): number {
  const hour = BASE + Math.floor(next() * 8 - 2) * HOUR_MS;
  const offsets = [0, -1, 1, HOUR_MS / 2, Math.floor(next() * HOUR_MS)];
  return hour + offsets[Math.floor(next() * offsets.length)]!;
}

/**
 * Rounds of both members: each starts with a bet (made by the vendor API's upsert, or by the
 * bet pull's insert when its time must be set), then more bets, wins (some of zero) and
 * rollbacks of its bets in random order, so rounds go OPEN, SETTLED, ROLLED_BACK and back.
 */
let betsAfterFullRollback = 0;
async function playRounds(seed: number, count: number) {
  const next = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const wallet = new SeamlessWalletRepository(t.database.db);
  const bets = new BetRepository(t.database.db);
  for (let i = 0; i < count; i++) {
    const member = pick(members);
    const round = {
      merchantId: t.merchantId,
      memberId: member.id,
      vendor: VENDOR,
      roundId: `s${seed}-r${i}`,
      gameCode: pick(GAMES),
      currency: "USD",
    };
    const change = (stake: bigint, payout: bigint, settle: boolean) =>
      wallet.addToRound({ ...round, stake, payout, settle });
    const placed: bigint[] = [BigInt(1 + Math.floor(next() * 500))];
    let paid = 0n;
    if (next() < 0.15) await change(placed[0]!, 0n, false);
    else
      await bets.insertIfNew({
        ...round,
        stake: placed[0]!,
        payout: 0n,
        status: "OPEN",
        betAt: new Date(roundTime(next)),
      });
    const steps = Math.floor(next() * 5);
    for (let s = 0; s < steps; s++) {
      const kind = next();
      if (kind < 0.3) {
        const amount = BigInt(1 + Math.floor(next() * 300));
        if (placed.length === 0 && paid === 0n) betsAfterFullRollback++;
        placed.push(amount);
        await change(amount, 0n, false);
      } else if (kind < 0.6) {
        const payout = next() < 0.3 ? 0n : BigInt(Math.floor(next() * 900));
        paid += payout;
        await change(0n, payout, true);
      } else if (placed.length > 0) {
        const amount = placed.splice(Math.floor(next() * placed.length), 1)[0]!;
        await change(-amount, 0n, false);
      }
    }
  }
}

/** The plain answers: sums and per-category profit over the bet records themselves. */
async function rawSums(memberId: number, from: number, to: number, category?: GameCategory) {
  const [row] = await queryRows<{ stake: string; payout: string }>(
    t.database.db,
    sql`select coalesce(sum(b.stake), 0)::text as stake, coalesce(sum(b.payout), 0)::text as payout
      from bet_records b left join games g
        on g.merchant_id = b.merchant_id and g.vassalage = b.vendor and g.game_code = b.game_code
      where b.member_id = ${memberId} and b.currency = 'USD'
        and b.bet_at >= ${new Date(from).toISOString()}::timestamptz and b.bet_at < ${new Date(to).toISOString()}::timestamptz
        ${category ? sql`and g.category = ${category}` : sql``}`,
  );
  return { stake: BigInt(row!.stake), payout: BigInt(row!.payout) };
}

async function rawProfit(memberId: number, from: number, to: number) {
  const rows = await queryRows<{ category: string; rounds: string; stake: string; payout: string }>(
    t.database.db,
    sql`select coalesce(g.category, '') as category, count(*)::text as rounds, sum(b.stake)::text as stake,
        sum(b.payout)::text as payout
      from bet_records b left join games g
        on g.merchant_id = b.merchant_id and g.vassalage = b.vendor and g.game_code = b.game_code
      where b.member_id = ${memberId} and b.currency = 'USD' and b.status <> 'ROLLED_BACK'
        and b.bet_at >= ${new Date(from).toISOString()}::timestamptz and b.bet_at < ${new Date(to).toISOString()}::timestamptz
      group by 1 order by 1`,
  );
  return rows.map((r) => ({
    category: r.category,
    rounds: Number(r.rounds),
    stake: BigInt(r.stake),
    payout: BigInt(r.payout),
  }));
}

/** The migration's back-fill statement (0018_bet_totals_by_hour.sql): the totals of the bet records as they are. */
const BACKFILL = readFileSync(new URL("../migrations/0018_bet_totals_by_hour.sql", import.meta.url), "utf8")
  .split("--> statement-breakpoint")
  .find((statement) => statement.includes('INSERT INTO "bet_totals_hourly"'))!;

/** The maintained totals against what the migration's back-fill makes of the same bet records (rolled back after). */
async function totalsMatchBackfill() {
  const read = (db: Db) =>
    queryRows(
      db,
      sql`select member_id, currency, hour, merchant_id, vendor, game_code, rounds, stake::text, payout::text,
        rolled_back_rounds, rolled_back_stake::text, rolled_back_payout::text
        from bet_totals_hourly order by 1, 2, 3, 4, 5, 6`,
    );
  const kept = await read(t.database.db);
  let rebuilt: Record<string, unknown>[] = [];
  const undo = new Error("undo the back-fill");
  await t.database.db
    .transaction(async (tx) => {
      await tx.execute(sql`delete from bet_totals_hourly`);
      await tx.execute(sql.raw(BACKFILL));
      rebuilt = await read(tx);
      throw undo;
    })
    .catch((error: unknown) => {
      if (error !== undo) throw error;
    });
  expect(kept.length).toBeGreaterThan(0);
  expect(kept).toEqual(rebuilt);
}

/** Periods on, next to and between hour boundaries, inside one hour, across one boundary, and around now. */
function periods(): [number, number][] {
  const now = Date.now();
  const h = (n: number) => BASE + n * HOUR_MS;
  return [
    [h(-3), h(7)],
    [h(-3) + 1, h(7) - 1],
    [h(0), h(1)],
    [h(0) - 1, h(1) + 1],
    [h(0) + 1, h(1)],
    [h(0), h(1) - 1],
    [h(0) + 1, h(0) + HOUR_MS / 2],
    [h(0) - 1, h(0) + 1],
    [h(0) + HOUR_MS / 2, h(1) + HOUR_MS / 2],
    [h(1), h(1)],
    [h(-1) + 17, h(5) + 123_456],
    [now - HOUR_MS, now + HOUR_MS],
    [now - 3 * HOUR_MS, now],
    [h(-3), now + 1],
  ];
}

describe("bet totals by hour", () => {
  beforeAll(async () => {
    for (const seed of [1, 2, 3]) await playRounds(seed, 120);
  });

  it("keep the totals of every hour equal to the bet records', with each status", async () => {
    await totalsMatchBackfill();
    const [statuses] = await queryRows<{
      open: number;
      settled: number;
      rolled: number;
      reopened: number;
      openSettled: number;
    }>(
      t.database.db,
      sql`select count(*) filter (where status = 'OPEN')::int as open, count(*) filter (where status = 'SETTLED')::int as settled,
        count(*) filter (where status = 'ROLLED_BACK')::int as rolled,
        count(*) filter (where status = 'ROLLED_BACK' and (stake <> 0 or payout <> 0))::int as reopened,
        count(*) filter (where status = 'OPEN' and settled_at is not null)::int as "openSettled"
        from bet_records where vendor = ${VENDOR}`,
    );
    // The rounds cover every state, and bets on rounds rolled back whole, which opened them again:
    // no round holding a stake or a payout is shown rolled back.
    expect(statuses!.open).toBeGreaterThan(0);
    expect(statuses!.settled).toBeGreaterThan(0);
    expect(statuses!.rolled).toBeGreaterThan(0);
    expect(betsAfterFullRollback).toBeGreaterThan(0);
    expect(statuses!.reopened).toBe(0);
    // A round settled, rolled back whole and bet on again is open: no settlement time.
    expect(statuses!.openSettled).toBe(0);
  });

  it("settle a batch of wins with their hours' totals; a round settled as a loss writes no hour", async () => {
    const wallet = new SeamlessWalletRepository(t.database.db);
    const round = (id: string) => ({
      merchantId: t.merchantId,
      memberId: members[0]!.id,
      vendor: VENDOR,
      roundId: `batch-${id}`,
      gameCode: `batch-${id}`,
      currency: "USD",
    });
    await wallet.addToRound({ ...round("lost"), stake: 300n, payout: 0n, settle: false });
    await wallet.addToRound({ ...round("won"), stake: 100n, payout: 0n, settle: false });
    const hourVersion = async (gameCode: string) =>
      (
        await queryRows<{ version: string }>(
          t.database.db,
          sql`select xmin::text as version from bet_totals_hourly where member_id = ${members[0]!.id} and game_code = ${gameCode}`,
        )
      )[0]?.version;
    const lostHour = await hourVersion("batch-lost");
    const wonHour = await hourVersion("batch-won");
    // A loss, a win, and a win whose round had no bet (it opens the round).
    await wallet.settleRounds([
      { ...round("lost"), stake: 0n, payout: 0n, settle: true },
      { ...round("won"), stake: 0n, payout: 250n, settle: true },
      { ...round("unbet"), stake: 0n, payout: 40n, settle: true },
    ]);
    const statuses = await queryRows<{ round_id: string; status: string; payout: string }>(
      t.database.db,
      sql`select round_id, status, payout::text from bet_records where round_id like 'batch-%' order by round_id`,
    );
    expect(statuses).toEqual([
      { round_id: "batch-lost", status: "SETTLED", payout: "0" },
      { round_id: "batch-unbet", status: "SETTLED", payout: "40" },
      { round_id: "batch-won", status: "SETTLED", payout: "250" },
    ]);
    expect(await hourVersion("batch-lost")).toBe(lostHour);
    expect(await hourVersion("batch-won")).not.toBe(wonHour);
    await totalsMatchBackfill();
  });

  it("answer the sums and the profit by category exactly as the bet records do, for any period", async () => {
    const bets = new BetRepository(t.database.db);
    for (const member of members) {
      for (const [from, to] of periods()) {
        const filter = { memberId: member.id, currency: "USD", from, to };
        const page = await bets.pageRounds(filter, { pageSize: 5 }, filter);
        expect(page.sums, `${from}..${to}`).toEqual(await rawSums(member.id, from, to));
        for (const category of CATEGORIES) {
          const inCategory = await bets.pageRounds({ ...filter, category }, { pageSize: 5 }, { ...filter, category });
          expect(inCategory.sums, `${from}..${to} ${category}`).toEqual(await rawSums(member.id, from, to, category));
        }
        expect(await bets.profitByCategory(filter), `${from}..${to}`).toEqual(await rawProfit(member.id, from, to));
      }
    }
  });

  it("follow a game moved to another category at once (the category is joined when read)", async () => {
    const bets = new BetRepository(t.database.db);
    const [from, to] = [BASE - 3 * HOUR_MS, BASE + 7 * HOUR_MS];
    await t.database.db.execute(
      sql`update games set category = ${CATEGORIES[1]!} where vassalage = ${VENDOR} and game_code = ${GAMES[0]!}`,
    );
    for (const member of members) {
      const filter = { memberId: member.id, currency: "USD", from, to };
      expect(await bets.profitByCategory(filter)).toEqual(await rawProfit(member.id, from, to));
      const moved = { ...filter, category: CATEGORIES[1]! };
      expect((await bets.pageRounds(moved, { pageSize: 5 }, moved)).sums).toEqual(
        await rawSums(member.id, from, to, CATEGORIES[1]!),
      );
    }
  });
});

describe("splitByHour", () => {
  it("reads whole hours from the totals and only the partial hours at the edges from the rows", () => {
    const h = (n: number) => BASE + n * HOUR_MS;
    expect(splitByHour(h(0), h(3))).toEqual({ hours: { from: h(0), to: h(3) }, edges: [] });
    expect(splitByHour(h(0) + 5, h(3) - 5)).toEqual({
      hours: { from: h(1), to: h(2) },
      edges: [
        { from: h(0) + 5, to: h(1) },
        { from: h(2), to: h(3) - 5 },
      ],
    });
    expect(splitByHour(h(0) + 5, h(1) - 5)).toEqual({ hours: null, edges: [{ from: h(0) + 5, to: h(1) - 5 }] });
    expect(splitByHour(h(0) + 5, h(1) + 5)).toEqual({
      hours: null,
      edges: [{ from: h(0) + 5, to: h(1) + 5 }],
    });
  });
});

// A concurrent change of the same round (a zero win, which moves no money and so takes no
// wallet lock, against a rollback): the totals must follow the status the upsert really changed.
describe.runIf(process.env.DATABASE_URL)("bet totals under concurrency (PostgreSQL)", () => {
  it("a win waiting on a rollback of its round sees the rolled-back status it settles", async () => {
    const member = members[0]!;
    const round = {
      merchantId: t.merchantId,
      memberId: member.id,
      vendor: VENDOR,
      roundId: "race-1",
      gameCode: GAMES[1]!,
      currency: "USD",
    };
    const wallet = new SeamlessWalletRepository(t.database.db);
    await wallet.addToRound({ ...round, stake: 100n, payout: 0n, settle: false });
    let rolledBack!: () => void;
    const rollbackDone = new Promise<void>((resolve) => (rolledBack = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const rollback = wallet.transaction(async (repo) => {
      await repo.addToRound({ ...round, stake: -100n, payout: 0n, settle: false });
      rolledBack();
      await held; // the rollback's row lock is held while the win starts
    });
    await rollbackDone;
    const win = new SeamlessWalletRepository(t.database.db).addToRound({
      ...round,
      stake: 0n,
      payout: 0n,
      settle: true,
    });
    await waitForLockWaiter();
    release();
    await Promise.all([rollback, win]);
    await totalsMatchBackfill();
  });
});

/** Until a statement of the bet records waits on a row lock (the win behind the rollback). */
async function waitForLockWaiter() {
  for (let i = 0; i < 500; i++) {
    const waiting = await queryRows(
      t.database.db,
      sql`select 1 from pg_stat_activity where wait_event_type = 'Lock' and query like '%bet_records%'`,
    );
    if (waiting.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("the win never waited on the rollback's lock");
}
