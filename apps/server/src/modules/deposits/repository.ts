import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { deposits, members, paymentChannels } from "../../db/schema";

export type Deposit = typeof deposits.$inferSelect;
export type PaymentChannel = typeof paymentChannels.$inferSelect;

export function enabledChannels(db: Db, merchantId: number): Promise<PaymentChannel[]> {
  return db
    .select()
    .from(paymentChannels)
    .where(and(eq(paymentChannels.merchantId, merchantId), eq(paymentChannels.enabled, true)))
    .orderBy(asc(paymentChannels.sort), asc(paymentChannels.id));
}

export async function findChannel(db: Db, id: number): Promise<PaymentChannel | undefined> {
  const [row] = await db.select().from(paymentChannels).where(eq(paymentChannels.id, id));
  return row;
}

export async function findDeposit(db: Db, orderNo: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(deposits).where(eq(deposits.orderNo, orderNo));
  const [row] = options.lock ? await query.for("update") : await query;
  return row;
}

export async function findDepositByRequest(db: Db, memberId: number, requestId: string) {
  const [row] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.memberId, memberId), eq(deposits.requestId, requestId)));
  return row;
}

/** A page of deposits with their channel (and member account, for operators), newest first. */
export async function pageDeposits(db: Db, where: SQL | undefined, page: number, pageSize: number) {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(deposits).where(where);
  const rows = await db
    .select({ deposit: deposits, channel: paymentChannels, account: members.account })
    .from(deposits)
    .innerJoin(paymentChannels, eq(paymentChannels.id, deposits.channelId))
    .innerJoin(members, eq(members.id, deposits.memberId))
    .where(where)
    .orderBy(desc(deposits.createdAt), desc(deposits.orderNo))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows, total: Number(total) };
}
