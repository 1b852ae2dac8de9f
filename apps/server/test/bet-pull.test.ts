import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN } from "@portal/contract/api/admin";
import { API, pathWith } from "@portal/contract/api/paths";
import { HOUSE_API } from "@portal/contract/api/vendor-wallet";
import { betRecords, games, merchants, vendorBetCursors } from "../src/db/schema";
import { houseRounds } from "../src/vendors/house/schema";
import { BetPull } from "../src/modules/bets/bet-pull";
import { BetRepository } from "../src/modules/bets/repository";
import type { GameVendor, PulledBet } from "../src/vendors/game-vendor";
import { SLOT_GAME_CODE } from "../src/vendors/house/slot-service";
import { HouseGameSettings } from "../src/vendors/house/game-settings";
import { houseGameVendor, SETTLE_LAG_SECONDS } from "../src/vendors/house/house-vendor";
import { fund, get, newMember, operatorToken, post } from "./money-helper";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const pullBets = async (vendor: string) =>
  post(t.app, pathWith(ADMIN.pullBets, { vendor }), await operatorToken(t), {});

/**
 * A transfer-wallet vendor at the edge of the system (a test double): its settled rounds,
 * handed over after the cursor (the index of the last round given), or all of them again when
 * `ignoresCursor` (a vendor that repeats itself).
 */
function fakeVendor(code: string, rounds: PulledBet[], ignoresCursor = false): GameVendor {
  return {
    code,
    launch: () => Promise.reject(new Error("not used")),
    pullBets: async (_merchantId, cursor, limit) => {
      const from = ignoresCursor || cursor === null ? 0 : Number(cursor) + 1;
      const bets = rounds.slice(from, from + limit);
      return { bets, cursor: bets.length ? String(from + bets.length - 1) : null };
    },
  };
}

function round(roundId: string, playerId: string, stake: bigint, payout: bigint): PulledBet {
  const at = new Date("2026-11-20T10:00:00Z");
  return {
    roundId,
    playerId,
    gameCode: "FISH_1",
    currency: "USD",
    stake,
    payout,
    status: "SETTLED",
    betAt: at,
    settledAt: at,
  };
}

describe("bet pull from the house vendor", () => {
  /** Moves the member's settled rounds back in time, past the lag the pull waits for. */
  const ageRounds = (memberId: number) =>
    t.database.db
      .update(houseRounds)
      .set({ settledAt: sql`${houseRounds.settledAt} - interval '${sql.raw(String(SETTLE_LAG_SECONDS + 5))} seconds'` })
      .where(eq(houseRounds.playerId, `m${memberId}`));

  it("waits out the settlement lag, then agrees with the records the seamless wallet wrote, once", async () => {
    const member = await newMember(t.app, "pull");
    await fund(t, member.id, "20");
    const [slot] = await t.database.db.select().from(games).where(eq(games.gameCode, SLOT_GAME_CODE));
    const url = (await post(t.app, API.launchGame, member.token, { nodeId: slot!.id })).json().value.game_url;
    const token = new URL(url, "http://x").searchParams.get("token")!;
    for (let i = 0; i < 3; i++)
      expect((await post(t.app, HOUSE_API.slotSpin, "", { token, bet: "1.00" })).statusCode).toBe(200);

    // Just settled: a transaction stamped earlier may still commit, so nothing is handed over yet.
    expect((await pullBets("HOUSE")).json().value).toMatchObject({ pulled: 0 });
    await ageRounds(member.id);
    const first = (await pullBets("HOUSE")).json().value;
    expect(first).toMatchObject({ vendor: "HOUSE", pulled: 3, imported: 0, matched: 3, mismatched: [] });
    expect((await pullBets("HOUSE")).json().value).toMatchObject({ pulled: 0, matched: 0 });

    // Our record of a round is changed behind the money's back: the next full pull reports it,
    // and the operator finds it in the mismatch list.
    const [record] = await t.database.db.select().from(betRecords).where(eq(betRecords.memberId, member.id)).limit(1);
    await t.database.db.update(betRecords).set({ stake: 99n }).where(eq(betRecords.id, record!.id));
    await t.database.db.delete(vendorBetCursors).where(eq(vendorBetCursors.vendor, "HOUSE"));
    const again = (await pullBets("HOUSE")).json().value;
    expect(again.mismatched).toEqual([{ roundId: record!.roundId, reason: "DIFFERENT_AMOUNTS" }]);
    const listed = (await get(t.app, ADMIN.betMismatches, await operatorToken(t))).json().value.list;
    expect(listed).toContainEqual(
      expect.objectContaining({ vendor: "HOUSE", roundId: record!.roundId, reason: "DIFFERENT_AMOUNTS" }),
    );
  });

  it("hands a voided round over as cancelled with nothing staked; a round without a settlement time is skipped", async () => {
    const member = await newMember(t.app, "pullv");
    await fund(t, member.id, "20");
    const [slot] = await t.database.db.select().from(games).where(eq(games.gameCode, SLOT_GAME_CODE));
    const url = (await post(t.app, API.launchGame, member.token, { nodeId: slot!.id })).json().value.game_url;
    const token = new URL(url, "http://x").searchParams.get("token")!;
    for (let i = 0; i < 2; i++)
      expect((await post(t.app, HOUSE_API.slotSpin, "", { token, bet: "2.00" })).statusCode).toBe(200);
    await ageRounds(member.id);
    const [voided, unstamped] = await t.database.db
      .select()
      .from(houseRounds)
      .where(eq(houseRounds.playerId, `m${member.id}`));
    await t.database.db.update(houseRounds).set({ status: "VOIDED" }).where(eq(houseRounds.roundId, voided!.roundId));
    await t.database.db.update(houseRounds).set({ settledAt: null }).where(eq(houseRounds.roundId, unstamped!.roundId));

    const vendor = houseGameVendor(t.database.db, new HouseGameSettings(t.database.db));
    const mine = [];
    for (
      let cursor: string | null = null, page;
      (page = await vendor.pullBets(t.merchantId, cursor, 50)).bets.length;
    ) {
      mine.push(...page.bets.filter((b) => b.playerId === `m${member.id}`));
      cursor = page.cursor;
    }
    expect(mine).toEqual([
      expect.objectContaining({ roundId: voided!.roundId, status: "ROLLED_BACK", stake: 0n, payout: 0n }),
    ]);
    expect((await pullBets("HOUSE")).statusCode).toBe(200);
    expect((await pullBets("HOUSE")).statusCode).toBe(200);
  });

  it("is for operators with the reconcile permission; an unknown vendor is not found", async () => {
    expect((await post(t.app, pathWith(ADMIN.pullBets, { vendor: "HOUSE" }), "", {})).statusCode).toBe(401);
    expect((await pullBets("NOPE")).json().errorCode).toBe("NOT_FOUND");
  });
});

