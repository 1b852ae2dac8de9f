import { describe, expect, it } from "vitest";
import { PAYMENT_CONCURRENCY, payInLanes } from "../src/modules/agents/payment-lanes";

// The settlements' payments side by side (contracts and rebates): a payer's payments in order,
// a wave after the one before it, never more than PAYMENT_CONCURRENCY at once.

type Item = { wave: number; payer: string; n: number };

/** Pays each item after a turn of the event loop or two, recording starts, ends and the most at once. */
async function run(items: Item[]) {
  const log: string[] = [];
  let running = 0;
  let most = 0;
  await payInLanes(items, { waveOf: (i) => i.wave, laneOf: (i) => i.payer }, async (item) => {
    running++;
    most = Math.max(most, running);
    log.push(`start ${item.payer}${item.n}`);
    // Longer for some: the lanes finish out of step.
    for (let turn = 0; turn < (item.n % 3) + 1; turn++) await new Promise((resolve) => setImmediate(resolve));
    log.push(`end ${item.payer}${item.n}`);
    running--;
  });
  return { log, most };
}

describe("payments in lanes", () => {
  it("pays each payer's items in their order, one at a time, and every item once", async () => {
    const items: Item[] = [];
    for (let n = 1; n <= 4; n++) for (const payer of ["a", "b", "c", "d", "e", "f"]) items.push({ wave: 0, payer, n });
    const { log, most } = await run(items);
    expect(log.filter((l) => l.startsWith("start"))).toHaveLength(items.length);
    expect(most).toBe(PAYMENT_CONCURRENCY);
    for (const payer of ["a", "b", "c", "d", "e", "f"]) {
      const own = log.filter((entry) => entry.split(" ")[1]!.startsWith(payer));
      expect(own).toEqual([1, 2, 3, 4].flatMap((n) => [`start ${payer}${n}`, `end ${payer}${n}`]));
    }
  });

  it("starts a wave once the one before it is done", async () => {
    const items: Item[] = [
      { wave: 0, payer: "platform1", n: 2 },
      { wave: 0, payer: "platform2", n: 0 },
      { wave: 1, payer: "a", n: 1 },
      { wave: 1, payer: "b", n: 2 },
      { wave: 2, payer: "c", n: 0 },
    ];
    const { log } = await run(items);
    const at = (entry: string) => log.indexOf(entry);
    expect(at("start a1")).toBeGreaterThan(Math.max(at("end platform12"), at("end platform20")));
    expect(at("start b2")).toBeGreaterThan(Math.max(at("end platform12"), at("end platform20")));
    expect(at("start c0")).toBeGreaterThan(Math.max(at("end a1"), at("end b2")));
  });

  it("does nothing with nothing to pay", async () => {
    expect((await run([])).log).toEqual([]);
  });
});
