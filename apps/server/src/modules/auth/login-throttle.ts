import type { Settings } from "../system/settings";
import type { LoginThrottleRepository } from "./login-throttle-repository";
import { addressGroup } from "../../lib/address-group";

/**
 * How a try of a secret ended: right; wrong (with the failures now counted); refused unchecked
 * because a key is locked (until the stored end), because the account's allowance is taken by
 * tries in flight (BUSY: nothing is locked), or because `admit` said no (NOT_ADMITTED: the
 * caller's own condition, e.g. a captcha now needed).
 */
export type Attempt =
  | { outcome: "OK" }
  | { outcome: "WRONG"; failures: number }
  | { outcome: "LOCKED"; lockedUntil: number; failures: number }
  | { outcome: "BUSY"; failures: number }
  | { outcome: "NOT_ADMITTED" };

/** What a try saw when it was counted, before its own secret was checked. */
export interface TryCounts {
  /** Wrong tries settled in the current window, the most of any key. */
  failures: number;
  /** Other tries of the same account (the first key) in flight at this moment. */
  accountInFlight: number;
}

/**
 * How long a try can hold its place: a try's check is one argon2 verification (well under a
 * second, seconds on a loaded server). Places on a key where no try took one for this long are
 * counted afresh (the repository's take, by the database's clock). A try whose check runs past
 * half of it (OUTLIVED_MS: the other half is margin for the settling statement and the clocks) is
 * never settled: answered BUSY, its secret neither counted right nor wrong, its place left. So
 * no place counted afresh belongs to a try still in flight, and none is given back twice.
 */
export const PLACE_LIFETIME_MS = 2 * 60_000;
const OUTLIVED_MS = PLACE_LIFETIME_MS / 2;

/** kept: a right first step (clearOnRight false), settled without clearing. */
type Settlement = "right" | "kept" | "wrong" | "withdrawn";

/**
 * Counters of tries of a secret per key: an account name (known or not, so a lock does not
 * reveal whether an account exists) and a client address, or a member's payment password.
 * After `lockAfterFailures` wrong tries a key is locked for `lockMinutes`; a window of
 * `lockMinutes` starts the count again. Each try holds a place (`pending`) from before its
 * secret is checked until it is settled, so tries at one account sent at once are counted one
 * by one and never get more checks than the allowance, while nothing is locked or held during
 * argon2. Only wrong tries count as failures: members logging in rightly from one address lock
 * nothing.
 */
export class LoginThrottle {
  constructor(private readonly repo: LoginThrottleRepository) {}

  static keys(merchantId: number, account: string, ip: string): string[] {
    return [`account:${merchantId}:${account.trim().toLowerCase()}`, `ip:${addressGroup(ip)}`];
  }

  /**
   * The keys of an operator login: their own namespace, so failures against the back office
   * and against member accounts never add up (nor unlock each other), even for one name or
   * address. The account key comes first, as in `keys`.
   */
  static operatorKeys(merchantId: number, username: string, ip: string): string[] {
    return [`operator:${merchantId}:${username.trim().toLowerCase()}`, `operator-ip:${addressGroup(ip)}`];
  }

  /**
   * What a try would see now, before it is counted: the settled failures, the tries of the
   * account in flight and the lock's end, if any. Callers decide what to ask first (the
   * captcha) from it, so that tries refused for that never hold a place.
   */
  async peek(
    keys: string[],
    settings: Settings,
    now = Date.now(),
  ): Promise<TryCounts & { lockedUntil: number | null }> {
    const rows = await this.repo.counters(keys, PLACE_LIFETIME_MS);
    const windowMs = settings.lockMinutes * 60_000;
    const current = rows.filter((row) => row.windowStartedAt.getTime() + windowMs > now);
    const account = current.find((row) => row.key === keys[0]);
    const locks = rows.map((row) => row.lockedUntil?.getTime() ?? 0).filter((until) => until > now);
    return {
      failures: Math.max(0, ...current.map((row) => row.failures)),
      // Places past their lifetime (PLACE_LIFETIME_MS) were left by a crash or an outlived try: none in flight.
      accountInFlight: account && !account.placesStale ? account.pending : 0,
      lockedUntil: locks.length > 0 ? Math.max(...locks) : null,
    };
  }

