import { PGlite } from "@electric-sql/pglite";
import { asc, count, gt, sql, sum } from "drizzle-orm";
import { bigint, integer, pgTable } from "drizzle-orm/pg-core";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paginate } from "./paginate";

// A table of its own: the helper is tested apart from any module's rows.
const items = pgTable("items", {
  id: integer("id").primaryKey(),
  amount: bigint("amount", { mode: "bigint" }).notNull(),
});

describe("paginate", () => {
  const client = new PGlite();
  const db = drizzle(client);
  beforeAll(async () => {
    await db.execute(sql`create table items (id integer primary key, amount bigint not null)`);
    await db.insert(items).values([1, 2, 3, 4, 5].map((id) => ({ id, amount: BigInt(id * 100) })));
  });
  afterAll(() => client.close());

  const list = (where = gt(items.id, 0)) => ({
    counted: db
      .select({ total: count(), amount: sum(items.amount) })
      .from(items)
      .where(where),
    rows: db.select().from(items).where(where).orderBy(asc(items.id)).$dynamic(),
  });

  it("cuts the requested page and counts every matching row", async () => {
    const { counted, rows } = list();
    const page = await paginate(counted, rows, { page: 2, pageSize: 2 });
    expect(page.rows.map((r) => r.id)).toEqual([3, 4]);
    expect(page.total).toBe(5);
  });

  it("answers a short last page and an empty page past the end with the same total", async () => {
    const last = list();
    expect((await paginate(last.counted, last.rows, { page: 3, pageSize: 2 })).rows.map((r) => r.id)).toEqual([5]);
    const past = list();
    const empty = await paginate(past.counted, past.rows, { page: 4, pageSize: 2 });
    expect(empty.rows).toEqual([]);
    expect(empty.total).toBe(5);
  });

  it("applies the filter to both the count and the rows, and keeps the sums taken with the count", async () => {
    const { counted, rows } = list(gt(items.id, 3));
    const page = await paginate(counted, rows, { page: 1, pageSize: 10 });
    expect(page.rows.map((r) => r.id)).toEqual([4, 5]);
    expect(page.total).toBe(2);
    expect(page.totals.amount).toBe("900");
  });

  it("answers total 0 and no rows when nothing matches", async () => {
    const { counted, rows } = list(gt(items.id, 99));
    expect(await paginate(counted, rows, { page: 1, pageSize: 10 })).toEqual({
      rows: [],
      total: 0,
      totals: { total: 0, amount: null },
    });
  });
});
