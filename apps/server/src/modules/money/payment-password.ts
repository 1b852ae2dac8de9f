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
 * Each try takes its place in the count first (one statement), then argon2 runs with no row
 * lock and no database connection held: guesses sent in parallel are counted like guesses sent
 * one after another, and a member sending many at once slows nobody else down.
 */
export async function requirePaymentPassword(db: Db, member: Member, password: string, settings: Settings) {
  if (!member.paymentPasswordHash) {
    throw new AppError("PAYMENT_PASSWORD_NOT_SET", "Set a payment password in the security centre first");
  }
  const policy = { ...settings, lockAfterFailures: PAYMENT_PASSWORD_LOCK_AFTER };
  const hash = member.paymentPasswordHash;
  const tried = await new LoginThrottle(db).attempt([`payment:${member.id}`], policy, () =>
    verifyPassword(hash, password),
  );
  if (tried.outcome === "OK") return;
  if (tried.outcome === "BUSY") {
    throw new AppError("TOO_MANY_REQUESTS", "Too many payment passwords at once, retry in a moment");
  }
  if (tried.outcome === "LOCKED") {
    throw new AppError("ACCOUNT_LOCKED", "Too many wrong payment passwords, retry later", undefined, {
      lockedUntil: tried.lockedUntil,
    });
  }
  throw new AppError("WRONG_PAYMENT_PASSWORD", "Wrong payment password", { paymentPassword: "wrong" });
}
