import type { Redis } from "ioredis";

/** What a session lookup needs, cached between requests. Dates as epoch ms. */
export interface CachedSession {
  memberId: number;
  expiresAt: number;
  lastSeenAt: number;
}

/**
 * Optional cache of session rows in front of the database (REDIS_URL). Revocation deletes the
 * entry, so a revoked token fails on every instance at once; entries also expire by TTL.
 */
export interface SessionCache {
  get(tokenHash: string): Promise<CachedSession | null>;
  set(tokenHash: string, session: CachedSession, ttlSeconds: number): Promise<void>;
  delete(tokenHashes: string[]): Promise<void>;
}

export class RedisSessionCache implements SessionCache {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
  ) {}

  private key(tokenHash: string) {
    return `${this.keyPrefix}session:${tokenHash}`;
  }

  async get(tokenHash: string): Promise<CachedSession | null> {
    const raw = await this.redis.get(this.key(tokenHash));
    return raw ? (JSON.parse(raw) as CachedSession) : null;
  }

  async set(tokenHash: string, session: CachedSession, ttlSeconds: number): Promise<void> {
    await this.redis.set(this.key(tokenHash), JSON.stringify(session), "EX", Math.max(1, ttlSeconds));
  }

  async delete(tokenHashes: string[]): Promise<void> {
    if (tokenHashes.length > 0) await this.redis.del(...tokenHashes.map((h) => this.key(h)));
  }
}
