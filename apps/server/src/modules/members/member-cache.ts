import type { Member } from "./repository";

/** Entries kept at most (memory): past it the oldest goes, whatever its age. */
const MAX_ENTRIES = 20_000;
/** Expired entries dropped per new one (oldest first), so members gone quiet do not pile up. */
const SWEEP_PER_LOAD = 2;

/**
 * The member rows that member calls read (auth/guard.ts), kept in the process for at most
 * `ttlMs` so a member's burst of calls reads its row once. A change through the server
 * (MemberRepository.update, or a service after a transaction that wrote the row) drops the
 * member's entry here at once and, through the invalidation bus (lib/cache-bus.ts, Redis
 * pub/sub), on the other instances; an instance whose subscription was cut drops everything
 * when it is back. A change behind the server's back (SQL by hand) shows within ttlMs.
 * ttlMs 0 turns caching off (the tests, which write rows directly).
 */
export class MemberCache {
  private readonly entries = new Map<number, { row: Promise<Member | undefined>; expiresAt: number }>();
  private publish: ((memberId: number) => Promise<void>) | undefined;

  constructor(private readonly ttlMs: number) {}

  /**
   * The member's row: the cached one while fresh, else `load()`. Callers arriving while a load
   * runs share it. A change drops the load in flight too, so a caller after the change never
   * gets a row read before it. An unknown member (undefined) is not kept.
   */
  get(memberId: number, load: () => Promise<Member | undefined>): Promise<Member | undefined> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(memberId);
    if (hit && hit.expiresAt > now) return hit.row;
    const entry = { row: load(), expiresAt: now + this.ttlMs };
    // Deleted first so the map's order stays oldest first.
    this.entries.delete(memberId);
    this.entries.set(memberId, entry);
    let swept = 0;
    for (const [id, old] of this.entries) {
      if (old.expiresAt > now || swept++ >= SWEEP_PER_LOAD) break;
      this.entries.delete(id);
    }
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    const forget = () => {
      if (this.entries.get(memberId) === entry) this.entries.delete(memberId);
    };
    entry.row.then((row) => row === undefined && forget(), forget);
    return entry.row;
  }

  /** Sends this instance's changes to the others (lib/cache-bus.ts). */
  publishWith(publish: (memberId: number) => Promise<void>): void {
    this.publish = publish;
  }

  /** The member's row changed (call it once the change committed): dropped here and on the others. */
  async changed(memberId: number): Promise<void> {
    this.drop(memberId);
    await this.publish?.(memberId);
  }

  drop(memberId: number): void {
    this.entries.delete(memberId);
  }

  dropAll(): void {
    this.entries.clear();
  }
}
