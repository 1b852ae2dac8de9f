import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { PROTECTION_API } from "@portal/contract/api/protection";
import { VENDOR_API, VENDOR_HEADERS } from "@portal/contract/api/vendor-wallet";
import { minorToDecimal } from "@portal/contract/money";
import { queryRows } from "../src/db/client";
import {
  betRecords,
  games,
  ledgerAccounts,
  ledgerTransfers,
  memberBreaks,
  memberLimits,
  members,
  vendorSecrets,
  vendorSessions,
  vendorTransactions,
} from "../src/db/schema";
import { lockAccount, platformBucket } from "../src/ledger/accounts";
import { vendorPlatformKind } from "../src/modules/money/wallets";
import { BIGINT_MAX, BIGINT_MIN } from "../src/ledger/types";
import { decimalText } from "../src/db/money-sql";
import { checkLedger } from "../src/ledger/invariants";
import { issueVendorSession } from "../src/modules/vendor-api/sessions";
import { VendorSessionRepository } from "../src/modules/vendor-api/sessions-repository";
import { signVendorRequest } from "../src/modules/vendor-api/signature";
import { hashToken } from "../src/modules/sessions/service";
import { breakBehindSessions, fund, newMember, type TestMember } from "./money-helper";
import { SeamlessWallet } from "../src/modules/vendor-api/service";
import { SeamlessWalletRepository } from "../src/modules/vendor-api/repository";
import { MerchantRepository } from "../src/modules/merchants/repository";
import { createTestApp, type TestApp } from "./test-app";
import { addTestVendor, signedVendorCall } from "./test-vendor-helper";

const VENDOR = "TESTV";
const SECRET = "test-vendor-secret-0123456789";
const TEST_VENDOR = { vendor: VENDOR, secret: SECRET, gameCode: "slot-1" };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addTestVendor(t, TEST_VENDOR);
});
afterAll(() => t.close());

function call(path: string, body: object, options: Parameters<typeof signedVendorCall>[4] = {}) {
  return signedVendorCall(t, TEST_VENDOR, path, body, options);
}
const answer = async (path: string, body: object, options?: Parameters<typeof call>[2]) =>
  (await call(path, body, options)).json();

async function player(fundWith = "100"): Promise<{ member: TestMember; token: string }> {
  const member = await newMember(t.app, "vapi");
  if (fundWith !== "0") await fund(t, member.id, fundWith);
  const token = await issueVendorSession(new VendorSessionRepository(t.database.db), {
    merchantId: t.merchantId,
    memberId: member.id,
    vendor: VENDOR,
    gameCode: "slot-1",
    currency: "USD",
    memberSession: "not-a-member-session",
  });
  return { member, token };
}
const bet = (token: string, transactionId: string, amount: string, extra: object = {}) =>
  answer(VENDOR_API.bet, {
    token,
    transactionId,
    roundId: `r-${transactionId}`,
    gameCode: "slot-1",
    amount,
    currency: "USD",
    ...extra,
  });

describe("signatures", () => {
  it("refuses a missing, wrong or stale signature, a tampered body and an unknown vendor", async () => {
    const { token } = await player();
    const body = { token };
    expect((await answer(VENDOR_API.balance, body)).result).toBe("OK");
    expect((await answer(VENDOR_API.balance, body, { secret: "wrong-secret" })).result).toBe("INVALID_SIGNATURE");
    expect((await answer(VENDOR_API.balance, body, { timestamp: Date.now() - 6 * 60_000 })).result).toBe(
      "INVALID_SIGNATURE",
    );
    expect((await answer(VENDOR_API.balance, body, { vendor: "NOPE" })).result).toBe("INVALID_SIGNATURE");
    const timestamp = String(Date.now());
    const tampered = await t.app.inject({
      method: "POST",
      url: VENDOR_API.balance,
      payload: JSON.stringify({ token: `${token}x` }),
      headers: {
        "content-type": "application/json",
        [VENDOR_HEADERS.code]: VENDOR,
        [VENDOR_HEADERS.timestamp]: timestamp,
        [VENDOR_HEADERS.signature]: signVendorRequest(SECRET, timestamp, JSON.stringify(body)),
      },
    });
    expect(tampered.json().result).toBe("INVALID_SIGNATURE");
    const unsigned = await t.app.inject({ method: "POST", url: VENDOR_API.balance, payload: body });
    expect([unsigned.statusCode, unsigned.json().result]).toEqual([200, "INVALID_SIGNATURE"]);
    expect((await answer(VENDOR_API.balance, {}, { raw: "{not json" })).result).toBe("WRONG_SYNTAX");
    expect((await answer(VENDOR_API.balance, { nothing: 1 })).result).toBe("WRONG_SYNTAX");
    expect((await answer(VENDOR_API.balance, { token: "unknown-token" })).result).toBe("INVALID_TOKEN");
  });
});

