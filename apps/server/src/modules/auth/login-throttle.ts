import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { authFailures } from "../../db/schema";
import type { Settings } from "../system/settings";

/** How a try of a secret ended: right, wrong (with the count so far), or refused unchecked. */
export type Attempt =
  | { outcome: "OK" }
  | { outcome: "WRONG"; failures: number }
  | { outcome: "LOCKED"; lockedUntil: number; failures: number };

/** What `begin` decided about a try. */
interface TryOutcome {
  /** Epoch ms until which tries are refused, or null when this one may go on. */
  lockedUntil: number | null;
  /** The most tries counted on any key in the current window, this one included. */
  failures: number;
}

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

  /**
   * One try of a secret under the throttle: counted first (see `begin`), then `check` runs with
   * nothing locked or held, then the count is settled: a right secret clears the account's count,
   * a wrong one (or a check that throws) stays counted and may lock the keys.
   */
  async attempt(keys: string[], settings: Settings, check: () => Promise<boolean>): Promise<Attempt> {
    const begun = await this.begin(keys, settings);
    if (begun.lockedUntil !== null) return { outcome: "LOCKED", ...begun, lockedUntil: begun.lockedUntil };
    let right = false;
    try {
      right = await check();
    } finally {
      if (right) await this.succeeded(keys);
      else await this.failed(keys, settings);
    }
    return right ? { outcome: "OK" } : { outcome: "WRONG", failures: begun.failures };
  }

  /**
   * Counts a try on every key before its secret is checked, one statement per key, so that no
   * lock or connection is held while argon2 runs and tries sent together are still counted one
   * by one: of any number sent at once, at most the allowance is checked. The try is refused
   * (and its count given back) when a key is locked or the tries before it used up the
   * allowance. Settle an allowed try with `succeeded` or `failed`.
   */
  private async begin(keys: string[], settings: Settings, now = Date.now()): Promise<TryOutcome> {
    const counted = [];
    for (const key of keys) counted.push({ key, ...(await this.count(key, settings, now)) });
    const locked = counted.filter((c) => c.lockedUntil !== null && c.lockedUntil.getTime() > now);
    const exhausted = counted.some((c) => c.failures > settings.lockAfterFailures);
    if (locked.length > 0 || exhausted) {
      // A locked key was not counted (see count); the others give this try back.
      for (const c of counted) if (!locked.includes(c)) await this.giveBack(c.key);
      const until = Math.max(now + settings.lockMinutes * 60_000, ...locked.map((c) => c.lockedUntil!.getTime()));
      return { lockedUntil: until, failures: Math.max(...counted.map((c) => c.failures)) };
    }
    return { lockedUntil: null, failures: Math.max(...counted.map((c) => c.failures)) };
  }

  /** The try's secret was right: the account's count (the first key) is cleared, the others get the try back. */
  private async succeeded(keys: string[]): Promise<void> {
    const [account, ...others] = keys;
    await this.clear(account!);
    for (const key of others) await this.giveBack(key);
  }

  /** The try's secret was wrong: it stays counted, and a key locks once its count reaches the limit. */
  private async failed(keys: string[], settings: Settings, now = Date.now()): Promise<void> {
    for (const key of keys) await this.lockIfDue(key, settings, now);
  }

  /**
   * One more try for a key, starting a new window when the last one is over; a locked key is
   * not counted (retrying during a lock neither extends it nor moves its end).
   */
  private async count(key: string, settings: Settings, now: number) {
    const at = new Date(now);
    const windowStart = new Date(now - settings.lockMinutes * 60_000);
    const locked = sql`${authFailures.lockedUntil} is not null and ${authFailures.lockedUntil} > ${at}`;
    const [row] = await this.db
      .insert(authFailures)
      .values({ key, failures: 1, windowStartedAt: at })
      .onConflictDoUpdate({
        target: authFailures.key,
        set: {
          failures: sql`case when ${locked} then ${authFailures.failures}
            when ${authFailures.windowStartedAt} < ${windowStart} then 1 else ${authFailures.failures} + 1 end`,
          windowStartedAt: sql`case when ${locked} then ${authFailures.windowStartedAt}
            when ${authFailures.windowStartedAt} < ${windowStart} then ${at} else ${authFailures.windowStartedAt} end`,
        },
      })
      .returning({ failures: authFailures.failures, lockedUntil: authFailures.lockedUntil });
    return row!;
  }

  private async giveBack(key: string): Promise<void> {
    await this.db
      .update(authFailures)
      .set({ failures: sql`greatest(${authFailures.failures} - 1, 0)` })
      .where(eq(authFailures.key, key));
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
