import { createHash } from "node:crypto";
import { asc, count, desc, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgSelect, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client";
import { COUNT_CAP } from "@portal/contract/api/paging";
import { isStorableText } from "@portal/contract/input-schemas";
import { AppError } from "../http/app-error";

/**
 * Keyset ("cursor") paging for lists that grow without bound per member or per team (records,
 * orders, a team's members). A page is the next `pageSize` rows after a position in a total
 * order, read straight from an index that holds the list's filter then its order: its cost does
 * not depend on how deep the page is or how many rows the list has, and rows inserted meanwhile
 * never shift a page (OFFSET paging sorts and skips everything before the page, and repeats or
 * drops rows when the list moves).
 *
 * A list names its order as key columns, newest first, ending with a unique column. The client
 * gets opaque cursors (`next`, `prev`) and sends one back; a cursor carries the list's name, a
 * digest of the owner and filter it was made for, the direction, and the position (the key of
 * the last row shown). A cursor that does not decode, or was made for another list, owner or
 * filter, is VALIDATION_FAILED. The position is not secret: every query keeps its owner filter,
 * so an edited position only moves within the caller's own rows.
 */

/**
 * `time`: a timestamp column, kept in the cursor as epoch microseconds, PostgreSQL's precision
 * (milliseconds would skip rows that share the millisecond); `int`: an integer column; `text`.
 */
export type KeyKind = "time" | "int" | "text";
export interface KeyColumn {
  column: AnyPgColumn;
  kind: KeyKind;
}
export type KeyValue = number | string;

export interface CursorRequest {
  cursor?: string | undefined;
  pageSize: number;
}

export interface CursorPage<Row> {
  rows: Row[];
  /** The cursor of the page after this one (older rows); null on the last page. */
  next: string | null;
  /** The cursor of the page before this one (newer rows); null on the first page. */
  prev: string | null;
}

/**
 * What a list's query gets: the rows past the position (`after`; none on the first page), in
 * this order, at most `limit`. `direction` "prev" reads towards newer rows, oldest of them first.
 */
export interface KeysetFetch {
  direction: Direction;
  after: SQL | undefined;
  orderBy: SQL[];
  limit: number;
}

export type Direction = "next" | "prev";
const MAX_CURSOR_CHARS = 400;

/**
 * One list's order (newest first) and the cursors of its pages. `ascending`: a list shown in
 * its keys' ascending order instead (a catalogue in its sort order); "next" then reads towards
 * greater keys and "prev" towards smaller ones.
 */
export class Keyset {
  constructor(
    /** Names the list in its cursors: a cursor of another list is refused. */
    private readonly list: string,
    private readonly keys: readonly KeyColumn[],
    private readonly options: { ascending?: boolean } = {},
  ) {}

  /** Select it as the row's `key`: the row's position, which `keyOf` reads. */
  get select(): SQL<string> {
    const parts = this.keys.map(({ column, kind }) =>
      kind === "time" ? sql`(extract(epoch from ${column}) * 1000000)::bigint` : sql`${column}`,
    );
    return sql<string>`json_build_array(${sql.join(parts, sql`, `)})::text`;
  }

  /** The key of a row fetched with `select`. */
  keyOf(row: { key: string }): KeyValue[] {
    return JSON.parse(row.key) as KeyValue[];
  }

  /** Orders two rows' keys as the list shows them (newest first): negative when `a` comes first. */
  compare(a: KeyValue[], b: KeyValue[]): number {
    const first = this.options.ascending ? 1 : -1;
    for (let i = 0; i < this.keys.length; i++) {
      const x = a[i]!;
      const y = b[i]!;
      if (x !== y) return x > y ? first : -first;
    }
    return 0;
  }

  /**
   * Rows read in pieces (one query per account, per team member...) in the order `direction`
   * reads, cut to `limit`: what `fetch` answers when one index scan cannot give the whole order.
   */
  merge<Row extends { key: string }>(pieces: Row[][], direction: Direction, limit: number): Row[] {
    const sign = direction === "next" ? 1 : -1;
    const keyed = pieces.flat().map((row) => ({ row, key: this.keyOf(row) }));
    keyed.sort((a, b) => sign * this.compare(a.key, b.key));
    return keyed.slice(0, limit).map(({ row }) => row);
  }

  /**
   * One page: `fetch` runs the list's query with the bound, order and limit it is given.
   * `scope` is everything the list is filtered by (owner and filters); a cursor made for
   * another scope is refused.
   */
  async page<Row extends { key: string }>(
    request: CursorRequest,
    scope: unknown,
    fetch: (query: KeysetFetch) => Promise<Row[]>,
  ): Promise<CursorPage<Row>> {
    const digest = scopeDigest(this.list, scope);
    const size = request.pageSize;
    const position = request.cursor === undefined ? undefined : this.decode(request.cursor, digest);
    const cursor = (direction: Direction, row: Row) => this.encode(direction, digest, this.keyOf(row));
    if (!position || position.direction === "next") {
      const rows = await fetch({
        direction: "next",
        after: position && this.bound(position.key, "next"),
        orderBy: this.order("next"),
        limit: size + 1,
      });
      const shown = rows.slice(0, size);
      const first = shown[0];
      return {
        rows: shown,
        next: rows.length > size ? cursor("next", shown[size - 1]!) : null,
        // Rows came before this position (the page the cursor was made on).
        prev: !position ? null : first ? cursor("prev", first) : this.encode("prev", digest, position.key),
      };
    }
    const before = await fetch({
      direction: "prev",
      after: this.bound(position.key, "prev"),
      orderBy: this.order("prev"),
      limit: size + 1,
    });
    // Back at the top: the first page as it is now, full, rather than a short page.
    if (before.length <= size) return this.page({ pageSize: size }, scope, fetch);
    const shown = before.slice(0, size).reverse();
    return { rows: shown, next: cursor("next", shown[size - 1]!), prev: cursor("prev", shown[0]!) };
  }

  private order(direction: Direction): SQL[] {
    const descending = (direction === "next") !== Boolean(this.options.ascending);
    return this.keys.map(({ column }) => (descending ? desc(column) : asc(column)));
  }

  /** Rows after (older than) or before (newer than) the position, as one row comparison an index can use. */
  private bound(key: KeyValue[], direction: Direction): SQL {
    const columns = sql.join(
      this.keys.map((k) => sql`${k.column}`),
      sql`, `,
    );
    const values = sql.join(
      this.keys.map(({ kind }, i) => {
        const value = key[i]!;
        if (kind === "time") return sql`(timestamptz 'epoch' + ${value}::bigint * interval '1 microsecond')`;
        if (kind === "int") return sql`${value}::bigint`;
        return sql`${value}::text`;
      }),
      sql`, `,
    );
    const below = (direction === "next") !== Boolean(this.options.ascending);
    return below ? sql`(${columns}) < (${values})` : sql`(${columns}) > (${values})`;
  }

  private encode(direction: Direction, digest: string, key: KeyValue[]): string {
    const body = JSON.stringify({ s: digest, d: direction === "next" ? "n" : "p", k: key });
    return Buffer.from(body).toString("base64url");
  }

  private decode(cursor: string, digest: string): { direction: Direction; key: KeyValue[] } {
    const refuse = (): never => {
      throw new AppError("VALIDATION_FAILED", "This cursor is not one of this list's pages", {
        cursor: "invalid",
      });
    };
    if (cursor.length > MAX_CURSOR_CHARS || !/^[A-Za-z0-9_-]+$/.test(cursor)) return refuse();
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    } catch {
      return refuse();
    }
    const { s, d, k } = (parsed ?? {}) as { s?: unknown; d?: unknown; k?: unknown };
    if (s !== digest || (d !== "n" && d !== "p") || !Array.isArray(k) || k.length !== this.keys.length) {
      return refuse();
    }
    const valid = this.keys.every(({ kind }, i) => {
      const value: unknown = k[i];
      return kind === "text"
        ? typeof value === "string" && value.length <= 200 && isStorableText(value)
        : typeof value === "number" && Number.isSafeInteger(value);
    });
    if (!valid) return refuse();
    return { direction: d === "n" ? "next" : "prev", key: k as KeyValue[] };
  }
}

