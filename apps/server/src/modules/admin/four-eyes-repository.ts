import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";
import { alias, type PgTable, type SelectedFields } from "drizzle-orm/pg-core";
import type { AdjustmentApprovalStatus } from "@portal/contract/api/admin-adjustments";
import type { Db } from "../../db/client";
import { paginate, type PageRequest } from "../../db/paginate";
import { adjustmentApprovals, operators, settingApprovals } from "../../db/schema";

const requester = alias(operators, "requester");
const decider = alias(operators, "decider");

/** The four-eyes queues (decision 0054): adjustments and raises of a four-eyes threshold. */
type ApprovalTable = typeof adjustmentApprovals | typeof settingApprovals;

/**
 * A page of one brand's requests of one status of a four-eyes queue (pending oldest first,
 * decided newest first), each with `fields` and both operators' names (`requestedBy`,
 * `decidedBy`); `joined` is a table `fields` also reads (one row per request: the request's member).
 */
export function approvalsPage<F extends SelectedFields>(
  db: Db,
  table: ApprovalTable,
  fields: F,
  merchantId: number,
  status: AdjustmentApprovalStatus,
  paging: PageRequest,
  joined?: { table: PgTable; on: SQL },
) {
  const where = and(eq(table.merchantId, merchantId), eq(table.status, status));
  const rows = db
    .select({ ...fields, requestedBy: requester.username, decidedBy: decider.username })
    .from(table)
    .innerJoin(requester, eq(requester.id, table.requestedBy))
    .leftJoin(decider, eq(decider.id, table.decidedBy))
    .$dynamic();
  return paginate(
    db.select({ total: count() }).from(table).where(where),
    (joined ? rows.innerJoin(joined.table, joined.on) : rows)
      .where(where)
      .orderBy(status === "PENDING" ? asc(table.id) : desc(table.id)),
    paging,
  );
}
