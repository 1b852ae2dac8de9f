import { eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { Repository } from "../../db/repository";
import { authFailures } from "../../db/schema";

export type TryCounter = typeof authFailures.$inferSelect;

/** Places on a key where none was taken for this long, by the database's clock. */
const staleSql = (placeLifetimeMs: number) =>
  sql<boolean>`(${authFailures.placedAt} is null or ${authFailures.placedAt} < now() - make_interval(secs => ${placeLifetimeMs / 1000}))`;

/** How a settled try changes a key's failures: one more, back to none, or as they are. */
export type FailureChange = "add" | "reset" | "keep";

/**
 * The counters of LoginThrottle (auth_failures), one row per key. Every statement is a single
 * atomic update, so tries at one key sent at once are counted one by one without a transaction.
 */
export class LoginThrottleRepository extends Repository<LoginThrottleRepository> {
  protected on(db: Db) {
    return new LoginThrottleRepository(db);
  }

  /**
   * The keys' counters, each with whether its places are stale (`placesStale`, by the database's
   * clock, as `take` decides it).
   */
  counters(keys: string[], placeLifetimeMs: number): Promise<(TryCounter & { placesStale: boolean })[]> {
    return this.db
      .select({ ...getTableColumns(authFailures), placesStale: staleSql(placeLifetimeMs) })
      .from(authFailures)
      .where(inArray(authFailures.key, keys));
  }

  /** Removes a key's counters (and lock): an operator's unlock (npm run operator -- --unlock). */
  async clear(key: string): Promise<void> {
    await this.db.delete(authFailures).where(eq(authFailures.key, key));
  }

  /**
   * One more try in flight on a key, starting a new window (failures and places) when the one
   * begun before `windowStart` is over. A locked key takes none: retrying during a lock neither
   * extends it nor restarts its window. With an `allowance` (the account's key), a try that
   * would put the failures and the tries in flight past it takes none either (`took` false: busy),
   * and changes nothing, so refused retries never keep places alive. Whether it took is whether the
   * upsert wrote the row (its condition), never read off a clock.
   * Places are counted afresh when none was taken for `placeLifetimeMs` by the database's clock
   * (the same for every instance): a try lasts seconds, and one that runs past half that is never
   * settled (LoginThrottle.attempt), so such places were left by a crash mid-try (a kill during
   * argon2) or by such a try, and must not refuse the member's next tries as busy for the rest of
   * the window.
   * Answers the key's counts after the change.
   */
  async take(key: string, at: Date, windowStart: Date, placeLifetimeMs: number, allowance?: number) {
    const locked = sql`(${authFailures.lockedUntil} is not null and ${authFailures.lockedUntil} > ${at})`;
    const expired = sql`(${authFailures.windowStartedAt} < ${windowStart})`;
    const afresh = sql`(${expired} or ${staleSql(placeLifetimeMs)})`;
    const failures = sql`(case when ${expired} then 0 else ${authFailures.failures} end)`;
    const pending = sql`(case when ${afresh} then 1 else ${authFailures.pending} + 1 end)`;
    const full = allowance === undefined ? sql`false` : sql`(${failures} + ${pending} > ${allowance})`;
    const counts = {
      failures: authFailures.failures,
      pending: authFailures.pending,
      lockedUntil: authFailures.lockedUntil,
    };
    const [row] = await this.db
      .insert(authFailures)
      .values({ key, failures: 0, pending: 1, placedAt: sql`now()`, windowStartedAt: at })
      .onConflictDoUpdate({
        target: authFailures.key,
        set: {
          pending,
          failures,
          placedAt: sql`now()`,
          windowStartedAt: sql`case when ${expired} then ${at} else ${authFailures.windowStartedAt} end`,
        },
        // Locked or full: the row is left as it is, and no row comes back.
        setWhere: sql`not (${locked} or ${full})`,
      })
      .returning(counts);
    if (row) return { ...row, took: true };
    // Nothing taken: the counts as they stand, for the answer (a lock's end, the failures).
    const [current] = await this.db.select(counts).from(authFailures).where(eq(authFailures.key, key));
    return { ...current!, took: false };
  }

  /** Gives back a try's place on a key, changing its failures as the try ended. */
  async release(key: string, failures: FailureChange = "keep"): Promise<void> {
    await this.db
      .update(authFailures)
      .set({
        pending: sql`greatest(${authFailures.pending} - 1, 0)`,
        ...(failures === "keep" ? {} : { failures: failures === "add" ? sql`${authFailures.failures} + 1` : sql`0` }),
      })
      .where(eq(authFailures.key, key));
  }

  /** Locks a key until `until` once it has `lockAfterFailures` failures and no lock live at `now`. */
  async lockIfDue(key: string, lockAfterFailures: number, now: Date, until: Date): Promise<void> {
    await this.db
      .update(authFailures)
      .set({ lockedUntil: until })
      .where(
        sql`${authFailures.key} = ${key} and ${authFailures.failures} >= ${lockAfterFailures}
            and (${authFailures.lockedUntil} is null or ${authFailures.lockedUntil} < ${now})`,
      );
  }
}
