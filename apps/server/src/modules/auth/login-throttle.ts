import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { authFailures } from "../../db/schema";
import type { Settings } from "../system/settings";

export interface ThrottleState {
  /** Failures counted in the current window, the most of any key. */
  failures: number;
  /** The captcha must accompany the next attempt. */
  captchaRequired: boolean;
  /** Epoch ms until which attempts are refused, or null. */
  lockedUntil: number | null;
}

/**
 * Failed-login counters per account name (known or not, so a lock does not reveal whether an
 * account exists) and per client address. After `captchaAfterFailures` the captcha is required;
 * after `lockAfterFailures` the key is locked for `lockMinutes`. A window of `lockMinutes`
 * without failures starts the count again; a successful login clears the account's count.
 */
export class LoginThrottle {
  constructor(private readonly db: Db) {}

  static keys(merchantId: number, account: string, ip: string): string[] {
    return [`account:${merchantId}:${account.trim().toLowerCase()}`, `ip:${ip}`];
  }

  /**
   * The keys of an operator login: their own namespace, so failures against the back office
   * and against member accounts never add up (nor unlock each other), even for one name or
   * address. The account key comes first, as in `keys`.
   */
  static operatorKeys(merchantId: number, username: string, ip: string): string[] {
    return [`operator:${merchantId}:${username.trim().toLowerCase()}`, `operator-ip:${ip}`];
  }

  async state(keys: string[], settings: Settings, now = Date.now()): Promise<ThrottleState> {
    const rows = await this.db.select().from(authFailures).where(inArray(authFailures.key, keys));
    const windowMs = settings.lockMinutes * 60_000;
    let failures = 0;
    let lockedUntil: number | null = null;
    for (const row of rows) {
      const locked = row.lockedUntil?.getTime() ?? 0;
      if (locked > now) lockedUntil = Math.max(lockedUntil ?? 0, locked);
      if (row.windowStartedAt.getTime() + windowMs > now) failures = Math.max(failures, row.failures);
    }
    return { failures, captchaRequired: failures >= settings.captchaAfterFailures, lockedUntil };
  }

  /** Counts a failure on every key, in one statement per key (safe under concurrent attempts). */
  async recordFailure(keys: string[], settings: Settings, now = Date.now()): Promise<ThrottleState> {
    for (const key of keys) {
      await this.count(key, settings, now);
      await this.lockIfDue(key, settings, now);
    }
    return this.state(keys, settings, now);
  }

  /**
   * Counts a try before its secret is checked, in one statement, so that no lock or connection
   * is held while argon2 runs and tries sent together are still counted one by one. The try may
   * go on unless the key is locked or the tries before it have used up the allowance; a try
   * whose secret turns out right clears the key, a wrong one stays counted (`confirmFailure`).
   */
  async reserveTry(key: string, settings: Settings, now = Date.now()): Promise<{ lockedUntil: number | null }> {
    const { failures, lockedUntil } = await this.count(key, settings, now);
    if (lockedUntil && lockedUntil.getTime() > now) return { lockedUntil: lockedUntil.getTime() };
    if (failures > settings.lockAfterFailures) return { lockedUntil: now + settings.lockMinutes * 60_000 };
    return { lockedUntil: null };
  }

  /** A reserved try that failed: the key locks once its count reaches the limit. */
  async confirmFailure(key: string, settings: Settings, now = Date.now()): Promise<void> {
    await this.lockIfDue(key, settings, now);
  }

  /** One more failure for a key, starting a new window when the last one is over. */
  private async count(key: string, settings: Settings, now: number) {
    const windowStart = new Date(now - settings.lockMinutes * 60_000);
    const [row] = await this.db
      .insert(authFailures)
      .values({ key, failures: 1, windowStartedAt: new Date(now) })
      .onConflictDoUpdate({
        target: authFailures.key,
        set: {
          failures: sql`case when ${authFailures.windowStartedAt} < ${windowStart} then 1 else ${authFailures.failures} + 1 end`,
          windowStartedAt: sql`case when ${authFailures.windowStartedAt} < ${windowStart} then ${new Date(now)} else ${authFailures.windowStartedAt} end`,
        },
      })
      .returning({ failures: authFailures.failures, lockedUntil: authFailures.lockedUntil });
    return row!;
  }

  private async lockIfDue(key: string, settings: Settings, now: number): Promise<void> {
    await this.db
      .update(authFailures)
      .set({ lockedUntil: new Date(now + settings.lockMinutes * 60_000) })
      .where(
        sql`${authFailures.key} = ${key} and ${authFailures.failures} >= ${settings.lockAfterFailures}
            and (${authFailures.lockedUntil} is null or ${authFailures.lockedUntil} < ${new Date(now)})`,
      );
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(authFailures).where(eq(authFailures.key, key));
  }
}
