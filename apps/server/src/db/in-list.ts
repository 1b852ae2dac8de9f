import { sql, type AnyColumn, type SQL } from "drizzle-orm";

/**
 * `column in (values)` with the values sent as one JSON parameter, not one parameter each: a
 * list of a thousand (a page of a lottery draw's payouts) is then one value to build, send and
 * bind instead of a thousand, which cost more than the lookup itself (decision 0035). The list
 * is made once, as an array (`= any(array(...))`), which an index scan takes; `in (select ...)`
 * would be planned as a subquery run again for every row.
 */
export function inTextList(column: AnyColumn | SQL, values: readonly string[]): SQL {
  return sql`${column} = any(array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb)))`;
}
