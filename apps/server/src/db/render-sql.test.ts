import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { alias, bigint, integer, jsonb, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { DEFERRED_COMMIT } from "./client";
import { renderFast, renderSql } from "./render-sql";
import { ledgerAccounts, ledgerTransfers } from "./schema";

const dialect = new PgDialect();
const mood = pgEnum("mood", ["ok", "sad"]);
const rows = pgTable("rows", {
  id: integer("id").primaryKey(),
  amount: bigint("amount", { mode: "bigint" }).notNull(),
  label: text('the "label"'),
  data: jsonb("data"),
  at: timestamp("at", { withTimezone: true }),
  mood: mood("mood"),
});
const other = alias(rows, "other");

/** What drizzle's own dialect makes of the statement, without the typings the drivers never read. */
const drizzleOf = (query: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { sql: text, params };
};

describe("renderSql", () => {
  // The kinds of chunk the money paths' statements are made of: each rendered by the fast walk,
  // exactly as drizzle renders it (the same text, the same parameters in the same order).
  const fast: Record<string, SQL> = {
    "text, values of every primitive kind and nested statements": sql`select ${1}::int, ${"it's"}, ${true}, ${null}::text,
      ${12345678901234567890n}::numeric, ${sql`${"x"} || ${sql`${"y"}`}`} ${undefined}`,
    "tables and columns, an alias's too": sql`select ${rows.id}, ${other.amount} from ${rows}, ${other} where ${rows.label} = ${other.label}`,
    "conditions with parameters through the column's encoder": and(
      eq(rows.id, 7),
      eq(rows.amount, 10n ** 18n),
      eq(rows.data, { a: [1, "b"] }),
      eq(rows.data, { constructor: "a JSON key" }),
      eq(rows.at, new Date(Date.UTC(2026, 10, 30, 1, 2, 3))),
      eq(ledgerTransfers.reason, "BET"),
    )!,
    "sql.join and sql.raw": sql`values ${sql.join(
      [1, 2, 3].map((n) => sql`(${n}, ${sql.raw(`'r${n}'`)})`),
      sql`, `,
    )}`,
    "a posting's shape: CTEs, a deferred commit, a JSON parameter": sql`with ${DEFERRED_COMMIT}, l as (
        select id from ${ledgerAccounts} where id in (${5}::int, ${6}::int) order by id for update
      ) select * from jsonb_to_recordset(${JSON.stringify([{ a: 1 }])}::jsonb) as v(a int), l`,
  };
  for (const [what, query] of Object.entries(fast)) {
    it(`renders ${what} by the fast walk, as drizzle does`, () => {
      const rendered = renderFast(query, dialect);
      expect(rendered).toBeDefined();
      expect(rendered).toEqual(drizzleOf(query));
    });
  }

  // What the fast walk leaves to drizzle: renderSql's answer is drizzle's own.
  const slow: Record<string, SQL> = {
    "a list": sql`select ${[1, 2, 3]}`,
    "an object value": sql`select ${new Date(0)}`,
    "an enum": sql`select null::${mood}`,
    "a subquery": sql`select * from ${dialectFree()}`,
    "a placeholder": sql`select ${sql.placeholder("id")}`,
    "inlined parameters": sql`select ${"a"}`.inlineParams(),
    "inArray's list of parameters": inArray(rows.id, [1, 2])!,
  };
  for (const [what, query] of Object.entries(slow)) {
    it(`leaves ${what} to drizzle, whose rendering it answers`, () => {
      expect(renderFast(query, dialect)).toBeUndefined();
      expect(renderSql(query, dialect)).toEqual(dialect.sqlToQuery(query));
    });
  }

  it("renders a table's and a column's name once per dialect, and the same name every time", () => {
    let calls = 0;
    const counting = { sqlToQuery: (query: SQL) => (calls++, dialect.sqlToQuery(query)) };
    const query = sql`select ${rows.label} from ${rows}`;
    const first = renderSql(query, counting);
    expect(calls).toBe(2);
    expect(renderSql(query, counting)).toEqual(first);
    expect(calls).toBe(2);
    expect(first.sql).toBe(`select "rows"."the ""label""" from "rows"`);
  });
});

/** A subquery, made by drizzle's query builder without a database. */
function dialectFree() {
  return sql`(select 1) as s`.as("s");
}
