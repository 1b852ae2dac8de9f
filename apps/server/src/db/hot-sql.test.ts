import { sql, SQL, StringChunk } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { hotSql } from "./hot-sql";
import { renderFast } from "./render-sql";
import { ledgerAccounts } from "./schema";

const dialect = new PgDialect();
/** How drizzle's own dialect renders a statement, and how the fast walk does. */
const renderings = (query: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { drizzle: { sql: text, params }, fast: renderFast(query, dialect) };
};

/** drizzle's tag as hotSql's type (its parameters are typed more narrowly). */
type Tag = typeof hotSql;
const drizzleTag = sql as unknown as Tag;

/** One statement shape, made by the tag given: a posting's kind of text, nesting, lists and values. */
const statement = (tag: Tag, ids: number[], label: string | null) =>
  tag`with l as (select id from ${ledgerAccounts} where id in (${tag.join(
    ids.map((id) => tag`${id}::int`),
    tag`, `,
  )}) order by id for update) select ${label}::text as label, ${ledgerAccounts.balance} from ${ledgerAccounts}
    ${ids.length > 1 ? tag`where ${ledgerAccounts.id} = ${ids[0]}` : tag``}`;

describe("hotSql", () => {
  it("makes the statements drizzle's sql tag makes: the same text and parameters, both ways of rendering", () => {
    for (const [ids, label] of [
      [[5, 6], "a"],
      [[7], null],
      [[], "it's"],
    ] as const) {
      const expected = renderings(statement(drizzleTag, [...ids], label));
      const made = renderings(statement(hotSql, [...ids], label));
      expect(made.drizzle).toEqual(expected.drizzle);
      expect(made.fast).toEqual(expected.drizzle);
    }
  });

  it("gives every call its own chunk list: the template's shared text is never changed by one statement", () => {
    const at = (n: number) => hotSql`select ${n}::int`;
    const first = at(1);
    const second = at(2).append(sql` + ${3}`);
    expect(renderFast(first, dialect)).toEqual({ sql: "select $1::int", params: [1] });
    expect(renderFast(second, dialect)).toEqual({ sql: "select $1::int + $2", params: [2, 3] });
    expect(renderFast(at(4), dialect)).toEqual({ sql: "select $1::int", params: [4] });
  });

  it("joins like sql.join, with and without a separator", () => {
    const pieces = [hotSql`a`, hotSql`${1}`, hotSql`b`];
    expect(renderings(hotSql.join(pieces, hotSql`, `))).toEqual(renderings(sql.join(pieces, sql`, `)));
    expect(renderFast(hotSql.join(pieces), dialect)).toEqual({ sql: "a$1b", params: [1] });
  });

  it("renders a text chunk of several pieces whole (drizzle makes a few)", () => {
    const query = new SQL([new StringChunk(["select ", "1"]), sql` + ${2}`]);
    expect(renderFast(query, dialect)).toEqual({ sql: "select 1 + $1", params: [2] });
  });
});