/** A short digest of the list and its scope: cursors stay small and show nothing of the filter. */
function scopeDigest(list: string, scope: unknown): string {
  return createHash("sha256")
    .update(JSON.stringify([list, scope]))
    .digest("base64url")
    .slice(0, 16);
}

/** Counts stop at COUNT_CAP: the answer says "more than 1,000" rather than counting a million rows on every page. */
export { COUNT_CAP };

/**
 * How many rows match, counting at most COUNT_CAP + 1 of them: `rows` is the list's filter as a
 * dynamic select of one constant column (`db.select({ one: sql\`1\` })...$dynamic()`).
 */
/** cappedCount of one table's rows that match `where` (a member's own deposits, withdrawals...). */
export function cappedCountWhere(db: Db, table: PgTable, where: SQL | undefined) {
  return cappedCount(
    db,
    db
      .select({ one: sql`1` })
      .from(table)
      .where(where)
      .$dynamic(),
  );
}

export async function cappedCount(db: Db, rows: PgSelect): Promise<{ total: number; totalCapped: boolean }> {
  const [counted] = await db.select({ n: count() }).from(rows.limit(COUNT_CAP + 1).as("capped"));
  const n = Number(counted?.n ?? 0);
  return n > COUNT_CAP ? { total: COUNT_CAP, totalCapped: true } : { total: n, totalCapped: false };
}
