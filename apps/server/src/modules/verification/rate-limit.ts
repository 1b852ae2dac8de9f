/**
 * A fixed-window counter per key (here: per client address), kept in this process's memory.
 * It guards the captcha, bot-check and SMS routes against floods; the limits that matter for
 * money and members (per number, per address per hour) are counted in the database instead.
 *
 * In memory on purpose: cheap, no table to clean. With several instances behind a balancer
 * each counts on its own, so the effective limit is N x the configured one. The map is
 * bounded: past `maxKeys` the oldest window is forgotten first.
 */
export class WindowLimiter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();
  private readonly maxKeys: number;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    options: { maxKeys?: number } = {},
  ) {
    this.maxKeys = options.maxKeys ?? 10_000;
  }

  /** Counts one request of `key`; false when it is over the limit of the current window. */
  hit(key: string, now = Date.now()): boolean {
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= this.windowMs || now < window.startedAt) {
      // Re-insert so the map's order stays the order windows started in.
      this.windows.delete(key);
      window = { startedAt: now, count: 0 };
      this.windows.set(key, window);
      while (this.windows.size > this.maxKeys) {
        const oldest = this.windows.keys().next().value as string;
        this.windows.delete(oldest);
      }
    }
    window.count += 1;
    return window.count <= this.limit;
  }

  get size(): number {
    return this.windows.size;
  }
}
