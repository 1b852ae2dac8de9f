import type { Redis } from "ioredis";

/** What a session lookup needs, cached between requests. Dates as epoch ms. */
export interface CachedSession {
  memberId: number;
  expiresAt: number;
  lastSeenAt: number;
  /** When its row was last read from the database (a revocation checked); absent in entries written before it was kept. */
  checkedAt?: number;
}

/** A revoked token, and how long its mark must outlive it (until the session would have expired). */
export interface Revocation {
  tokenHash: string;
  ttlSeconds: number;
}

/**
 * Optional cache of session rows in front of the database (REDIS_URL). Revocation must win
 * every race with requests using the token at that moment, on every instance: a revocation
 * leaves a mark that every read checks and that no write can pass, so an entry written back by
 * a request that read the session just before the revocation is never believed again.
 * Methods throw when Redis is away; the caller falls back to the database.
 */
export interface SessionCache {
  /** The cached session, "revoked" when the token carries a revocation mark, or null on a miss. */
  get(tokenHash: string): Promise<CachedSession | "revoked" | null>;
  /** Stores the session, unless the token was revoked meanwhile (checked atomically). */
  set(tokenHash: string, session: CachedSession, ttlSeconds: number): Promise<void>;
  /** Marks the tokens revoked and drops their entries, atomically per token. */
  revoke(revocations: Revocation[]): Promise<void>;
}

const SET_UNLESS_REVOKED = `
if redis.call('EXISTS', KEYS[2]) == 1 then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
return 1`;

const MARK_REVOKED = `
redis.call('SET', KEYS[2], '1', 'EX', ARGV[1])
redis.call('DEL', KEYS[1])
return 1`;

type ScriptedRedis = Redis & {
  sessionSetUnlessRevoked(entry: string, mark: string, value: string, ttl: number): Promise<number>;
  sessionMarkRevoked(entry: string, mark: string, ttl: number): Promise<number>;
};

export class RedisSessionCache implements SessionCache {
  private readonly redis: ScriptedRedis;

  constructor(
    redis: Redis,
    private readonly keyPrefix: string,
  ) {
    redis.defineCommand("sessionSetUnlessRevoked", { numberOfKeys: 2, lua: SET_UNLESS_REVOKED });
    redis.defineCommand("sessionMarkRevoked", { numberOfKeys: 2, lua: MARK_REVOKED });
    this.redis = redis as ScriptedRedis;
  }

  // The {hash tag} keeps a token's two keys in one slot, as scripts on a Redis Cluster need.
  private entry(tokenHash: string) {
    return `${this.keyPrefix}session:{${tokenHash}}`;
  }

  private mark(tokenHash: string) {
    return `${this.keyPrefix}session-revoked:{${tokenHash}}`;
  }

  async get(tokenHash: string): Promise<CachedSession | "revoked" | null> {
    const [raw, revoked] = await this.redis.mget(this.entry(tokenHash), this.mark(tokenHash));
    if (revoked) return "revoked";
    return raw ? (JSON.parse(raw) as CachedSession) : null;
  }

  async set(tokenHash: string, session: CachedSession, ttlSeconds: number): Promise<void> {
    await this.redis.sessionSetUnlessRevoked(
      this.entry(tokenHash),
      this.mark(tokenHash),
      JSON.stringify(session),
      Math.max(1, ttlSeconds),
    );
  }

  async revoke(revocations: Revocation[]): Promise<void> {
    if (revocations.length === 0) return;
    const pipeline = this.redis.pipeline();
    for (const { tokenHash, ttlSeconds } of revocations) {
      (pipeline as unknown as ScriptedRedis).sessionMarkRevoked(
        this.entry(tokenHash),
        this.mark(tokenHash),
        Math.max(1, ttlSeconds),
      );
    }
    const results = await pipeline.exec();
    const failed = results?.find(([error]) => error);
    if (failed) throw failed[0];
  }
}

/**
 * A local mark must outlive only what it guards against: entries written before the revocation
 * (at most CACHE_TTL_S old) and write-backs by requests that read the row just before it (within
 * the database's acquire timeout). Ten minutes covers both with room; after it the database
 * refuses the token as it always does.
 */
const LOCAL_MARK_MAX_S = 600;
/** Entries kept at most (oldest write dropped first); a dropped entry only costs a database read. */
const LOCAL_MAX_ENTRIES = 100_000;
/** Expired entries and marks are swept every this many writes. */
const LOCAL_SWEEP_EVERY = 1024;

/**
 * The session cache in this process, when no Redis is configured: the same contract as the Redis
 * cache (a revocation's mark refuses the entry and every later write-back), kept in maps. Each
 * method runs to completion before any other (one event loop), as the Redis scripts do. It
 * serves this instance only: instances sharing a database without Redis each learn of another's
 * revocation at their next touch of the row (SessionService), as before with no cache.
 */
export class LocalSessionCache implements SessionCache {
  private readonly entries = new Map<string, { session: CachedSession; expiresAt: number }>();
  private readonly marks = new Map<string, number>();
  private writes = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async get(tokenHash: string): Promise<CachedSession | "revoked" | null> {
    const now = this.now();
    const mark = this.marks.get(tokenHash);
    if (mark !== undefined && mark > now) return "revoked";
    const entry = this.entries.get(tokenHash);
    if (!entry || entry.expiresAt <= now) return null;
    return entry.session;
  }

  async set(tokenHash: string, session: CachedSession, ttlSeconds: number): Promise<void> {
    const now = this.now();
    const mark = this.marks.get(tokenHash);
    if (mark !== undefined && mark > now) return;
    // Re-inserted at the end: the map's order is the order of writes, oldest first.
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, { session, expiresAt: now + Math.max(1, ttlSeconds) * 1000 });
    if (this.entries.size > LOCAL_MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    if (++this.writes % LOCAL_SWEEP_EVERY === 0) this.sweep(now);
  }

  async revoke(revocations: Revocation[]): Promise<void> {
    const now = this.now();
    for (const { tokenHash, ttlSeconds } of revocations) {
      this.marks.set(tokenHash, now + Math.min(Math.max(1, ttlSeconds), LOCAL_MARK_MAX_S) * 1000);
      this.entries.delete(tokenHash);
    }
  }

  private sweep(now: number): void {
    for (const [tokenHash, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(tokenHash);
    for (const [tokenHash, expiresAt] of this.marks) if (expiresAt <= now) this.marks.delete(tokenHash);
  }
}
