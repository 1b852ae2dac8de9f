import { count, desc, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { paginate } from "../../db/paginate";
import { auditLog, operators } from "../../db/schema";
import type { Operator } from "./operators";

/**
 * Records an operator's write. Called inside the write's own transaction where there is one,
 * so a decision and its trace commit together; the table refuses UPDATE and DELETE.
 */
export async function audit(
  db: Db,
  request: FastifyRequest,
  operator: Operator,
  entry: { action: string; targetType: string; targetId: string; detail?: Record<string, unknown> },
): Promise<void> {
  await db.insert(auditLog).values({
    merchantId: operator.merchantId,
    operatorId: operator.id,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    detail: entry.detail ?? {},
    ip: request.ip,
    requestId: String(request.id),
  });
}

/** Why an operator login failed, as the audit log records it (the answer never tells). */
/** Why an operator login failed; BUSY: refused unchecked, the name's allowance was taken by tries in flight. */
export type OperatorLoginFailure = "UNKNOWN_USERNAME" | "WRONG_PASSWORD" | "DISABLED" | "LOCKED" | "BUSY";

/**
 * Records a failed operator login: no operator acted, so the entry names the attempted
 * username (its target), the address and the reason.
 */
export async function auditLoginFailure(
  db: Db,
  entry: { merchantId: number; username: string; reason: OperatorLoginFailure; ip: string; requestId: string },
): Promise<void> {
  await db.insert(auditLog).values({
    merchantId: entry.merchantId,
    operatorId: null,
    action: "operator.loginFailed",
    targetType: "operator",
    targetId: entry.username,
    detail: { reason: entry.reason },
    ip: entry.ip,
    requestId: entry.requestId,
  });
}

export async function auditPage(db: Db, merchantId: number, page: number, pageSize: number) {
  const where = eq(auditLog.merchantId, merchantId);
  const { rows, total } = await paginate(
    db.select({ total: count() }).from(auditLog).where(where),
    db
      .select({ entry: auditLog, operator: operators.username })
      .from(auditLog)
      // Failed logins have no operator: a left join keeps them in the list.
      .leftJoin(operators, eq(operators.id, auditLog.operatorId))
      .where(where)
      .orderBy(desc(auditLog.id))
      .$dynamic(),
    { page, pageSize },
  );
  return {
    list: rows.map(({ entry, operator }) => ({
      id: entry.id,
      operator,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      detail: entry.detail,
      ip: entry.ip,
      requestId: entry.requestId,
      time: entry.createdAt.getTime(),
    })),
    total: Number(total),
    page,
    pageSize,
  };
}
