import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sessions } from "../../db/schema";
import type { Settings } from "../system/settings";
import type { CachedSession, SessionCache } from "./session-cache";

/** 256 random bits per token; only its SHA-256 is stored. */
const TOKEN_BYTES = 32;
/** lastSeenAt is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;
const CACHE_TTL_S = 60;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

export function sessionPolicy(settings: Settings): SessionPolicy {
  return { idleMs: settings.sessionIdleMinutes * 60_000, absoluteMs: settings.sessionAbsoluteHours * 3_600_000 };
}

export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly cache?: SessionCache,
  ) {}

  /** A new token for a member (every login gets a fresh one: tokens rotate at login). */
  async create(memberId: number, origin: string, ip: string, policy: SessionPolicy): Promise<string> {
    const token = randomBytes(TOKEN_BYTES).toString("base64url");
    await this.db.insert(sessions).values({
      tokenHash: hashToken(token),
      memberId,
      origin,
      ip,
      expiresAt: new Date(Date.now() + policy.absoluteMs),
    });
    return token;
  }

  /** The member id behind a token, or null when unknown, revoked, idle too long or expired. */
  async resolve(token: string, policy: SessionPolicy): Promise<{ memberId: number; tokenHash: string } | null> {
    const tokenHash = hashToken(token);
    const now = Date.now();
    let session: CachedSession | null = (await this.cache?.get(tokenHash)) ?? null;
    if (!session) {
      const [row] = await this.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
      if (!row) return null;
      session = {
        memberId: row.memberId,
        expiresAt: row.expiresAt.getTime(),
        lastSeenAt: row.lastSeenAt.getTime(),
      };
    }
    if (session.expiresAt <= now || session.lastSeenAt + policy.idleMs <= now) return null;
    if (now - session.lastSeenAt >= TOUCH_INTERVAL_MS) {
      session.lastSeenAt = now;
      await this.db
        .update(sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(sessions.tokenHash, tokenHash));
    }
    await this.cache?.set(tokenHash, session, Math.min(CACHE_TTL_S, Math.ceil((session.expiresAt - now) / 1000)));
    return { memberId: session.memberId, tokenHash };
  }

  async revoke(tokenHash: string): Promise<void> {
    await this.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.tokenHash, tokenHash));
    await this.cache?.delete([tokenHash]);
  }

  /** Revokes every session of a member, except `keep` (the one changing the password). */
  async revokeAll(memberId: number, keep?: string): Promise<void> {
    const revoked = await this.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(sessions.memberId, memberId),
          isNull(sessions.revokedAt),
          keep ? ne(sessions.tokenHash, keep) : undefined,
        ),
      )
      .returning({ tokenHash: sessions.tokenHash });
    await this.cache?.delete(revoked.map((r) => r.tokenHash));
  }
}
