import { ok, type ApiCall, type Reply } from "./fake-api";

/**
 * A fake server's answers for a list paged by cursor (the contract's api/paging.ts): `pages[i]`
 * is page i; its `next` and `prev` cursors are `next-<i + 1>` and `prev-<i - 1>`, and a cursor
 * `<anything>-<k>` answers page k. `fields` adds the rest of the answer (sums, or another total).
 */
export function cursorPages(pages: unknown[][], fields: Record<string, unknown> = {}): (call: ApiCall) => Reply {
  return (call) => {
    const cursor = call.query.get("cursor");
    const index = cursor === null ? 0 : Number(cursor.split("-")[1]);
    return ok({
      list: pages[index] ?? [],
      next: index + 1 < pages.length ? `next-${index + 1}` : null,
      prev: index > 0 ? `prev-${index - 1}` : null,
      total: pages.flat().length,
      totalCapped: false,
      pageSize: Math.max(1, ...pages.map((p) => p.length)),
      ...fields,
    });
  };
}

/** An answer with nothing in it. */
export const emptyPage = (fields: Record<string, unknown> = {}) =>
  ok({ list: [], next: null, prev: null, total: 0, totalCapped: false, pageSize: 10, ...fields });
