/**
 * How many payments of a settlement run at once: enough to overlap the round trips of a few
 * (each payment is one statement), few enough to leave the pool's other connections to requests.
 */
export const PAYMENT_CONCURRENCY = 4;

/**
 * Runs `pay` over `items` (in the order given), at most PAYMENT_CONCURRENCY at once:
 * - items of one lane (`laneOf`: one payer) one after another, in their order, so a payer's
 *   payments meet its wallet in the order a single run would;
 * - consecutive items of one wave (`waveOf`) side by side, lane by lane; a wave starts once the
 *   one before it is done (an agent is paid before it pays on).
 * So the outcome is what paying one by one gives, sooner. `pay` handles its own failures (a
 * throw would end the run while other payments are still going).
 */
export async function payInLanes<T>(
  items: readonly T[],
  { waveOf, laneOf }: { waveOf: (item: T) => number; laneOf: (item: T) => string | number },
  pay: (item: T) => Promise<void>,
): Promise<void> {
  let index = 0;
  while (index < items.length) {
    const wave = waveOf(items[index]!);
    const lanes = new Map<string | number, T[]>();
    for (; index < items.length && waveOf(items[index]!) === wave; index++) {
      const item = items[index]!;
      const lane = lanes.get(laneOf(item));
      if (lane) lane.push(item);
      else lanes.set(laneOf(item), [item]);
    }
    const queue = [...lanes.values()];
    const worker = async () => {
      for (let lane = queue.shift(); lane; lane = queue.shift()) {
        for (const item of lane) await pay(item);
      }
    };
    await Promise.all(Array.from({ length: Math.min(PAYMENT_CONCURRENCY, queue.length) }, worker));
  }
}
