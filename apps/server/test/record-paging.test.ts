import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API } from "@portal/contract/api/paths";
import { betRecords, deposits, withdrawals } from "../src/db/schema";
import { openAccount, platformAccount } from "../src/ledger/accounts";
import { runLedger } from "../src/ledger/post";
import { channelId, get, newMember, type TestMember } from "./money-helper";
import { createTestApp, type TestApp } from "./test-app";

/**
 * The record lists page by cursor (db/keyset.ts): forwards and backwards through rows that share
 * their time, never another member's rows, and a cursor that is not one of the list's own pages
 * (tampered, another member's, another list's, another filter's) refused with VALIDATION_FAILED.
 */
let t: TestApp;
let me: TestMember;
let other: TestMember;
/** One instant for many rows: ties in time are broken by id. */
const tied = new Date("2024-03-01T10:00:00.123456Z");

beforeAll(async () => {
  t = await createTestApp();
  me = await newMember(t.app, "pager");
  other = await newMember(t.app, "pager");
});
afterAll(() => t.close());

interface Paged {
  list: Record<string, unknown>[];
  next: string | null;
  prev: string | null;
  total: number;
  totalCapped: boolean;
}

async function page(path: string, token: string, query: string): Promise<Paged> {
  const res = await get(t.app, `${path}?${query}`, token);
  if (res.statusCode !== 200) throw new Error(`${path} answered ${res.statusCode}: ${res.body}`);
  return res.json().value as Paged;
}

/** Every page forwards, then every page backwards from the last: both read the same rows. */
async function walk(path: string, token: string, filter: string, id: (row: Record<string, unknown>) => unknown) {
  const forwards: unknown[][] = [];
  let current = await page(path, token, `${filter}&pageSize=3`);
  expect(current.prev).toBeNull();
  forwards.push(current.list.map(id));
  while (current.next) {
    current = await page(path, token, `${filter}&pageSize=3&cursor=${current.next}`);
    forwards.push(current.list.map(id));
  }
  const backwards: unknown[][] = [current.list.map(id)];
  while (current.prev) {
    current = await page(path, token, `${filter}&pageSize=3&cursor=${current.prev}`);
    backwards.unshift(current.list.map(id));
  }
  expect(backwards).toEqual(forwards);
  return { rows: forwards.flat(), total: current.total };
}

async function refused(path: string, token: string, query: string) {
  const res = await get(t.app, `${path}?${query}`, token);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().errorCode).toBe("VALIDATION_FAILED");
}

describe("account record by cursor", () => {
  let transferIds: string[];
  beforeAll(async () => {
    const clearing = await platformAccount(t.database.db, t.merchantId, "DEPOSITS_CLEARING", "USD");
    const account = (memberId: number) =>
      openAccount(t.database.db, {
        merchantId: t.merchantId,
        ownerType: "MEMBER",
        ownerId: memberId,
        kind: "MAIN",
        currency: "USD",
      });
    const mine = await account(me.id);
    const theirs = await account(other.id);
    // One transaction: every entry carries the same time, so only their ids order them.
    transferIds = await runLedger(t.database.db, async ({ post }) => {
      const ids: string[] = [];
      for (let i = 1; i <= 7; i++) {
        const id = `pager-${i}`;
        await post({
          id,
          merchantId: t.merchantId,
          debitAccountId: clearing.id,
          creditAccountId: i === 4 ? theirs.id : mine.id,
          amount: BigInt(i * 100),
          reason: "DEPOSIT",
          reference: { type: "test", id },
        });
        ids.push(id);
      }
      return ids;
    });
  });

  it("walks forwards and backwards through entries that share their time, the caller's only", async () => {
    const { rows, total } = await walk(API.transactionHistory, me.token, "type=DEPOSIT", (e) => e.transferId);
    const expected = transferIds.filter((id) => id !== "pager-4").reverse();
    expect(rows).toEqual(expected);
    expect(total).toBe(6);
    const theirs = await page(API.transactionHistory, other.token, "");
    expect(theirs.list.map((e) => e.transferId)).toEqual(["pager-4"]);
  });

  it("refuses a cursor of another member, list or filter, and a tampered one", async () => {
    const { next } = await page(API.transactionHistory, me.token, "pageSize=2");
    expect(next).not.toBeNull();
    await refused(API.transactionHistory, other.token, `pageSize=2&cursor=${next}`);
    await refused(API.transactionHistory, me.token, `pageSize=2&type=DEPOSIT&cursor=${next}`);
    await refused(API.bonusDetails, me.token, `pageSize=2&cursor=${next}`);
    await refused(API.betRecords, me.token, `pageSize=2&cursor=${next}`);
    await refused(API.transactionHistory, me.token, `pageSize=2&cursor=${next!.slice(0, -3)}`);
    await refused(API.transactionHistory, me.token, "cursor=not%20a%20cursor");
    await refused(API.transactionHistory, me.token, `cursor=${"A".repeat(401)}`);
  });
});

