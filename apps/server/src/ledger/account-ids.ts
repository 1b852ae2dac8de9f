import type { AccountKey } from "./accounts";

/**
 * Account ids already committed, by key, one cache per database handle (two apps in one process,
 * as in tests, never share one). An account row is never deleted and its key never changes, so
 * a committed id stays right for ever; an id is only added after the transaction that opened or
 * found it committed, so a rolled-back opening (a refused action) is never remembered. Finding
 * an account then costs no statement instead of an insert and a select.
 */
const caches = new WeakMap<object, Map<string, number>>();

/** Enough for every account of the members active at once; the oldest are forgotten first. */
const MAX_CACHED_ACCOUNTS = 200_000;

export function accountKeyText(key: AccountKey): string {
  return `${key.merchantId}|${key.ownerType}|${key.ownerId}|${key.kind}|${key.currency}`;
}

export function committedAccountIds(db: object): Map<string, number> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

/** Called after a commit with the accounts its transaction used. */
export function rememberCommitted(db: object, used: Map<string, number>): void {
  if (used.size === 0) return;
  const cache = committedAccountIds(db);
  for (const [key, id] of used) {
    if (cache.has(key)) continue;
    if (cache.size >= MAX_CACHED_ACCOUNTS) cache.delete(cache.keys().next().value!);
    cache.set(key, id);
  }
}
