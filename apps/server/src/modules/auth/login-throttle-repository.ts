import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { Repository } from "../../db/repository";
import { authFailures } from "../../db/schema";

export type TryCounter = typeof authFailures.$inferSelect;

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

  counters(keys: string[]): Promise<TryCounter[]> {
    return this.db.select().from(authFailures).where(inArray(authFailures.key, keys));
  }

  /** Removes a key's counters (and lock): an operator's unlock (npm run operator -- --unlock). */
  async clear(key: string): Promise<void> {
    await this.db.delete(authFailures).where(eq(authFailures.key, key));
  }

  /**
   * One more try in flight on a key, starting a new window (failures and places) when the one
   * begun before `windowStart` is over. A locked key takes none: retrying during a lock neither
   * extends it nor restarts its window. Places are counted afresh when none was taken since
   * `placesStaleBefore`: a try lasts seconds, so such places were left by a crash mid-try (a
   * kill during argon2) and must not refuse the member's next tries as "busy". Answers the
   * key's counts after the change.
   */
  async take(key: string, at: Date, windowStart: Date, placesStaleBefore: Date) {
    const locked = sql`${authFailures.lockedUntil} is not null and ${authFailures.lockedUntil} > ${at}`;
    const expired = sql`${authFailures.windowStartedAt} < ${windowStart}`;
    const stale = sql`${authFailures.placedAt} is null or ${authFailures.placedAt} < ${placesStaleBefore}`;
    const [row] = await this.db
      .insert(authFailures)
      .values({ key, failures: 0, pending: 1, placedAt: at, windowStartedAt: at })
      .onConflictDoUpdate({
        target: authFailures.key,
        set: {
          pending: sql`case when ${locked} then ${authFailures.pending} when ${expired} or ${stale} then 1 else ${authFailures.pending} + 1 end`,
          failures: sql`case when ${locked} then ${authFailures.failures} when ${expired} then 0 else ${authFailures.failures} end`,
          placedAt: sql`case when ${locked} then ${authFailures.placedAt} else ${at} end`,
          windowStartedAt: sql`case when ${locked} or not ${expired} then ${authFailures.windowStartedAt} else ${at} end`,
        },
      })
      .returning({
        failures: authFailures.failures,
        pending: authFailures.pending,
        lockedUntil: authFailures.lockedUntil,
      });
    return row!;
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
