/**
 * In-process caches of a brand's slowly changing data (settings, site info, the game catalogue),
 * each entry kept at most `ttlMs` and dropped at once when the brand's data changes through this
 * server (`changed`). Other instances hear of the change through the invalidation bus (Redis
 * pub/sub, lib/cache-bus.ts); a change made behind the server's back (SQL by hand, the settings
 * CLI without REDIS_URL) shows within ttlMs. ttlMs 0 turns caching off (the tests, which write
 * rows directly).
 */
export class BrandCaches {
  private readonly caches = new Set<BrandCache<unknown>>();
  private publish: ((merchantId: number) => Promise<void>) | undefined;

  constructor(readonly ttlMs: number) {}

  /** A cache of values per brand and key (a language, say), each loaded once while it is fresh. */
  create<V>(): BrandCache<V> {
    const cache = new BrandCache<V>(this.ttlMs);
    this.caches.add(cache as BrandCache<unknown>);
    return cache;
  }

  /** Sends this instance's invalidations to the others (lib/cache-bus.ts). */
  publishWith(publish: (merchantId: number) => Promise<void>): void {
    this.publish = publish;
  }

  /**
   * The brand's settings or catalogue changed (call it once the change committed): dropped here
   * at once, and on the other instances when the bus delivers it.
   */
  async changed(merchantId: number): Promise<void> {
    this.drop(merchantId);
    await this.publish?.(merchantId);
  }

  /** Drops one brand's entries, loads in flight included (an invalidation from here or another instance). */
  drop(merchantId: number): void {
    for (const cache of this.caches) cache.drop(merchantId);
  }

  /** Drops everything: the bus may have missed invalidations (Redis was away). */
  dropAll(): void {
    for (const cache of this.caches) cache.dropAll();
  }
}

interface Entry<V> {
  value: Promise<V>;
  expiresAt: number;
}

export class BrandCache<V> {
  private readonly entries = new Map<number, Map<string, Entry<V>>>();

  constructor(private readonly ttlMs: number) {}

  /**
   * The brand's value for `key`: the cached one while fresh, else `load()`. Callers arriving while
   * a load runs share it (one query for a burst of misses). An invalidation drops the load in
   * flight too, so callers after it never get a value read before the change. `validUntil` (epoch
   * ms, null: no such time) shortens a loaded value's life to when it stops being true.
   */
  get(merchantId: number, key: string, load: () => Promise<V>, validUntil?: (value: V) => number | null): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    let brand = this.entries.get(merchantId);
    const hit = brand?.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    const entry: Entry<V> = { value: load(), expiresAt: now + this.ttlMs };
    if (!brand) this.entries.set(merchantId, (brand = new Map()));
    brand.set(key, entry);
    // A value that turns stale at a known time (a vendor's maintenance ending) lives no longer.
    if (validUntil) {
      void entry.value.then(
        (value) => {
          const until = validUntil(value);
          if (until !== null) entry.expiresAt = Math.min(entry.expiresAt, until);
        },
        () => undefined,
      );
    }
    // A failed load is not kept: the next call tries again.
    entry.value.catch(() => {
      const current = this.entries.get(merchantId);
      if (current?.get(key) === entry) current.delete(key);
    });
    return entry.value;
  }

  drop(merchantId: number): void {
    this.entries.delete(merchantId);
  }

  dropAll(): void {
    this.entries.clear();
  }
}
