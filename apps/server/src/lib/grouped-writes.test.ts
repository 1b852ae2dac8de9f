import { describe, expect, it } from "vitest";
import { GroupedWrites } from "./grouped-writes";

/** A write whose groups are recorded and which finishes only when the test says so. */
function heldWrite() {
  const groups: number[][] = [];
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const write = (items: number[]) =>
    new Promise<void>((resolve, reject) => {
      groups.push(items);
      pending.push({ resolve, reject });
    });
  return { groups, pending, write };
}

describe("grouped writes", () => {
  it("sends a lone item at once, and what arrives while it is in flight together in the next write", async () => {
    const held = heldWrite();
    const writes = new GroupedWrites(held.write);
    const first = writes.add(1);
    expect(held.groups).toEqual([[1]]);
    const later = [writes.add(2), writes.add(3), writes.add(4)];
    expect(held.groups).toEqual([[1]]);
    held.pending[0]!.resolve();
    await first;
    await Promise.resolve();
    expect(held.groups).toEqual([[1], [2, 3, 4]]);
    held.pending[1]!.resolve();
    await Promise.all(later);
    // Quiet again: the next item goes at once, alone.
    void writes.add(5);
    expect(held.groups).toEqual([[1], [2, 3, 4], [5]]);
  });

  it("writes a failed group's items again alone: only the item that fails alone is rejected", async () => {
    const written: number[][] = [];
    const writes = new GroupedWrites(async (items: number[]) => {
      written.push(items);
      if (items.includes(3)) throw new Error(`item 3 failed in [${items.join(",")}]`);
      return items.map((n) => n * 10);
    });
    const first = writes.add(1);
    const group = [writes.add(2), writes.add(3), writes.add(4)];
    expect(await first).toBe(10);
    const settled = await Promise.allSettled(group);
    expect(settled.map((s) => (s.status === "fulfilled" ? s.value : (s.reason as Error).message))).toEqual([
      20,
      "item 3 failed in [3]",
      40,
    ]);
    expect(written).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
    // A lone item that fails is not written twice.
    await expect(writes.add(3)).rejects.toThrow("item 3 failed in [3]");
    expect(written).toHaveLength(6);
  });

  it("answers each item with the write's answer at its place", async () => {
    const writes = new GroupedWrites(async (items: number[]) => items.map((n) => n * 10));
    expect(await Promise.all([writes.add(1), writes.add(2), writes.add(3)])).toEqual([10, 20, 30]);
  });

  it("splits a long wait into groups of at most the given size", async () => {
    const held = heldWrite();
    const writes = new GroupedWrites(held.write, 2);
    const all = [1, 2, 3, 4, 5, 6].map((n) => writes.add(n));
    for (let i = 0; i < 4; i++) {
      held.pending[i]!.resolve();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(all);
    expect(held.groups).toEqual([[1], [2, 3], [4, 5], [6]]);
  });
});
