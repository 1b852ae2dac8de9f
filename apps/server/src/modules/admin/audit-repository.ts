import { count, desc, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { paginate } from "../../db/paginate";
import { Repository } from "../../db/repository";
import { auditLog, operators } from "../../db/schema";
import type { Operator } from "./operators";

/**
 * Why an operator login failed; BUSY: refused unchecked, the name's allowance was taken by tries
 * in flight. WRONG_CODE: a wrong TOTP or recovery code; REUSED_CODE: a right TOTP code of a step
 * already used (a replay).
 */
export type OperatorLoginFailure =
  "UNKNOWN_USERNAME" | "WRONG_PASSWORD" | "DISABLED" | "LOCKED" | "BUSY" | "WRONG_CODE" | "REUSED_CODE";

/**
 * The audit log: every operator write, and failed operator logins. An entry is written inside
 * the write's own transaction where there is one (a repository bound to it, see traceOf), so a
 * decision and its trace commit together; the table refuses UPDATE and DELETE.
 */
export class AuditRepository extends Repository<AuditRepository> {
  protected on(db: Db) {
    return new AuditRepository(db);
  }

  /** Records an operator's write. */
  async record(
    request: FastifyRequest,
    operator: Operator,
    entry: { action: string; targetType: string; targetId: string; detail?: Record<string, unknown> },
  ): Promise<void> {
    await this.recordFor({ ip: request.ip, requestId: String(request.id) }, operator, entry);
  }

  /** Records an operator's act where the service, not the route, knows the client (the sign-in). */
  async recordFor(
    client: { ip: string; requestId: string },
    operator: Operator,
    entry: { action: string; targetType: string; targetId: string; detail?: Record<string, unknown> },
  ): Promise<void> {
    await this.db.insert(auditLog).values({
      merchantId: operator.merchantId,
      operatorId: operator.id,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      detail: entry.detail ?? {},
      ip: client.ip,
      requestId: client.requestId,
    });
  }

  /**
   * Records a failed operator login: no operator acted, so the entry names the attempted
   * username (its target), the address and the reason.
   */
  async loginFailure(entry: {
    merchantId: number;
    username: string;
    reason: OperatorLoginFailure;
    ip: string;
    requestId: string;
  }): Promise<void> {
    await this.db.insert(auditLog).values({
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

  async page(merchantId: number, page: number, pageSize: number) {
    const where = eq(auditLog.merchantId, merchantId);
    const { rows, total } = await paginate(
      this.db.select({ total: count() }).from(auditLog).where(where),
      this.db
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
}