describe("betting record by cursor", () => {
  beforeAll(async () => {
    await t.database.db.insert(betRecords).values(
      [me, me, me, other, me, me, me, me].map((who, i) => ({
        merchantId: t.merchantId,
        memberId: who.id,
        vendor: "HOUSE",
        roundId: `pager-round-${i}`,
        gameCode: "nope",
        currency: "USD",
        stake: 100n * BigInt(i + 1),
        payout: i % 2 === 0 ? 300n : 0n,
        status: "SETTLED" as const,
        betAt: i < 6 ? tied : new Date(tied.getTime() + 1000),
      })),
    );
  });
  const period = `from=${tied.getTime() - 1000}&to=${tied.getTime() + 5000}`;

  it("walks forwards and backwards through rounds that share their time, with the period's sums", async () => {
    const { rows, total } = await walk(API.betRecords, me.token, period, (b) => b.roundId);
    expect(rows).toEqual([7, 6, 5, 4, 2, 1, 0].map((i) => `pager-round-${i}`));
    expect(total).toBe(7);
    const first = await page(API.betRecords, me.token, `${period}&pageSize=2`);
    // Stakes 1+2+3+5+6+7+8 (round 3 is the other member's), payouts 3.00 for rounds 0, 2, 4 and 6.
    expect((first as unknown as { sums: unknown }).sums).toEqual({ stake: "32.00", payout: "12.00", profit: "-20.00" });
    const theirs = await page(API.betRecords, other.token, period);
    expect(theirs.list.map((b) => b.roundId)).toEqual(["pager-round-3"]);
  });

  it("refuses a period longer than 31 days, and a cursor of another period", async () => {
    const long = await get(t.app, `${API.betRecords}?from=0&to=${32 * 24 * 3600 * 1000}`, me.token);
    expect(long.json()).toMatchObject({
      errorCode: "VALIDATION_FAILED",
      value: { fields: { from: expect.any(String) } },
    });
    expect((await get(t.app, `${API.personalProfit}?from=0&to=${32 * 24 * 3600 * 1000}`, me.token)).statusCode).toBe(
      400,
    );
    // Only `from`: the period ends now, so it is just as long (an all-time sum otherwise).
    for (const path of [API.betRecords, API.personalProfit]) {
      expect((await get(t.app, `${path}?from=0`, me.token)).json()).toMatchObject({
        errorCode: "VALIDATION_FAILED",
        value: { fields: { from: expect.any(String) } },
      });
    }
    const { next } = await page(API.betRecords, me.token, `${period}&pageSize=2`);
    await refused(
      API.betRecords,
      me.token,
      `from=${tied.getTime() - 2000}&to=${tied.getTime() + 5000}&pageSize=2&cursor=${next}`,
    );
    await refused(API.betRecords, other.token, `${period}&pageSize=2&cursor=${next}`);
  });
});

