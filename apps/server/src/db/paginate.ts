import type { PgSelect } from "drizzle-orm/pg-core";

export interface PageRequest {
  /** 1-based. */
  page: number;
  pageSize: number;
}

export interface Page<Row, Totals> {
  rows: Row[];
  /** Rows matching the list's filter, over all pages. */
  total: number;
  /** The whole count row: `total` and any sums taken with it (a betting record's stake). */
  totals: Totals;
}

/**
 * The count + limit/offset list, for lists that stay short (an operator's lists, a catalogue
 * page); a list that grows per member or per team pages by keyset (db/keyset.ts), because OFFSET
 * and a full count cost as much as the rows before the page. `counted` is the list's filter
 * counted (`select count()`, plus any sums) and `rows` the same filter, ordered, made
 * `$dynamic()` so the page can be cut here. Both queries see the same filter because the caller builds them from one `where`; the
 * order must be total (end on a unique column) or rows repeat or go missing between pages.
 */
export async function paginate<Q extends PgSelect, Totals extends { total: number }>(
  counted: PromiseLike<Totals[]>,
  rows: Q,
  { page, pageSize }: PageRequest,
): Promise<Page<Awaited<Q>[number], Totals>> {
  // An aggregate without GROUP BY always answers one row; the fallback only satisfies the type.
  const [totals = { total: 0 } as Totals] = await counted;
  const list: Awaited<Q> = await rows.limit(pageSize).offset((page - 1) * pageSize);
  return { rows: list, total: Number(totals.total), totals };
}
