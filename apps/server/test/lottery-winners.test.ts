import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API } from "@portal/contract/api/paths";
import { DEMO_CURRENCY } from "@portal/contract/money";
import { betRecords, merchants } from "../src/db/schema";
import { maskAccount } from "../src/modules/bets/winner-board";
import { newMember, type TestMember } from "./money-helper";
import { createTestApp, type TestApp } from "./test-app";

// The lottery's winner board (the spec's winner board call): the latest winning lottery rounds
// from the betting record, newest first, accounts masked; not slot wins, losses, open rounds or
// trial credit.

let t: TestApp;
let winner: TestMember;
let other: TestMember;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  winner = await newMember(t.app, "lucky");
  other = await newMember(t.app, "other");
  const now = Date.now();
  const [brand] = await t.database.db.select().from(merchants).where(eq(merchants.id, t.merchantId));
  const currency = brand!.currency;
  const round = (
    member: TestMember,
    roundId: string,
    gameCode: string,
    stake: bigint,
    payout: bigint,
    hoursAgo: number,
    status: "SETTLED" | "OPEN" = "SETTLED",
  ) => ({
    merchantId: t.merchantId,
    memberId: member.id,
    vendor: "HOUSE",
    roundId,
    gameCode,
    currency,
    stake,
    payout,
    status,
    betAt: new Date(now - hoursAgo * HOUR - 60_000),
    settledAt: status === "SETTLED" ? new Date(now - hoursAgo * HOUR) : null,
  });
  await t.database.db.insert(betRecords).values([
    round(winner, "L1-a", "SSC_1M", 200n, 19_800n, 3),
    round(other, "L2-b", "K3_1M", 500n, 0n, 2), // a loss
    round(other, "S-1", "lucky-sevens", 100n, 5_000n, 1), // a slot win: not the lottery's
    round(winner, "L3-a", "PK10_1M", 100n, 100n, 1), // its stake back: no win
    round(other, "L4-b", "4D_5M", 1_000n, 250_000n, 0.5),
    round(winner, "L5-a", "SSC_1M", 100n, 0n, 0.1, "OPEN"),
    { ...round(other, "L6-b", "SSC_1M", 100n, 90_000n, 0.2), currency: DEMO_CURRENCY }, // trial credit
  ]);
});
afterAll(() => t.close());

const board = async (query = "") =>
  (await t.app.inject({ method: "GET", url: `${API.lotteryWinners}${query}` })).json().value.list as {
    account: string;
    gameName: string;
    amount: string;
    at: number;
  }[];

describe("the lottery's winner board", () => {
  it("lists the winning lottery rounds newest first, each with its game, amount and a masked account", async () => {
    const list = await board("?language=en");
    expect(list.map(({ account, gameName, amount }) => [account, gameName, amount])).toEqual([
      [maskAccount(other.account), "5-Minute 4D", "2500.00"],
      [maskAccount(winner.account), "1-Minute SSC", "198.00"],
    ]);
    expect(list[0]!.at).toBeGreaterThan(list[1]!.at);
    // The account's middle never shows.
    expect(JSON.stringify(list)).not.toContain(winner.account);
    expect((await board("?count=1&language=vi")).map((w) => w.gameName)).toEqual(["4D 5\u00a0phút"]);
  });

  it("masks an account to its ends, a short one to its first character", () => {
    expect(maskAccount("lucky0001abcd")).toBe("lu***cd");
    expect(maskAccount("lucky001")).toBe("lu***01");
    expect(maskAccount("alice")).toBe("a***");
    expect(maskAccount("abcd")).toBe("a***");
  });

  it("is public, and refuses a count out of range", async () => {
    const res = await t.app.inject({ method: "GET", url: `${API.lotteryWinners}?count=51` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: "VALIDATION_FAILED" });
  });
});
