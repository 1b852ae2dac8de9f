import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { AuditQuery } from "@portal/contract/api/admin-operations";
import type { Db } from "../../db/client";
import { cappedCountWhere, Keyset } from "../../db/keyset";
import { Repository } from "../../db/repository";
import { auditLog, operators } from "../../db/schema";
import type { Operator } from "./operators";

/** The log, newest first: by time, then id (entries of one transaction share its time). */
const auditKeys = new Keyset("adminAudit", [
  { column: auditLog.createdAt, kind: "time" },
  { column: auditLog.id, kind: "int" },
]);

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

  /**
   * A page of the brand's log matching the filters, newest first (keyset paging on the time and
   * id: the merchant-time index serves the order and the period; the operator and target
   * filters have their own indexes). The operator is matched by name, exactly.
   */
  async page(merchantId: number, query: AuditQuery) {
    const filter = {
      operator: query.operator || undefined,
      action: query.action || undefined,
      targetType: query.targetType || undefined,
      targetId: query.targetId || undefined,
      from: query.from,
      to: query.to,
    };
    const where = and(
      eq(auditLog.merchantId, merchantId),
      filter.operator === undefined
        ? undefined
        : eq(
            auditLog.operatorId,
            sql`(select ${operators.id} from ${operators} where ${operators.merchantId} = ${merchantId}
              and ${operators.username} = ${filter.operator})`,
          ),
      filter.action === undefined ? undefined : eq(auditLog.action, filter.action),
      filter.targetType === undefined ? undefined : eq(auditLog.targetType, filter.targetType),
      filter.targetId === undefined ? undefined : eq(auditLog.targetId, filter.targetId),
      filter.from === undefined ? undefined : gte(auditLog.createdAt, new Date(filter.from)),
      filter.to === undefined ? undefined : lt(auditLog.createdAt, new Date(filter.to)),
    );
    const page = await auditKeys.page(query, { merchantId, ...filter }, ({ after, orderBy, limit }) =>
      this.db
        .select({ key: auditKeys.select, entry: auditLog, operator: operators.username })
        .from(auditLog)
        // Failed logins have no operator: a left join keeps them in the list.
        .leftJoin(operators, eq(operators.id, auditLog.operatorId))
        .where(and(where, after))
        .orderBy(...orderBy)
        .limit(limit),
    );
    return {
      list: page.rows.map(({ entry, operator }) => ({
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
      next: page.next,
      prev: page.prev,
      ...(await cappedCountWhere(this.db, auditLog, where)),
      pageSize: query.pageSize,
    };
  }
}
