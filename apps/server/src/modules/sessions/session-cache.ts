import type { Redis } from "ioredis";

/** What a session lookup needs, cached between requests. Dates as epoch ms. */
export interface CachedSession {
  memberId: number;
  expiresAt: number;
  lastSeenAt: number;
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
