import { hash, randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { RedisLink } from "../../lib/redis";
import { brandDayStart } from "../money/amounts";
import type { Settings } from "../system/settings";
import type { VendorSessionRepository } from "../vendor-api/sessions-repository";
import type { SessionRepository } from "./repository";
import type { CachedSession, Revocation, SessionCache } from "./session-cache";

/** 256 random bits per token; only its SHA-256 is stored. */
const TOKEN_BYTES = 32;
/** lastSeenAt is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;
const CACHE_TTL_S = 60;
/**
 * How long a revocation's mark matters when it could not be set: a cache entry written before
 * the revocation (or by a request that read the row just before it) lives at most CACHE_TTL_S
 * after its write, so twice that is plenty. At most MAX_UNMARKED are kept (memory).
 */
const UNMARKED_KEEP_MS = 2 * CACHE_TTL_S * 1000;
const MAX_UNMARKED = 100_000;
/** A mark refused while the link stayed up (Redis answered an error) is tried again after this. */
const MARK_RETRY_MS = 5_000;

/** One-shot hashing (crypto.hash): no Hash object per call, on every request's session lookup. */
export function hashToken(token: string): string {
  return hash("sha256", token, "base64url");
}

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

export function sessionPolicy(settings: Settings): SessionPolicy {
  return { idleMs: settings.sessionIdleMinutes * 60_000, absoluteMs: settings.sessionAbsoluteHours * 3_600_000 };
}

/**
 * The session cache: in Redis (REDIS_URL) with the link it lives on, shared by every instance;
 * else in this process (LocalSessionCache, no link). Absent, sessions are read from the database.
 */
export interface SessionCacheLink {
  cache: SessionCache;
  redis?: RedisLink;
}

/**
 * Member sessions: the database is the truth; a cache (Redis shared by the instances, else this
 * process's own) keeps rows between requests. Revocation wins every race: the database row is
 * revoked first, then the cache is marked (see SessionCache), and every touch re-checks the row.
 * When Redis is away, lookups go to the database, and revocations that could not be marked are
 * marked when Redis is back. No local cache sits in front of Redis: an instance could not learn
 * of another's revocation before its next call, which must already be refused.
 */
export class SessionService {
  /**
   * Revocations whose mark could not be set, by token hash, with when they were made. This
   * instance refuses them from its cache meanwhile; the marks are set when Redis is ready, or
   * retried while it answers errors, for as long as a cached entry could still matter.
   */
  private readonly unmarked = new Map<string, { revocation: Revocation; at: number }>();
  private retry: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly repo: SessionRepository,
    private readonly vendorSessions: VendorSessionRepository,
    private readonly cached?: SessionCacheLink,
    private readonly log?: FastifyBaseLogger,
  ) {
    cached?.redis?.onReady(() => void this.markUnmarked());
  }

  /** The cache may be used now: the local one always, Redis while its link is up. */
  private cacheAvailable(): boolean {
    return this.cached !== undefined && (this.cached.redis?.available ?? true);
  }

  /** A new token for a member (every login gets a fresh one: tokens rotate at login). */
  async create(memberId: number, origin: string, ip: string, policy: SessionPolicy, deviceId = ""): Promise<string> {
    const token = randomBytes(TOKEN_BYTES).toString("base64url");
    // Every time of the session from this process's clock, the one its idle, lifetime and
    // session-limit checks read (not the database's now(), which may differ).
    const now = new Date();
    await this.repo.insert({
      tokenHash: hashToken(token),
      memberId,
      origin,
      ip,
      deviceId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + policy.absoluteMs),
    });
    return token;
  }

  /**
   * The member id behind a token, or null when unknown, revoked, idle too long or expired. A use
   * of the session (a request) extends it (`extend`, the default): lastSeenAt is written, at most
   * once a TOUCH_INTERVAL_MS. `extend: false` only checks it (a push delivered to the member's
   * socket is no use by the member): nothing is written, and the idle time keeps running; the row
   * is still read again at most once a TOUCH_INTERVAL_MS, as a touch would, so a revocation this
   * instance's cache never heard of ends the session as soon (that read is not cached).
   */
  async resolve(
    token: string,
    policy: SessionPolicy,
    { extend = true }: { extend?: boolean } = {},
  ): Promise<{ memberId: number; tokenHash: string } | null> {
    const tokenHash = hashToken(token);
    const now = Date.now();
    const hit = await this.fromCache(tokenHash);
    if (hit === "revoked") return null;
    let session = hit;
    let store = false;
    if (!session) {
      const row = await this.repo.findUnrevoked(tokenHash);
      if (!row) return null;
      session = sessionOf(row, now);
      store = true;
    }
    if (session.expiresAt <= now || session.lastSeenAt + policy.idleMs <= now) return null;
    if (!extend) {
      if (now - (session.checkedAt ?? session.lastSeenAt) >= TOUCH_INTERVAL_MS) {
        const row = await this.repo.findUnrevoked(tokenHash);
        if (!row) {
          await this.markRevoked([{ tokenHash, ttlSeconds: secondsUntil(session.expiresAt, now) }]);
          return null;
        }
        // The row's lastSeenAt: a use by another request meanwhile counts, and none is added. The
        // row decides this call only, and is not written back: a touch (another instance) may
        // have cached a later lastSeenAt since it was read, which a plain set would overwrite.
        session = sessionOf(row, now);
        if (session.expiresAt <= now || session.lastSeenAt + policy.idleMs <= now) return null;
      }
    } else if (now - session.lastSeenAt >= TOUCH_INTERVAL_MS) {
      // The touch re-reads the row: a revocation this instance's cache never heard of (Redis was
      // away for the revoking instance) ends the session here, at the latest one interval later.
      if (!(await this.repo.touch(tokenHash, new Date(now), brandDayStart(new Date(now))))) {
        await this.markRevoked([{ tokenHash, ttlSeconds: secondsUntil(session.expiresAt, now) }]);
        return null;
      }
      session = { ...session, lastSeenAt: now, checkedAt: now };
      store = true;
    }
    // Only a session read from the database on a miss or touched is written back, and never over a
    // revocation mark: a request that read the session just before a revocation cannot revive it.
    if (store) await this.toCache(tokenHash, session, Math.min(CACHE_TTL_S, secondsUntil(session.expiresAt, now)));
    return { memberId: session.memberId, tokenHash };
  }

  /** Ends one session (logout) and the game sessions launched from it. */
  async revoke(tokenHash: string): Promise<void> {
    const revoked = await this.repo.revoke(tokenHash);
    await this.markRevoked(revoked.map(revocationOf));
    const [row] = revoked;
    if (row) await this.vendorSessions.endSessions({ memberId: row.memberId, memberSession: tokenHash });
  }

  /**
   * Ends every session of a member, except `keep` (the one changing the password), and every
   * game session of the member.
   */
  async revokeAll(memberId: number, keep?: string): Promise<void> {
    const revoked = await this.repo.revokeAll(memberId, keep);
    await this.markRevoked(revoked.map(revocationOf));
    await this.vendorSessions.endSessions({ memberId });
  }

  private async fromCache(tokenHash: string): Promise<CachedSession | "revoked" | null> {
    if (!this.cached || !this.cacheAvailable()) return null;
    if (this.unmarked.has(tokenHash)) return "revoked";
    try {
      return await this.cached.cache.get(tokenHash);
    } catch (error) {
      // Redis went away or stopped answering: the database answers, and the link stays
      // unavailable (no write-back, no further tries) until Redis is ready again.
      this.cached.redis?.failed(error);
      return null;
    }
  }

  private async toCache(tokenHash: string, session: CachedSession, ttlSeconds: number): Promise<void> {
    if (!this.cached || !this.cacheAvailable()) return;
    try {
      await this.cached.cache.set(tokenHash, session, ttlSeconds);
    } catch (error) {
      // Not cached this time; the next request reads the database again.
      this.cached.redis?.failed(error);
    }
  }

  private markRevoked(revocations: Revocation[]): Promise<void> {
    const at = Date.now();
    return this.mark(revocations.map((revocation) => ({ revocation, at })));
  }

  /** Sets revocation marks; those Redis does not take are kept (with when they were made). */
  private async mark(entries: { revocation: Revocation; at: number }[]): Promise<void> {
    if (!this.cached || entries.length === 0) return;
    try {
      if (!this.cacheAvailable()) throw new Error("Redis unavailable");
      await this.cached.cache.revoke(entries.map((e) => e.revocation));
      for (const { revocation } of entries) this.unmarked.delete(revocation.tokenHash);
    } catch (error) {
      // The database already refuses the tokens, and so does this instance's cache lookup (see
      // fromCache); other instances read the database while Redis is away, and otherwise may
      // believe an entry cached before the revocation until its TTL (at most CACHE_TTL_S) or
      // the next touch re-reads the row. The marks are set as soon as Redis takes them.
      this.cached.redis?.failed(error);
      for (const entry of entries) this.unmarked.set(entry.revocation.tokenHash, entry);
      for (const tokenHash of this.unmarked.keys()) {
        if (this.unmarked.size <= MAX_UNMARKED) break;
        this.unmarked.delete(tokenHash);
      }
      this.log?.warn({ count: entries.length }, "session revocations kept until Redis takes them");
      // Redis may have answered an error and stayed up: no ready event will come to retry them.
      if (this.cached.redis?.available && !this.closed) {
        this.retry ??= setTimeout(() => {
          this.retry = undefined;
          void this.markUnmarked();
        }, MARK_RETRY_MS).unref();
      }
    }
  }

  /** Sets the marks kept, but only those that can still matter (UNMARKED_KEEP_MS). */
  private async markUnmarked(): Promise<void> {
    if (this.closed) return;
    const now = Date.now();
    for (const [tokenHash, { at }] of this.unmarked) {
      if (now - at >= UNMARKED_KEEP_MS) this.unmarked.delete(tokenHash);
    }
    await this.mark([...this.unmarked.values()]);
  }

  /** Stops retrying marks (the app is closing). */
  close(): void {
    this.closed = true;
    clearTimeout(this.retry);
  }
}

/** A session row as cached, read (checked for a revocation) at `now`. */
function sessionOf(row: { memberId: number; expiresAt: Date; lastSeenAt: Date }, now: number): CachedSession {
  return {
    memberId: row.memberId,
    expiresAt: row.expiresAt.getTime(),
    lastSeenAt: row.lastSeenAt.getTime(),
    checkedAt: now,
  };
}

function secondsUntil(epochMs: number, now: number): number {
  return Math.max(1, Math.ceil((epochMs - now) / 1000));
}

/** The mark outlives the session itself: after that, the session's own expiry refuses it. */
function revocationOf(row: { tokenHash: string; expiresAt: Date }): Revocation {
  return {
    tokenHash: row.tokenHash,
    ttlSeconds: Math.max(CACHE_TTL_S, secondsUntil(row.expiresAt.getTime(), Date.now())),
  };
}
