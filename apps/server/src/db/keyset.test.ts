import { PGlite } from "@electric-sql/pglite";
import { and, eq, sql } from "drizzle-orm";
import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../http/app-error";
import type { Db } from "./client";
import { cappedCount, COUNT_CAP, Keyset, type CursorRequest } from "./keyset";

// A table of its own: the helper is tested apart from any module's rows.
const events = pgTable("events", {
  id: integer("id").primaryKey(),
  owner: text("owner").notNull(),
  at: timestamp("at", { withTimezone: true, mode: "date" }).notNull(),
});
const keys = new Keyset("events", [
  { column: events.at, kind: "time" },
  { column: events.id, kind: "int" },
]);

describe("keyset paging", () => {
  const client = new PGlite();
  const db = drizzle(client) as unknown as Db;
  // Ids 1..11 of owner "a": three share one instant to the microsecond, two differ only in
  // microseconds (a millisecond cursor would skip one), and times run against ids in places.
  const times: Record<number, string> = {
    1: "2024-01-01 00:00:01+00",
    2: "2024-01-01 00:00:02+00",
    3: "2024-01-01 00:00:05.000001+00",
    4: "2024-01-01 00:00:05.000002+00",
    5: "2024-01-01 00:00:03+00",
    6: "2024-01-01 00:00:07+00",
    7: "2024-01-01 00:00:07+00",
    8: "2024-01-01 00:00:07+00",
    9: "2024-01-01 00:00:08+00",
    10: "2024-01-01 00:00:09+00",
    11: "2024-01-01 00:00:10+00",
  };
  /** Newest first, ties by id, descending. */
  const order = [11, 10, 9, 8, 7, 6, 4, 3, 5, 2, 1];
  beforeAll(async () => {
    await db.execute(sql`create table events (id integer primary key, owner text not null, at timestamptz not null)`);
    await db.execute(sql`create index events_owner_time on events (owner, at, id)`);
    for (const [id, at] of Object.entries(times)) {
      await db.execute(sql`insert into events values (${Number(id)}, 'a', ${at}::timestamptz)`);
    }
    await db.execute(sql`insert into events values (100, 'b', '2024-01-01 00:00:06+00')`);
  });
  afterAll(() => client.close());

  const page = (request: CursorRequest, owner = "a") =>
    keys.page(request, { owner }, ({ after, orderBy, limit }) =>
      db
        .select({ key: keys.select, id: events.id })
        .from(events)
        .where(and(eq(events.owner, owner), after))
        .orderBy(...orderBy)
        .limit(limit),
    );
  const ids = (p: { rows: { id: number }[] }) => p.rows.map((r) => r.id);

  it("walks forwards through every row once, in order, across ties in time", async () => {
    const seen: number[] = [];
    let p = await page({ pageSize: 3 });
    expect(p.prev).toBeNull();
    seen.push(...ids(p));
    while (p.next) {
      p = await page({ pageSize: 3, cursor: p.next });
      expect(p.prev).not.toBeNull();
      seen.push(...ids(p));
    }
    expect(seen).toEqual(order);
    expect(ids(p)).toEqual([2, 1]);
  });

  it("walks backwards from the last page to the first, which comes back full", async () => {
    const pages: number[][] = [];
    let p = await page({ pageSize: 4 });
    pages.push(ids(p));
    while (p.next) {
      p = await page({ pageSize: 4, cursor: p.next });
      pages.push(ids(p));
    }
    expect(pages).toEqual([order.slice(0, 4), order.slice(4, 8), order.slice(8)]);
    const middle = await page({ pageSize: 4, cursor: p.prev! });
    expect(ids(middle)).toEqual(order.slice(4, 8));
    expect(middle.next).not.toBeNull();
    const first = await page({ pageSize: 4, cursor: middle.prev! });
    expect(ids(first)).toEqual(order.slice(0, 4));
    expect(first.prev).toBeNull();
    // Back from a page that does not end on a page boundary: the first page, full.
    const second = await page({ pageSize: 4, cursor: (await page({ pageSize: 2 })).next! });
    expect(ids(second)).toEqual(order.slice(2, 6));
    expect(ids(await page({ pageSize: 4, cursor: second.prev! }))).toEqual(order.slice(0, 4));
  });

  it("walks an ascending list (a catalogue's order) forwards and back, and merges in its order", async () => {
    const ascending = new Keyset(
      "events-ascending",
      [
        { column: events.at, kind: "time" },
        { column: events.id, kind: "int" },
      ],
      { ascending: true },
    );
    const up = (request: CursorRequest) =>
      ascending.page(request, { owner: "a" }, ({ after, orderBy, limit }) =>
        db
          .select({ key: ascending.select, id: events.id })
          .from(events)
          .where(and(eq(events.owner, "a"), after))
          .orderBy(...orderBy)
          .limit(limit),
      );
    const reversed = [...order].reverse();
    const pages: number[][] = [];
    let p = await up({ pageSize: 4 });
    pages.push(ids(p));
    while (p.next) {
      p = await up({ pageSize: 4, cursor: p.next });
      pages.push(ids(p));
    }
    expect(pages).toEqual([reversed.slice(0, 4), reversed.slice(4, 8), reversed.slice(8)]);
    const middle = await up({ pageSize: 4, cursor: p.prev! });
    expect(ids(middle)).toEqual(reversed.slice(4, 8));
    expect(ids(await up({ pageSize: 4, cursor: middle.prev! }))).toEqual(reversed.slice(0, 4));
    // A cursor of the newest-first list is not one of this list's.
    const { next } = await page({ pageSize: 3 });
    await expect(up({ pageSize: 3, cursor: next! })).rejects.toSatisfy(
      (e) => e instanceof AppError && e.code === "VALIDATION_FAILED",
    );
    const rows = (list: number[]) => list.map((id) => ({ id, key: JSON.stringify([id, id]) }));
    expect(ascending.merge([rows([5, 1]), rows([3])], "next", 2).map((r) => r.id)).toEqual([1, 3]);
    expect(ascending.merge([rows([5, 1]), rows([3])], "prev", 2).map((r) => r.id)).toEqual([5, 3]);
  });

  it("keeps its pages when rows are added before them", async () => {
    const first = await page({ pageSize: 3 });
    await db.execute(sql`insert into events values (50, 'a', '2024-01-01 00:00:11+00')`);
    try {
      expect(ids(await page({ pageSize: 3, cursor: first.next! }))).toEqual(order.slice(3, 6));
    } finally {
      await db.execute(sql`delete from events where id = 50`);
    }
  });

  it("refuses a tampered cursor, one of another owner or list, and a malformed one, with VALIDATION_FAILED", async () => {
    const { next } = await page({ pageSize: 3 });
    const body = JSON.parse(Buffer.from(next!, "base64url").toString()) as { k: unknown[] };
    const tampered = (k: unknown[]) => Buffer.from(JSON.stringify({ ...body, k })).toString("base64url");
    const other = new Keyset("other", [
      { column: events.at, kind: "time" },
      { column: events.id, kind: "int" },
    ]);
    const refusals = [
      page({ pageSize: 3, cursor: next! }, "b"),
      other.page({ pageSize: 3, cursor: next! }, { owner: "a" }, () => Promise.resolve([])),
      page({ pageSize: 3, cursor: "not json" }),
      page({ pageSize: 3, cursor: Buffer.from("[]").toString("base64url") }),
      page({ pageSize: 3, cursor: tampered(["1970", 3]) }),
      page({ pageSize: 3, cursor: tampered([1.5, 3]) }),
      page({ pageSize: 3, cursor: tampered([1]) }),
    ];
    for (const refused of refusals) {
      await expect(refused).rejects.toSatisfy((e) => e instanceof AppError && e.code === "VALIDATION_FAILED");
    }
    // A well-formed position moved by hand only moves within the owner's rows.
    const moved = await page({ pageSize: 20, cursor: tampered([Date.UTC(2030, 0) * 1000, 0]) });
    expect(ids(moved)).toEqual(order);
  });

  it("counts up to COUNT_CAP and says when there are more", async () => {
    await db.execute(sql`create table many (id integer primary key)`);
    await db.execute(sql`insert into many select generate_series(1, ${COUNT_CAP + 5})`);
    const many = pgTable("many", { id: integer("id").primaryKey() });
    const count = (below: number) =>
      cappedCount(
        db,
        db
          .select({ one: sql`1` })
          .from(many)
          .where(sql`${many.id} <= ${below}`)
          .$dynamic(),
      );
    expect(await count(COUNT_CAP)).toEqual({ total: COUNT_CAP, totalCapped: false });
    expect(await count(COUNT_CAP + 1)).toEqual({ total: COUNT_CAP, totalCapped: true });
    expect(await count(3)).toEqual({ total: 3, totalCapped: false });
  });
});
