import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows, queryRowsPrepared, type Db } from "./client";
import { pglitePreparedRows, SessionPGlite } from "./pglite-prepared";

describe("prepared statements on PGlite", () => {
  const database = new SessionPGlite();
  const db = drizzle(database) as unknown as Db;
  beforeAll(() => database.exec(`create table calls (id text primary key, amount bigint not null, at timestamptz)`));
  afterAll(() => database.close());

  const prepared = async () =>
    (await database.query<{ name: string }>(`select name from pg_prepared_statements order by name`)).rows.map(
      (r) => r.name,
    );
  const insert = (id: string, amount: bigint) =>
    queryRowsPrepared<{ id: string; amount: string }>(
      db,
      sql`insert into calls (id, amount, at) values (${id}, ${amount}, ${new Date("2026-01-02T03:04:05Z")}) returning id, amount::text as amount`,
    );

  it("parses a statement once per database, then only binds and runs it, answering its rows", async () => {
    expect(await prepared()).toEqual([]);
    expect(await insert("a", 1n)).toEqual([{ id: "a", amount: "1" }]);
    const [name] = await prepared();
    expect(name).toMatch(/^q_[0-9a-f]{24}$/);
    expect(await insert("b", 2n ** 60n)).toEqual([{ id: "b", amount: String(2n ** 60n) }]);
    expect(await prepared()).toEqual([name]);
    // The parameters went as node-postgres sends them: the time is the one given.
    const [row] = await queryRows<{ at: string }>(db, sql`select at::text from calls where id = 'a'`);
    expect(row!.at).toBe("2026-01-02 03:04:05+00");
  });

  it("throws the database's error with its code, and the statement stays prepared for the next call", async () => {
    const error = await insert("a", 5n).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "23505" });
    expect(await insert("c", 3n)).toEqual([{ id: "c", amount: "3" }]);
    // A statement that does not parse is not remembered as prepared.
    await expect(queryRowsPrepared(db, sql`selec ${1}::int`)).rejects.toMatchObject({ code: "42601" });
    expect(await prepared()).toHaveLength(1);
  });

  it("runs inside a transaction as its statement: it sees the transaction's rows, and a rollback takes them back", async () => {
    const failed = await db
      .transaction(async (tx) => {
        const inside = await queryRowsPrepared<{ n: number }>(
          tx as unknown as Db,
          sql`insert into calls (id, amount) values (${"t2"}, ${8n}) returning 1 as n`,
        );
        expect(inside).toEqual([{ n: 1 }]);
        const seen = await queryRowsPrepared<{ id: string }>(
          tx as unknown as Db,
          sql`select id from calls where id = ${"t2"}`,
        );
        expect(seen).toEqual([{ id: "t2" }]);
        // Both went as prepared statements of the transaction's session.
        const names = await queryRows<{ statement: string }>(
          tx as unknown as Db,
          sql`select statement from pg_prepared_statements where statement like '%calls where id = $1%'
            or statement like '%returning 1 as n'`,
        );
        expect(names).toHaveLength(2);
        throw new Error("roll back");
      })
      .catch((e: Error) => e.message);
    expect(failed).toBe("roll back");
    expect(await queryRows(db, sql`select id from calls where id = 't2'`)).toEqual([]);
  });

  it("outside a transaction, waits for an open one to end instead of running inside it", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let opened!: () => void;
    const open = new Promise<void>((resolve) => (opened = resolve));
    const order: string[] = [];
    const transaction = db.transaction(async (tx) => {
      await tx.execute(sql`insert into calls (id, amount) values ('w1', 1)`);
      order.push("inserted");
      opened();
      await held;
      // Asked for after the read below: run inside the session, the read would go first.
      await tx.execute(sql`select 1`);
      order.push("committing");
      throw new Error("roll back");
    });
    await open;
    const outside = queryRowsPrepared<{ n: number }>(
      db,
      sql`select count(*)::int as n from calls where id = ${"w1"}`,
    ).then((rows) => {
      order.push("read");
      return rows;
    });
    release();
    await transaction.catch(() => undefined);
    // The read ran after the transaction ended, and did not see its rolled-back row.
    expect(await outside).toEqual([{ n: 0 }]);
    expect(order).toEqual(["inserted", "committing", "read"]);
  });

  it("leaves a PGlite it did not open to plain queries", async () => {
    const other = new PGlite();
    try {
      expect(await pglitePreparedRows(other, "q_x", "select 1", [])).toBeUndefined();
      const plain = drizzle(other) as unknown as Db;
      expect(await queryRowsPrepared(plain, sql`select ${2}::int as n`)).toEqual([{ n: 2 }]);
      expect((await other.query(`select count(*)::int as n from pg_prepared_statements`)).rows).toEqual([{ n: 0 }]);
    } finally {
      await other.close();
    }
  });
});
