import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { pgTable, text } from "drizzle-orm/pg-core";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows, type Db } from "./client";
import { inTextList } from "./in-list";

const calls = pgTable("calls", { id: text("id").primaryKey() });

describe("inTextList", () => {
  const client = new PGlite();
  const db = drizzle(client) as unknown as Db;
  // Ids a JSON or SQL literal could trip on: quotes, a backslash, a comma, braces, unicode.
  const odd = [`it's`, `say "hi"`, `back\\slash`, `a,b`, `{x}`, `lô đề`];
  beforeAll(async () => {
    await client.exec(`create table calls (id text primary key)`);
    await db.insert(calls).values([...odd, "w1", "w2", "w3"].map((id) => ({ id })));
  });
  afterAll(() => client.close());

  const found = async (values: string[]) =>
    (await db.select().from(calls).where(inTextList(calls.id, values))).map((r) => r.id).sort();

  it("finds exactly the rows named, however their ids are spelled, and none for an empty list", async () => {
    expect(await found(["w1", "w3", "nope"])).toEqual(["w1", "w3"]);
    expect(await found(odd)).toEqual([...odd].sort());
    expect(await found([])).toEqual([]);
  });

  it("sends a thousand values as one parameter", async () => {
    const values = Array.from({ length: 1000 }, (_, i) => `w${i}`);
    const query = db.select().from(calls).where(inTextList(calls.id, values)).toSQL();
    expect(query.params).toHaveLength(1);
    expect(await found(values)).toEqual(["w1", "w2", "w3"]);
    // And in a raw statement, as an update's condition.
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`with u as (update calls set id = id where ${inTextList(sql`id`, values)} returning 1) select count(*)::int as n from u`,
    );
    expect(row?.n).toBe(3);
  });
});