  /**
   * One try of a secret: counted first, then `check` runs with nothing locked or held, then the
   * try is settled: a right secret clears the account's failures, a wrong one is a failure and
   * may lock the keys. `admit`, given what the try saw once counted, may still turn it away
   * (its place is given back at once). A check that throws withdraws the try uncounted.
   */
  async attempt(
    keys: string[],
    settings: Settings,
    check: () => Promise<boolean>,
    admit: (counts: TryCounts) => boolean = () => true,
    /**
     * False when a right secret is only a first step (an operator's password before the second
     * factor): it then clears nothing, so right passwords between wrong codes cannot keep the
     * lock away.
     */
    clearOnRight = true,
  ): Promise<Attempt> {
    const now = Date.now();
    const begun = await this.begin(keys, settings, now);
    if (!("accountInFlight" in begun)) return begun;
    if (!admit(begun)) {
      await this.settle(keys, settings, "withdrawn", now);
      return { outcome: "NOT_ADMITTED" };
    }
    // Outlived (OUTLIVED_MS): the places may be counted afresh before it settles, and then this try
    // is not among them. Giving its place back would take another try's; counting its secret would
    // be a guess past the allowance. Its place stays until the next fresh count. (A check with side
    // effects, such as an operator's second factor, has made them all the same: a known limit of
    // a check that takes a minute.)
    const outlived = () => Date.now() - now > OUTLIVED_MS;
    let right: boolean;
    try {
      right = await check();
    } catch (error) {
      if (!outlived()) await this.settle(keys, settings, "withdrawn", now);
      throw error;
    }
    if (outlived()) return { outcome: "BUSY", failures: begun.failures };
    await this.settle(keys, settings, right ? (clearOnRight ? "right" : "kept") : "wrong", now);
    return right ? { outcome: "OK" } : { outcome: "WRONG", failures: begun.failures + 1 };
  }

  /**
   * Takes a place for the try on every key. Refused when a key is locked, or when the account's
   * failures and tries in flight (this one included) would pass the allowance (the account's key
   * then takes none): then every place taken is given back.
   */
  private async begin(
    keys: string[],
    settings: Settings,
    now: number,
  ): Promise<TryCounts | Extract<Attempt, { outcome: "LOCKED" | "BUSY" }>> {
    const taken = [];
    const windowStart = new Date(now - settings.lockMinutes * 60_000);
    // A locked key takes no place; a key whose window is over starts a new one (the repository's
    // take). The account's allowance counts its tries in flight: guesses at one account sent at
    // once are checked one by one. An address's does not (members behind one address log in at
    // once); it locks on its settled failures, and the per-address rate limit bounds a burst.
    for (const [index, key] of keys.entries()) {
      const allowance = index === 0 ? settings.lockAfterFailures : undefined;
      taken.push({ key, ...(await this.repo.take(key, new Date(now), windowStart, PLACE_LIFETIME_MS, allowance)) });
    }
    const failures = Math.max(...taken.map((t) => t.failures));
    const locked = taken.filter((t) => t.lockedUntil !== null && t.lockedUntil.getTime() > now);
    const account = taken[0]!;
    if (locked.length === 0 && account.took) return { failures, accountInFlight: account.pending - 1 };
    await this.giveBack(taken.filter((t) => t.took).map((t) => t.key));
    if (locked.length === 0) return { outcome: "BUSY", failures };
    return { outcome: "LOCKED", lockedUntil: Math.max(...locked.map((t) => t.lockedUntil!.getTime())), failures };
  }

  /**
   * Ends a try on every key: a right one clears the account's failures, a wrong one is one more.
   * Every key is settled even when one statement fails (a lost connection): a place not given
   * back would shrink the allowance until it is counted afresh (PLACE_LIFETIME_MS). Such a failure is not the caller's
   * answer; the first one is rethrown after all keys were tried, unless the caller is already
   * answering another error.
   */
  private async settle(keys: string[], settings: Settings, how: Settlement, now: number): Promise<void> {
    let failed: unknown;
    for (const [index, key] of keys.entries()) {
      const failures = how === "wrong" ? "add" : how === "right" && index === 0 ? "reset" : "keep";
      try {
        await this.repo.release(key, failures);
        if (how === "wrong") {
          const until = new Date(now + settings.lockMinutes * 60_000);
          await this.repo.lockIfDue(key, settings.lockAfterFailures, new Date(now), until);
        }
      } catch (error) {
        failed ??= error;
      }
    }
    if (failed !== undefined && how !== "withdrawn") throw failed;
  }

  /** Gives back the places of a refused try (every key, even when one statement fails). */
  private async giveBack(keys: string[]): Promise<void> {
    let failed: unknown;
    for (const key of keys) {
      try {
        await this.repo.release(key);
      } catch (error) {
        failed ??= error;
      }
    }
    if (failed !== undefined) throw failed;
  }
}