describe("bet pull from a transfer-wallet vendor", () => {
  it("records the rounds we had not seen, once, and flags players we never issued", async () => {
    const member = await newMember(t.app, "pullt");
    const [other] = await t.database.db.insert(merchants).values({ code: "PULLX", name: "X" }).returning();
    const rounds = [
      round("r1", `m${member.id}`, 500n, 0n),
      round("r2", `m${member.id}`, 300n, 900n),
      round("r3", "m999999", 100n, 0n),
      round("r4", "guest", 100n, 0n),
    ];
    const vendor = fakeVendor("FISHX", rounds);
    const result = await new BetPull(new BetRepository(t.database.db)).pull(t.merchantId, vendor);
    expect(result).toEqual({
      vendor: "FISHX",
      pulled: 4,
      imported: 2,
      matched: 0,
      mismatched: [
        { roundId: "r3", reason: "UNKNOWN_PLAYER" },
        { roundId: "r4", reason: "UNKNOWN_PLAYER" },
      ],
    });
    const records = (await get(t.app, API.betRecords, member.token)).json().value;
    expect(records.list.map((r: { roundId: string; profit: string }) => [r.roundId, r.profit]).sort()).toEqual([
      ["r1", "-5.00"],
      ["r2", "6.00"],
    ]);
    expect((await new BetPull(new BetRepository(t.database.db)).pull(t.merchantId, vendor)).pulled).toBe(0);
    // Another brand's cursor is its own; the member is not its member.
    expect((await new BetPull(new BetRepository(t.database.db)).pull(other!.id, vendor)).imported).toBe(0);

    // A vendor that hands the same rounds over again doubles nothing.
    // A cancelled round we never saw: nothing moved on either side, nothing to record.
    const cancelled = { ...round("r5", `m${member.id}`, 0n, 0n), status: "ROLLED_BACK" as const };
    expect(
      await new BetPull(new BetRepository(t.database.db)).pull(
        t.merchantId,
        fakeVendor("FISHX", [...rounds, cancelled]),
      ),
    ).toMatchObject({
      pulled: 1,
      imported: 0,
      matched: 1,
    });

    const repeating = fakeVendor("FISHX", rounds, true);
    await t.database.db.delete(vendorBetCursors).where(eq(vendorBetCursors.vendor, "FISHX"));
    const repeat = await new BetPull(new BetRepository(t.database.db)).pull(t.merchantId, repeating);
    expect(repeat).toMatchObject({ imported: 0, matched: 2 });
    const rows = await t.database.db
      .select()
      .from(betRecords)
      .where(and(eq(betRecords.vendor, "FISHX"), eq(betRecords.memberId, member.id)));
    expect(rows).toHaveLength(2);
  });

  it("two pulls at once record each round once", async () => {
    const member = await newMember(t.app, "pullr");
    const rounds = Array.from({ length: 30 }, (_, i) => round(`race${i}`, `m${member.id}`, 100n, 0n));
    const vendor = fakeVendor("RACEX", rounds);
    const [a, b] = await Promise.all([
      new BetPull(new BetRepository(t.database.db)).pull(t.merchantId, vendor),
      new BetPull(new BetRepository(t.database.db)).pull(t.merchantId, vendor),
    ]);
    expect(a.imported + b.imported).toBe(30);
    const rows = await t.database.db.select().from(betRecords).where(eq(betRecords.vendor, "RACEX"));
    expect(rows).toHaveLength(30);
  });
});
