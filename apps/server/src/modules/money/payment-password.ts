import type { Db } from "../../db/client";
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
 */
export async function requirePaymentPassword(db: Db, member: Member, password: string, settings: Settings) {
  if (!member.paymentPasswordHash) {
    throw new AppError("PAYMENT_PASSWORD_NOT_SET", "Set a payment password in the security centre first");
  }
  const throttle = new LoginThrottle(db);
  const keys = [`payment:${member.id}`];
  const policy = { ...settings, lockAfterFailures: PAYMENT_PASSWORD_LOCK_AFTER };
  const state = await throttle.state(keys, policy);
  if (state.lockedUntil) {
    throw new AppError("ACCOUNT_LOCKED", "Too many wrong payment passwords, retry later", undefined, {
      lockedUntil: state.lockedUntil,
    });
  }
  if (!(await verifyPassword(member.paymentPasswordHash, password))) {
    await throttle.recordFailure(keys, policy);
    throw new AppError("WRONG_PAYMENT_PASSWORD", "Wrong payment password", { paymentPassword: "wrong" });
  }
  await throttle.clear(keys[0]!);
}
