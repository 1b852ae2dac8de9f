import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { queryRows, queryRowsPrepared, type Db } from "./client";

/**
 * queryRowsPrepared: on PostgreSQL the statement is parsed and planned once per connection (a
 * named prepared statement), on one connection and inside a transaction on it alike.
 */
describe.runIf(process.env.DATABASE_URL)("queryRowsPrepared (PostgreSQL)", () => {
  it("prepares each text once per connection under a name of its own, and answers its rows", async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      const db = drizzle(client) as unknown as Db;
      const prepared = async () =>
        (
          await queryRows<{ name: string; statement: string }>(
            db,
            sql`select name, statement from pg_prepared_statements`,
          )
        )
          .map((r) => `${r.name}: ${r.statement}`)
          .sort((a, b) => a.slice(28).localeCompare(b.slice(28)));
      expect(await prepared()).toEqual([]);

      const twice = async (n: number) => queryRowsPrepared<{ n: number }>(db, sql`select ${n}::int + 1 as n`);
      expect([await twice(1), await twice(41)]).toEqual([[{ n: 2 }], [{ n: 42 }]]);
      await db.transaction(async (tx) => {
        expect(await queryRowsPrepared<{ n: number }>(tx as unknown as Db, sql`select ${7}::int + 1 as n`)).toEqual([
          { n: 8 },
        ]);
        expect(await queryRowsPrepared(tx as unknown as Db, sql`select ${7}::int * 2 as n`)).toEqual([{ n: 14 }]);
      });
      // Two texts, two statements (by text); the same text run three times was prepared once.
      expect(await prepared()).toEqual([
        expect.stringMatching(/^q_[0-9a-f]{24}: select \$1::int \* 2 as n$/),
        expect.stringMatching(/^q_[0-9a-f]{24}: select \$1::int \+ 1 as n$/),
      ]);
    } finally {
      await client.end();
    }
  });
});