describe("deposits and withdrawals by cursor", () => {
  beforeAll(async () => {
    const channel = await channelId(t.app, me.token, "BANK_TRANSFER");
    const owners = [me, me, other, me, me, me];
    await t.database.db.insert(deposits).values(
      owners.map((who, i) => ({
        orderNo: `PAGERD${i}`,
        merchantId: t.merchantId,
        memberId: who.id,
        channelId: channel,
        requestId: `pager-${i}`,
        amount: 1000n,
        currency: "USD",
        createdAt: i < 4 ? tied : new Date(tied.getTime() + 1),
      })),
    );
    await t.database.db.insert(withdrawals).values(
      owners.map((who, i) => ({
        id: `PAGERW${i}`,
        merchantId: t.merchantId,
        memberId: who.id,
        requestId: `pager-${i}`,
        amount: 1000n,
        currency: "USD",
        bank: { bankName: "River Bank", accountName: "Test", accountNumber: "6222000011112222", branch: "" },
        status: "REJECTED" as const,
        createdAt: i < 4 ? tied : new Date(tied.getTime() + 1),
      })),
    );
  });

  it("walk the caller's deposits forwards and backwards, ties in time by order number", async () => {
    const { rows, total } = await walk(API.deposits, me.token, "", (d) => d.orderNo);
    expect(rows).toEqual(["PAGERD5", "PAGERD4", "PAGERD3", "PAGERD1", "PAGERD0"]);
    expect(total).toBe(5);
    expect((await page(API.deposits, other.token, "")).list.map((d) => d.orderNo)).toEqual(["PAGERD2"]);
    const { next } = await page(API.deposits, me.token, "pageSize=2");
    await refused(API.deposits, other.token, `pageSize=2&cursor=${next}`);
    await refused(API.withdrawals, me.token, `pageSize=2&cursor=${next}`);
    // The caller's own cursor with a position PostgreSQL cannot hold as text (a NUL).
    const own = JSON.parse(Buffer.from(next!, "base64url").toString("utf8")) as { k: unknown[] };
    own.k[1] = "PAGER\u0000D3";
    await refused(
      API.deposits,
      me.token,
      `pageSize=2&cursor=${Buffer.from(JSON.stringify(own)).toString("base64url")}`,
    );
  });

  it("walk the caller's withdrawals forwards and backwards, ties in time by id", async () => {
    const { rows, total } = await walk(API.withdrawals, me.token, "", (w) => w.id);
    expect(rows).toEqual(["PAGERW5", "PAGERW4", "PAGERW3", "PAGERW1", "PAGERW0"]);
    expect(total).toBe(5);
    expect((await page(API.withdrawals, other.token, "")).list.map((w) => w.id)).toEqual(["PAGERW2"]);
    const { next } = await page(API.withdrawals, me.token, "pageSize=2");
    await refused(API.withdrawals, other.token, `pageSize=2&cursor=${next}`);
  });

  it("a member's list confirms that member's overdue paid orders, no one else's (a read costs what the caller has)", async () => {
    const paid = (id: string, who: TestMember) => ({
      id,
      merchantId: t.merchantId,
      memberId: who.id,
      requestId: id,
      amount: 1000n,
      currency: "USD",
      bank: { bankName: "River Bank", accountName: "Test", accountNumber: "6222000011112222", branch: "" },
      status: "PAID" as const,
      paidAt: new Date(Date.now() - 24 * 3600 * 1000),
    });
    await t.database.db.insert(withdrawals).values([paid("PAGERPAIDME", me), paid("PAGERPAIDOTHER", other)]);
    const statusOf = async (who: TestMember, id: string) =>
      (await page(API.withdrawals, who.token, "pageSize=100")).list.find((w) => w.id === id)?.status;
    expect(await statusOf(me, "PAGERPAIDME")).toBe("RECEIVED");
    const [untouched] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, "PAGERPAIDOTHER"));
    expect(untouched?.status).toBe("PAID");
    expect(await statusOf(other, "PAGERPAIDOTHER")).toBe("RECEIVED");
  });
});