describe("cached lookups", () => {
  it("knows a vendor whose secret was stored after a refused call, and a game added after an unknown one", async () => {
    const late = { vendor: "LATEV", secret: "late-vendor-secret-0123456789" };
    expect((await answer(VENDOR_API.balance, { token: "x" }, late)).result).toBe("INVALID_SIGNATURE");
    await t.database.db.insert(vendorSecrets).values({ merchantId: t.merchantId, ...late });
    expect((await answer(VENDOR_API.balance, { token: "x" }, late)).result).toBe("INVALID_TOKEN");

    const { token } = await player("10");
    expect((await bet(token, "late-g1", "1", { gameCode: "slot-late" })).result).toBe("INVALID_GAME");
    await t.database.db.insert(games).values({
      merchantId: t.merchantId,
      vassalage: VENDOR,
      gameCode: "slot-late",
      category: "RNG",
      gameType: "SLOT",
      name: { en: "Late slot" },
    });
    expect((await bet(token, "late-g2", "1", { gameCode: "slot-late" })).result).toBe("OK");
    // A code that starts like a known game is another game (the cache key cannot be cut short).
    expect((await bet(token, "late-g3", "1", { gameCode: "slot-late\nx" })).result).toBe("INVALID_GAME");
  });
});

describe("bets and wins", () => {
  it("debits and credits once per transaction id; a repeat returns the first answer", async () => {
    const { token, member } = await player("100");
    const first = await bet(token, "b1", "10");
    expect(first).toEqual({ result: "OK", balance: "90.00", currency: "USD", transactionId: "b1" });
    await fund(t, member.id, "1");
    // The repeat answers as the first time (balance then), and debits nothing.
    expect(await bet(token, "b1", "10")).toEqual(first);
    expect((await answer(VENDOR_API.balance, { token })).balance).toBe("91.00");
    expect((await bet(token, "b1", "11")).result).toBe("DUPLICATE_TRANSACTION");

    const win = { token, transactionId: "w1", roundId: "r-b1", gameCode: "slot-1", amount: "25.5", currency: "USD" };
    expect(await answer(VENDOR_API.win, win)).toMatchObject({ result: "OK", balance: "116.50" });
    expect(await answer(VENDOR_API.win, win)).toMatchObject({ result: "OK", balance: "116.50" });
    expect((await answer(VENDOR_API.balance, { token })).balance).toBe("116.50");
    const [record] = await t.database.db.select().from(betRecords).where(eq(betRecords.roundId, "r-b1"));
    expect(record).toMatchObject({ stake: 1000n, payout: 2550n, status: "SETTLED", gameCode: "slot-1" });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("refuses what it must: not enough money (with the balance), wrong currency, unknown game, bad amounts", async () => {
    const { token } = await player("5");
    expect(await bet(token, "nm1", "6")).toEqual({
      result: "NOT_ENOUGH_MONEY",
      balance: "5.00",
      currency: "USD",
      transactionId: "nm1",
    });
    expect((await bet(token, "nm1", "6")).result).toBe("NOT_ENOUGH_MONEY");
    expect((await bet(token, "c1", "1", { currency: "EUR" })).result).toBe("WRONG_CURRENCY");
    expect((await bet(token, "g1", "1", { gameCode: "nope" })).result).toBe("INVALID_GAME");
    expect((await bet(token, "z1", "0")).result).toBe("WRONG_SYNTAX");
    expect((await bet(token, "p1", "1.001")).result).toBe("WRONG_SYNTAX");
    expect((await answer(VENDOR_API.balance, { token })).balance).toBe("5.00");
  });

  it("a member disabled between two bets is refused at once (USER_DISABLED); nothing is debited", async () => {
    const { token, member } = await player("20");
    expect((await bet(token, "d1", "1")).result).toBe("OK");
    await t.database.db.update(members).set({ status: "DISABLED" }).where(eq(members.id, member.id));
    expect((await bet(token, "d2", "1")).result).toBe("USER_DISABLED");
    expect((await answer(VENDOR_API.balance, { token })).balance).toBe("19.00");
    await t.database.db.update(members).set({ status: "ACTIVE" }).where(eq(members.id, member.id));
  });

  it("bets need a live session; wins and rollbacks are taken after it expired", async () => {
    const { token } = await player("50");
    expect((await bet(token, "e1", "20")).result).toBe("OK");
    await t.database.db
      .update(vendorSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(vendorSessions.tokenHash, hashToken(token)));
    expect((await bet(token, "e2", "1")).result).toBe("TOKEN_EXPIRED");
    const win = { token, transactionId: "ew1", roundId: "r-e1", gameCode: "slot-1", amount: "40", currency: "USD" };
    expect(await answer(VENDOR_API.win, win)).toMatchObject({ result: "OK", balance: "70.00" });
  });

  it("many bets at once on one balance: exactly as many as the money allows, never below zero", async () => {
    const { token } = await player("100");
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => bet(token, `cc${i}-${randomUUID().slice(0, 6)}`, "10")),
    );
    const results = answers.map((a) => a.result).sort();
    expect(results.filter((r) => r === "OK")).toHaveLength(10);
    expect(results.filter((r) => r === "NOT_ENOUGH_MONEY")).toHaveLength(6);
    expect((await answer(VENDOR_API.balance, { token })).balance).toBe("0.00");
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe("bet-win: a whole round in one call", () => {
  const betWin = (token: string, transactionId: string, stake: string, win: string, extra: object = {}) =>
    answer(VENDOR_API.betWin, {
      token,
      transactionId,
      roundId: `r-${transactionId}`,
      gameCode: "slot-1",
      currency: "USD",
      bet: stake,
      win,
      ...extra,
    });
  const balance = async (token: string) => (await answer(VENDOR_API.balance, { token })).balance;

  it("debits the bet and credits the win together, once per id; a repeat answers as the first time", async () => {
    const { token, member } = await player("100");
    const first = await betWin(token, "bw1", "10", "25.5");
    expect(first).toEqual({ result: "OK", balance: "115.50", currency: "USD", transactionId: "bw1" });
    await fund(t, member.id, "1");
    expect(await betWin(token, "bw1", "10", "25.5")).toEqual(first);
    expect(await balance(token)).toBe("116.50");
    expect((await betWin(token, "bw1", "10", "30")).result).toBe("DUPLICATE_TRANSACTION");
    // A loss: only the bet moves.
    expect(await betWin(token, "bw2", "5", "0")).toMatchObject({ result: "OK", balance: "111.50" });
    const records = await t.database.db.select().from(betRecords).where(eq(betRecords.memberId, member.id));
    expect(records.map((r) => [r.roundId, r.stake, r.payout, r.status]).sort()).toEqual([
      ["r-bw1", 1000n, 2550n, "SETTLED"],
      ["r-bw2", 500n, 0n, "SETTLED"],
    ]);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("keeps a refusal as the id's answer, and answers a repeat as the first time even after the session ended", async () => {
    const { token, member } = await player("5");
    expect(await betWin(token, "bwn", "6", "100")).toEqual({
      result: "NOT_ENOUGH_MONEY",
      balance: "5.00",
      currency: "USD",
      transactionId: "bwn",
    });
    // Money arrives; the same round sent again still hears what happened to it: nothing.
    await fund(t, member.id, "10");
    expect((await betWin(token, "bwn", "6", "100")).result).toBe("NOT_ENOUGH_MONEY");
    expect((await betWin(token, "bwc", "1", "0", { currency: "EUR" })).result).toBe("WRONG_CURRENCY");
    expect((await betWin(token, "bwg", "1", "0", { gameCode: "nope" })).result).toBe("INVALID_GAME");
    expect((await betWin(token, "bwz", "0", "1")).result).toBe("WRONG_SYNTAX");
    expect((await betWin(token, "bwp", "1", "1.001")).result).toBe("WRONG_SYNTAX");
    expect(await betWin(token, "bwok", "2", "3")).toMatchObject({ result: "OK", balance: "16.00" });

    await t.database.db
      .update(vendorSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(vendorSessions.tokenHash, hashToken(token)));
    expect((await betWin(token, "bwok", "2", "3")).result).toBe("OK");
    expect((await betWin(token, "bwlate", "2", "3")).result).toBe("TOKEN_EXPIRED");
    await t.database.db
      .update(vendorSessions)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(vendorSessions.tokenHash, hashToken(token)));
    // The refusal is the late round's answer for good.
    expect((await betWin(token, "bwlate", "2", "3")).result).toBe("TOKEN_EXPIRED");
    await t.database.db.update(members).set({ status: "DISABLED" }).where(eq(members.id, member.id));
    expect((await betWin(token, "bwd", "1", "0")).result).toBe("USER_DISABLED");
    await t.database.db.update(members).set({ status: "ACTIVE" }).where(eq(members.id, member.id));
    expect(await balance(token)).toBe("16.00");
    expect((await betWin("not-a-token", "bwt", "1", "0")).result).toBe("INVALID_TOKEN");
  });

  it("is never rolled back, and a rollback that came first refuses it", async () => {
    const { token } = await player("30");
    await betWin(token, "bwr", "10", "4");
    const rollback = (betTransactionId: string, transactionId: string) =>
      answer(VENDOR_API.rollback, { token, transactionId, betTransactionId, roundId: `r-${betTransactionId}` });
    expect((await rollback("bwr", "bwr-rr")).result).toBe("TRANSACTION_DOES_NOT_EXIST");
    expect(await balance(token)).toBe("24.00");
    expect((await rollback("bw-early", "bw-early-rr")).result).toBe("TRANSACTION_DOES_NOT_EXIST");
    expect((await betWin(token, "bw-early", "1", "0")).result).toBe("DUPLICATE_TRANSACTION");
    expect(await balance(token)).toBe("24.00");
  });

  it("the same round sent many times at once moves once; rounds at once never take the balance below zero", async () => {
    const { token } = await player("50");
    const same = await Promise.all(Array.from({ length: 8 }, () => betWin(token, "bw-race", "10", "2")));
    expect(new Set(same.map((a) => JSON.stringify(a)))).toEqual(
      new Set([JSON.stringify({ result: "OK", balance: "42.00", currency: "USD", transactionId: "bw-race" })]),
    );
    const many = await Promise.all(Array.from({ length: 12 }, (_, i) => betWin(token, `bw-many${i}`, "10", "0")));
    expect(many.filter((a) => a.result === "OK")).toHaveLength(4);
    expect(many.filter((a) => a.result === "NOT_ENOUGH_MONEY")).toHaveLength(8);
    expect(await balance(token)).toBe("2.00");
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe("a bet-win in one statement", () => {
  const betWin = (token: string, transactionId: string, stake: string, win: string) =>
    answer(VENDOR_API.betWin, {
      token,
      transactionId,
      roundId: `r-${transactionId}`,
      gameCode: "slot-1",
      currency: "USD",
      bet: stake,
      win,
    });

  it("keeps as the id's answer exactly what it answered, balance written as the brand writes money", async () => {
    const { token } = await player("100");
    const first = await betWin(token, "one-1", "0.07", "1234.5");
    expect(first).toEqual({ result: "OK", balance: "1334.43", currency: "USD", transactionId: "one-1" });
    const [kept] = await t.database.db
      .select({ answer: vendorTransactions.answer })
      .from(vendorTransactions)
      .where(and(eq(vendorTransactions.vendor, VENDOR), eq(vendorTransactions.transactionId, "one-1")));
    expect(kept!.answer).toEqual(first);
  });

  it("writes the SQL decimal text as minorToDecimal does, at every scale", async () => {
    const values = [0n, 5n, -5n, 99n, 100n, 1250n, -1250n, 123_456_789_012_345_678n, BIGINT_MAX, BIGINT_MIN + 1n];
    for (const scale of [0, 2, 3, 6]) {
      const [row] = await queryRows<{ texts: string[] }>(
        t.database.db,
        sql`select array[${sql.join(
          values.map((v) => decimalText(sql`${String(v)}::bigint`, scale)),
          sql`, `,
        )}] as texts`,
      );
      expect(row!.texts, `scale ${scale}`).toEqual(values.map((v) => minorToDecimal(v, scale)));
    }
  });

  it("a round on a session read a moment ago reads nothing first, and sees at once what changed since", async () => {
    const repo = new SeamlessWalletRepository(t.database.db);
    const wallet = new SeamlessWallet(repo);
    const merchant = (await new MerchantRepository(t.database.db).findById(t.merchantId))!;
    const reads = vi.spyOn(VendorSessionRepository.prototype, "findByHashWithMemberStatus");
    onTestFinished(() => reads.mockRestore());
    const { token } = await player("20");
    const round = (id: string) =>
      wallet.betWin(merchant, VENDOR, {
        token,
        transactionId: id,
        roundId: `r-${id}`,
        gameCode: "slot-1",
        currency: "USD",
        bet: "1",
        win: "0",
      });
    expect((await round("seen-1")).result).toBe("OK");
    expect((await round("seen-2")).result).toBe("OK");
    expect(reads).toHaveBeenCalledTimes(1);
    // Ended behind the copy's back (a logout in another instance): the statement itself refuses.
    await t.database.db
      .update(vendorSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(vendorSessions.tokenHash, hashToken(token)));
    expect((await round("seen-3")).result).toBe("TOKEN_EXPIRED");
    expect((await answer(VENDOR_API.balance, { token })).balance).toBe("18.00");
  });

  it("a member's break, new loss limit or disabling since the last round refuses the next one at once", async () => {
    const { token, member } = await player("100");
    expect((await betWin(token, "ch-1", "10", "0")).result).toBe("OK");
    // A break the game's session outlived (written straight to the table, sessions left alone).
    const pause = await breakBehindSessions(t, member.id);
    expect((await betWin(token, "ch-2", "10", "0")).result).toBe("TOKEN_EXPIRED");
    await t.database.db.update(memberBreaks).set({ liftedAt: new Date() }).where(eq(memberBreaks.id, pause.id));
    expect((await betWin(token, "ch-3", "10", "0")).result).toBe("OK");
    // 20 lost; a day's loss limit of 25 refuses a stake of 10.
    const limit = await t.app.inject({
      method: "PUT",
      url: PROTECTION_API.limit,
      headers: { authorization: member.token },
      payload: { kind: "LOSS_DAY", value: "25" },
    });
    expect(limit.json().success).toBe(true);
    expect((await betWin(token, "ch-4", "10", "0")).result).toBe("PLAYER_LIMIT");
    await t.database.db.delete(memberLimits).where(eq(memberLimits.memberId, member.id));
    expect((await betWin(token, "ch-5", "10", "0")).result).toBe("OK");
    await t.database.db.update(members).set({ status: "DISABLED" }).where(eq(members.id, member.id));
    expect((await betWin(token, "ch-6", "10", "0")).result).toBe("USER_DISABLED");
    await t.database.db.update(members).set({ status: "ACTIVE" }).where(eq(members.id, member.id));
    expect((await answer(VENDOR_API.balance, { token })).balance).toBe("70.00");
  });

  it("a round whose record cannot be written moves no money and keeps no answer; sent again, it plays once", async () => {
    const { token } = await player("20");
    // The bet record's write fails inside the statement, as a crash there would end it.
    await t.database.db.execute(sql`create function refuse_round() returns trigger language plpgsql as $$
      begin if new.round_id = 'r-one-broken' then raise exception 'round refused'; end if; return new; end $$`);
    await t.database.db.execute(
      sql`create trigger refuse_round before insert on bet_records for each row execute function refuse_round()`,
    );
    try {
      const broken = await call(VENDOR_API.betWin, {
        token,
        transactionId: "one-broken",
        roundId: "r-one-broken",
        gameCode: "slot-1",
        currency: "USD",
        bet: "5",
        win: "1",
      });
      expect(broken.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_round on bet_records`);
      await t.database.db.execute(sql`drop function refuse_round()`);
    }
    expect((await answer(VENDOR_API.balance, { token })).balance).toBe("20.00");
    const kept = await t.database.db
      .select()
      .from(vendorTransactions)
      .where(and(eq(vendorTransactions.vendor, VENDOR), eq(vendorTransactions.transactionId, "one-broken")));
    expect(kept).toEqual([]);
    expect(await betWin(token, "one-broken", "5", "1")).toMatchObject({ result: "OK", balance: "16.00" });
    expect(await betWin(token, "one-broken", "5", "1")).toMatchObject({ result: "OK", balance: "16.00" });
    expect((await answer(VENDOR_API.balance, { token })).balance).toBe("16.00");
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe.runIf(process.env.DATABASE_URL)("two calls under one id on PostgreSQL", () => {
  it("the second waits for the first at the call's own lock, before any account: no deadlock", async () => {
    const { member, token } = await player("100");
    const pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
    const [wallet] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from ledger_accounts where owner_type = 'MEMBER' and owner_id = ${member.id} and kind = 'MAIN'`,
    );
    /** What the app's other connections are waiting for, by lock type. */
    const waits = async () =>
      (
        await pool.query<{ locktype: string }>(
          `select l.locktype from pg_locks l join pg_stat_activity a on a.pid = l.pid
           where not l.granted and a.datname = current_database() and a.pid <> pg_backend_pid()`,
        )
      ).rows.map((r) => r.locktype);
    const until = async (done: (locks: string[]) => boolean) => {
      for (let tries = 0; tries < 500 && !done(await waits()); tries++) await new Promise((r) => setTimeout(r, 10));
    };
    // Another posting of this member holds the wallet.
    const blocker = await pool.connect();
    try {
      await blocker.query("begin");
      await blocker.query("select 1 from ledger_accounts where id = $1 for update", [wallet!.id]);
      const round = answer(VENDOR_API.betWin, {
        token,
        transactionId: "same-id",
        roundId: "r-same-id",
        gameCode: "slot-1",
        currency: "USD",
        bet: "10",
        win: "3",
      });
      await until((locks) => locks.length === 1);
      const lone = bet(token, "same-id", "5");
      await until((locks) => locks.length === 2);
      // The bet-win holds its call's lock and waits for the wallet; the bet waits at the call's lock.
      expect((await waits()).sort()).toEqual(["advisory", "transactionid"]);
      await blocker.query("commit");
      expect(await round).toMatchObject({ result: "OK", balance: "93.00" });
      expect((await lone).result).toBe("DUPLICATE_TRANSACTION");
    } finally {
      blocker.release();
    }
  });
});

describe("win-batch: many wins in one call", () => {
  const win = (token: string, transactionId: string, amount: string) => ({
    token,
    transactionId,
    roundId: `r-${transactionId}`,
    gameCode: "slot-1",
    amount,
    currency: "USD",
  });

  it("credits each item once by its own id, answers item by item, and a batch sent again pays nothing twice", async () => {
    const one = await player("10");
    const two = await player("10");
    const tag = randomUUID().slice(0, 8);
    expect((await bet(one.token, `${tag}-b1`, "4")).result).toBe("OK");
    expect((await bet(two.token, `${tag}-b2`, "4")).result).toBe("OK");
    const items = [
      { ...win(one.token, `${tag}-w1`, "7.50"), roundId: `r-${tag}-b1` },
      { ...win(two.token, `${tag}-w2`, "0"), roundId: `r-${tag}-b2` },
      win("no-such-token", `${tag}-w3`, "1"),
    ];
    const first = await answer(VENDOR_API.winBatch, { items });
    expect(first.result).toBe("OK");
    expect(first.items.map((item: { result: string }) => item.result)).toEqual(["OK", "OK", "INVALID_TOKEN"]);
    expect(first.items[0]).toMatchObject({ balance: "13.50", transactionId: `${tag}-w1` });
    const again = await answer(VENDOR_API.winBatch, { items });
    expect(again.items.map((item: { result: string }) => item.result)).toEqual(["OK", "OK", "INVALID_TOKEN"]);
    expect((await answer(VENDOR_API.balance, { token: one.token })).balance).toBe("13.50");
    // The zero win settled the second round as a loss.
    const [lost] = await t.database.db
      .select()
      .from(betRecords)
      .where(and(eq(betRecords.memberId, two.member.id), eq(betRecords.roundId, `r-${tag}-b2`)));
    expect(lost).toMatchObject({ stake: 400n, payout: 0n, status: "SETTLED" });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("makes a batch's new wins together, in one transaction, not one call each; a repeat inside the batch answers as its first", async () => {
    const wallet = new SeamlessWallet(new SeamlessWalletRepository(t.database.db));
    const merchant = (await new MerchantRepository(t.database.db).findById(t.merchantId))!;
    const oneByOne = vi.spyOn(wallet, "win");
    const errors: unknown[] = [];
    const players = await Promise.all([player("5"), player("5"), player("5")]);
    const tag = randomUUID().slice(0, 8);
    for (const [i, { token }] of players.entries()) expect((await bet(token, `${tag}-b${i}`, "2")).result).toBe("OK");
    const items = players.map(({ token }, i) => ({
      ...win(token, `${tag}-w${i}`, i === 1 ? "0" : "3.25"),
      roundId: `r-${tag}-b${i}`,
    }));
    const first = await wallet.winBatch(merchant, VENDOR, items, (error) => errors.push(error));
    expect(errors).toEqual([]);
    expect(oneByOne).not.toHaveBeenCalled();
    expect(first.items!.map((item) => [item.result, item.balance])).toEqual([
      ["OK", "6.25"],
      ["OK", "3.00"],
      ["OK", "6.25"],
    ]);
    // Sent again (and an id twice in one batch): the stored answers, nothing paid twice.
    const again = await wallet.winBatch(merchant, VENDOR, [...items, items[0]!], (error) => errors.push(error));
    expect(again.items).toEqual([...first.items!, first.items![0]]);
    for (const [i, { token }] of players.entries())
      expect((await answer(VENDOR_API.balance, { token })).balance).toBe(i === 1 ? "3.00" : "6.25");
    const rounds = await t.database.db
      .select()
      .from(betRecords)
      .where(and(eq(betRecords.vendor, VENDOR), sql`${betRecords.roundId} like ${`r-${tag}-%`}`));
    expect(rounds.map((r) => [r.stake, r.payout, r.status]).sort()).toEqual([
      [200n, 0n, "SETTLED"],
      [200n, 325n, "SETTLED"],
      [200n, 325n, "SETTLED"],
    ]);
    expect(errors).toEqual([]);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("answers each item's balance as if the items came one after another", async () => {
    const wallet = new SeamlessWallet(new SeamlessWalletRepository(t.database.db));
    const merchant = (await new MerchantRepository(t.database.db).findById(t.merchantId))!;
    const { token } = await player("5");
    const tag = randomUUID().slice(0, 8);
    expect((await bet(token, `${tag}-b1`, "2")).result).toBe("OK");
    expect((await bet(token, `${tag}-b2`, "1")).result).toBe("OK");
    const lossFirst = { ...win(token, `${tag}-w1`, "0"), roundId: `r-${tag}-b1` };
    const payout = { ...win(token, `${tag}-w2`, "4"), roundId: `r-${tag}-b2` };
    const lossAfter = { ...win(token, `${tag}-w3`, "0"), roundId: `r-${tag}-b1` };
    const answer = await wallet.winBatch(merchant, VENDOR, [lossFirst, payout, lossAfter]);
    expect(answer.items!.map((item) => item.balance)).toEqual(["2.00", "6.00", "6.00"]);
  });

  /** Players whose money falls into different buckets of the platform accounts, in the order made. */
  async function playersInBuckets(count: number) {
    const made: Awaited<ReturnType<typeof player>>[] = [];
    while (made.length < count) {
      const next = await player("5");
      if (!made.some((p) => platformBucket(p.member.id) === platformBucket(next.member.id))) made.push(next);
    }
    return made;
  }

  it("pays a whole batch from one bucket of the vendor's platform account, the first payee's", async () => {
    const players = await playersInBuckets(3);
    const tag = randomUUID().slice(0, 8);
    for (const [i, { token }] of players.entries()) expect((await bet(token, `${tag}-b${i}`, "1")).result).toBe("OK");
    const items = players.map(({ token }, i) => ({ ...win(token, `${tag}-w${i}`, "2"), roundId: `r-${tag}-b${i}` }));
    expect((await answer(VENDOR_API.winBatch, { items })).items.map((i: { result: string }) => i.result)).toEqual([
      "OK",
      "OK",
      "OK",
    ]);
    const payers = await t.database.db
      .selectDistinct({ ownerType: ledgerAccounts.ownerType, ownerId: ledgerAccounts.ownerId })
      .from(ledgerTransfers)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerTransfers.debitAccountId))
      .where(
        and(eq(ledgerTransfers.reason, "WIN"), sql`${ledgerTransfers.referenceId} like ${`${VENDOR}:r-${tag}-%`}`),
      );
    expect(payers).toEqual([{ ownerType: "PLATFORM", ownerId: platformBucket(players[0]!.member.id) }]);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  // Real row locks need PostgreSQL's pool: embedded PGlite runs one transaction at a time.
  it.runIf(process.env.DATABASE_URL)(
    "pays a batch while another bucket, one its later payees' own, is locked (two batches post side by side)",
    async () => {
      const db = t.database.db;
      const [first, second] = await playersInBuckets(2);
      const tag = randomUUID().slice(0, 8);
      expect((await bet(first!.token, `${tag}-b0`, "1")).result).toBe("OK");
      expect((await bet(second!.token, `${tag}-b1`, "1")).result).toBe("OK");
      // The bet opened the second payee's bucket; a transaction holds its row as a batch paying
      // from it (or a player's call) would.
      const [secondsBucket] = await db
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(
          and(
            eq(ledgerAccounts.merchantId, t.merchantId),
            eq(ledgerAccounts.ownerType, "PLATFORM"),
            eq(ledgerAccounts.ownerId, platformBucket(second!.member.id)),
            eq(ledgerAccounts.kind, vendorPlatformKind(VENDOR)),
          ),
        );
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holder = db.transaction(async (tx) => {
        await lockAccount(tx, secondsBucket!.id);
        locked();
        await released;
      });
      // Released however the test ends: a batch that waited on the lock would otherwise hold the
      // file open after the test's deadline.
      onTestFinished(() => release());
      await isLocked;
      try {
        const items = [first!, second!].map(({ token }, i) => ({
          ...win(token, `${tag}-w${i}`, "2"),
          roundId: `r-${tag}-b${i}`,
        }));
        // Completes under the lock: it pays from the first payee's bucket only.
        const paid = await answer(VENDOR_API.winBatch, { items });
        expect(paid.items.map((i: { result: string }) => i.result)).toEqual(["OK", "OK"]);
      } finally {
        release();
        await holder;
      }
      expect(await checkLedger(db)).toEqual([]);
    },
  );

  it("takes a batch far larger than a single call's body, and refuses an empty or oversized one", async () => {
    const { token } = await player("0");
    const tag = randomUUID().slice(0, 8);
    // 300 items of about 200 bytes: past the single calls' 16 KB.
    const items = Array.from({ length: 300 }, (_, i) => win(token, `${tag}-${i}`, "0"));
    expect(JSON.stringify({ items }).length).toBeGreaterThan(16 * 1024);
    const big = await answer(VENDOR_API.winBatch, { items });
    expect(big.result).toBe("OK");
    expect(big.items).toHaveLength(300);
    expect((await answer(VENDOR_API.winBatch, { items: [] })).result).toBe("WRONG_SYNTAX");
    const tooMany = Array.from({ length: 1_001 }, (_, i) => win(token, `${tag}-x${i}`, "0"));
    expect((await answer(VENDOR_API.winBatch, { items: tooMany })).result).toBe("WRONG_SYNTAX");
    // A single call still stops at 16 KB.
    expect((await answer(VENDOR_API.win, { ...win(token, `${tag}-big`, "0"), pad: "x".repeat(20_000) })).result).toBe(
      "WRONG_SYNTAX",
    );
  });
});

describe("races on one transaction", () => {
  it("the same bet id sent many times at once debits once; rollbacks racing for one bet refund once", async () => {
    const { token } = await player("50");
    const same = await Promise.all(Array.from({ length: 8 }, () => bet(token, "race-bet", "10")));
    expect(new Set(same.map((a) => JSON.stringify(a)))).toEqual(
      new Set([JSON.stringify({ result: "OK", balance: "40.00", currency: "USD", transactionId: "race-bet" })]),
    );
    const rollbacks = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        answer(VENDOR_API.rollback, {
          token,
          transactionId: `race-rr${i}`,
          betTransactionId: "race-bet",
          roundId: "r-race-bet",
        }),
      ),
    );
    expect(rollbacks.filter((a) => a.result === "OK")).toHaveLength(1);
    expect((await answer(VENDOR_API.balance, { token })).balance).toBe("50.00");
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe("rollbacks", () => {
  const rollback = (token: string, transactionId: string, betTransactionId: string) =>
    answer(VENDOR_API.rollback, { token, transactionId, betTransactionId, roundId: `r-${betTransactionId}` });

  it("refunds a bet once, whatever the rollback ids", async () => {
    const { token } = await player("30");
    await bet(token, "rb1", "12");
    expect(await rollback(token, "rr1", "rb1")).toMatchObject({ result: "OK", balance: "30.00" });
    expect(await rollback(token, "rr1", "rb1")).toMatchObject({ result: "OK", balance: "30.00" });
    expect((await rollback(token, "rr2", "rb1")).result).toBe("TRANSACTION_DOES_NOT_EXIST");
    expect((await answer(VENDOR_API.balance, { token })).balance).toBe("30.00");
    const [record] = await t.database.db.select().from(betRecords).where(eq(betRecords.roundId, "r-rb1"));
    expect(record).toMatchObject({ stake: 0n, status: "ROLLED_BACK" });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("a rollback before its bet changes nothing and makes the late bet refused", async () => {
    const { token } = await player("30");
    expect((await rollback(token, "early-rr", "late-bet")).result).toBe("TRANSACTION_DOES_NOT_EXIST");
    expect((await bet(token, "late-bet", "5")).result).toBe("DUPLICATE_TRANSACTION");
    expect((await rollback(token, "unknown-rr", "never-bet")).result).toBe("TRANSACTION_DOES_NOT_EXIST");
    expect((await answer(VENDOR_API.balance, { token })).balance).toBe("30.00");
  });

  it("a rollback racing its own bet: either the bet is refunded or refused, never an error, never money lost", async () => {
    const { token } = await player("100");
    const tag = randomUUID().slice(0, 8);
    const pairs = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        Promise.all([bet(token, `${tag}-b${i}`, "1"), rollback(token, `${tag}-r${i}`, `${tag}-b${i}`)]),
      ),
    );
    for (const [placed, rolled] of pairs) {
      // Bet first: taken, then rolled back. Rollback first: nothing to roll back, the bet refused.
      if (rolled.result === "OK") expect(placed.result).toBe("OK");
      else {
        expect(rolled.result).toBe("TRANSACTION_DOES_NOT_EXIST");
        expect(placed.result).toBe("DUPLICATE_TRANSACTION");
      }
    }
    expect((await answer(VENDOR_API.balance, { token })).balance).toBe("100.00");
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("a member cannot roll back another member's bet", async () => {
    const a = await player("30");
    const b = await player("30");
    await bet(a.token, "own-bet", "10");
    expect((await rollback(b.token, "steal-rr", "own-bet")).result).toBe("TRANSACTION_DOES_NOT_EXIST");
    expect((await answer(VENDOR_API.balance, { token: b.token })).balance).toBe("30.00");
    expect((await answer(VENDOR_API.balance, { token: a.token })).balance).toBe("20.00");
  });
});

/** Finding 12: whatever the body, a vendor reads the documented answer, never the portal's envelope. */
describe("bodies the wallet cannot parse", () => {
  /** Signature headers over `signedOver` (by default the bytes sent), or none. */
  function signedHeaders(signedOver: string | undefined) {
    if (signedOver === undefined) return {};
    const timestamp = String(Date.now());
    return {
      [VENDOR_HEADERS.code]: VENDOR,
      [VENDOR_HEADERS.timestamp]: timestamp,
      [VENDOR_HEADERS.signature]: signVendorRequest(SECRET, timestamp, signedOver),
    };
  }
  const json = '{"token":"whatever"}';
  const variants: {
    name: string;
    payload?: string;
    headers: Record<string, string>;
  }[] = [
    { name: "wrong content type", payload: json, headers: { "content-type": "text/plain" } },
    {
      name: "form content type",
      payload: "token=whatever",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    },
    {
      name: "multipart content type",
      payload: "--b\r\n\r\nx\r\n--b--",
      headers: { "content-type": "multipart/form-data; boundary=b" },
    },
    { name: "no content type", payload: json, headers: {} },
    {
      name: "invalid content length",
      payload: json,
      headers: { "content-type": "application/json", "content-length": "3" },
    },
    {
      name: "too large",
      payload: JSON.stringify({ token: "x".repeat(20_000) }),
      headers: { "content-type": "application/json" },
    },
    { name: "empty", payload: "", headers: { "content-type": "application/json" } },
    { name: "empty without content type", headers: {} },
  ];

  it.each(variants)("$name: INVALID_SIGNATURE unsigned, WRONG_SYNTAX signed, HTTP 200", async (variant) => {
    for (const [signed, result] of [
      [false, "INVALID_SIGNATURE"],
      [true, "WRONG_SYNTAX"],
    ] as const) {
      const res = await t.app.inject({
        method: "POST",
        url: VENDOR_API.balance,
        ...(variant.payload !== undefined ? { payload: variant.payload } : {}),
        headers: { ...variant.headers, ...signedHeaders(signed ? (variant.payload ?? "") : undefined) },
      });
      expect([res.statusCode, res.json()], `${variant.name}, signed: ${signed}`).toEqual([200, { result }]);
    }
  });

  it("an unknown brand answers INVALID_SIGNATURE (no secret of it can be known)", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: VENDOR_API.balance,
      payload: json,
      headers: { "content-type": "application/json", merchant: "NO_SUCH_BRAND", ...signedHeaders(json) },
    });
    expect([res.statusCode, res.json()]).toEqual([200, { result: "INVALID_SIGNATURE" }]);
  });
});
