import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { members } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { LoginThrottle } from "../auth/login-throttle";
import type { Member } from "../members/repository";
import { verifyPassword } from "../members/passwords";
import type { Settings } from "../system/settings";

/** A payment password is six digits: far fewer guesses than a login password before a lock. */
const PAYMENT_PASSWORD_LOCK_AFTER = 5;

/**
 * Checks the member's payment password before money leaves the main wallet. Wrong guesses are
 * counted per member; after five the payment password is locked for the brand's lock minutes.
 * One member's checks run one at a time (a lock on the member's row for the check), so guesses
 * sent in parallel are counted like guesses sent one after another.
 */
export async function requirePaymentPassword(db: Db, member: Member, password: string, settings: Settings) {
  if (!member.paymentPasswordHash) {
    throw new AppError("PAYMENT_PASSWORD_NOT_SET", "Set a payment password in the security centre first");
  }
  const policy = { ...settings, lockAfterFailures: PAYMENT_PASSWORD_LOCK_AFTER };
  const keys = [`payment:${member.id}`];
  // The outcome is returned, not thrown, so the failure count commits with the transaction.
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ hash: members.paymentPasswordHash })
      .from(members)
      .where(eq(members.id, member.id))
      .for("update");
    const throttle = new LoginThrottle(tx);
    const state = await throttle.state(keys, policy);
    if (state.lockedUntil) return { locked: state.lockedUntil };
    if (!(await verifyPassword(row?.hash ?? null, password))) {
      await throttle.recordFailure(keys, policy);
      return { wrong: true };
    }
    await throttle.clear(keys[0]!);
    return { ok: true };
  });
  if ("locked" in outcome) {
    throw new AppError("ACCOUNT_LOCKED", "Too many wrong payment passwords, retry later", undefined, {
      lockedUntil: outcome.locked,
    });
  }
  if ("wrong" in outcome)
    throw new AppError("WRONG_PAYMENT_PASSWORD", "Wrong payment password", { paymentPassword: "wrong" });
}
