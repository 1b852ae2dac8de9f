import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { betTotalsHourly, deposits, members, paymentChannels, withdrawals } from "../src/db/schema";
import { SLOT_GAME_CODE } from "../src/vendors/house/slot-service";
import type { TestApp } from "./test-app";

/**
 * Rows written straight into a past period for the back office's figures (dashboard, reports):
 * the tests choose when each thing happened, which the real flows (now) cannot.
 */
export const HOUR = 3_600_000;

export async function registeredAt(t: TestApp, memberId: number, at: number) {
  await t.database.db
    .update(members)
    .set({ registeredAt: new Date(at) })
    .where(eq(members.id, memberId));
}

/** A deposit confirmed at `confirmedAt` (null: still pending). */
export async function depositAt(
  t: TestApp,
  memberId: number,
  amount: bigint,
  confirmedAt: number | null,
  merchantId = t.merchantId,
) {
  const [channel] = await t.database.db
    .select({ id: paymentChannels.id })
    .from(paymentChannels)
    .where(eq(paymentChannels.merchantId, t.merchantId));
  await t.database.db.insert(deposits).values({
    orderNo: `D${randomUUID().slice(0, 12)}`,
    merchantId,
    memberId,
    channelId: channel!.id,
    requestId: randomUUID(),
    amount,
    currency: "USD",
    status: confirmedAt === null ? "PENDING" : "CONFIRMED",
    updatedAt: new Date(confirmedAt ?? Date.now()),
  });
}

/** A withdrawal paid out at `paidAt` (and since confirmed received). */
export async function paidWithdrawalAt(t: TestApp, memberId: number, amount: bigint, paidAt: number) {
  await t.database.db.insert(withdrawals).values({
    id: `W${randomUUID().slice(0, 12)}`,
    merchantId: t.merchantId,
    memberId,
    requestId: randomUUID(),
    amount,
    currency: "USD",
    bank: { bankName: "B", accountName: "A", accountNumber: "1", branch: "" },
    status: "RECEIVED",
    paidAt: new Date(paidAt),
  });
}

/** One hour of a member's bet totals (the house slot unless another game is named). */
export async function hourTotals(
  t: TestApp,
  memberId: number,
  hour: number,
  row: { gameCode?: string; rounds: number; stake: bigint; payout: bigint; rolledBack?: [number, bigint, bigint] },
  merchantId = t.merchantId,
) {
  const [rbRounds, rbStake, rbPayout] = row.rolledBack ?? [0, 0n, 0n];
  await t.database.db.insert(betTotalsHourly).values({
    memberId,
    currency: "USD",
    hour: new Date(hour),
    merchantId,
    vendor: "HOUSE",
    gameCode: row.gameCode ?? SLOT_GAME_CODE,
    rounds: row.rounds,
    stake: row.stake,
    payout: row.payout,
    rolledBackRounds: rbRounds,
    rolledBackStake: rbStake,
    rolledBackPayout: rbPayout,
  });
}
