import { AppError } from "../../http/app-error";
import { verifyPassword } from "../members/passwords";
import type { Settings } from "../system/settings";
import type { LoginThrottle } from "./login-throttle";

/**
 * Checks one secret of a logged-in member (the payment password, the login password on a
 * change) under the throttle, on its own key with its own allowance: each try is counted before
 * argon2 runs, with nothing locked or held, so tries sent together are counted one by one and a
 * member sending many slows nobody else down. A wrong secret throws `wrong`; tries refused
 * unchecked answer TOO_MANY_REQUESTS (others in flight) or ACCOUNT_LOCKED (with the lock's end).
 */
export async function requireSecret(
  throttle: LoginThrottle,
  secret: { key: string; lockAfterFailures: number; hash: string; password: string; wrong: () => AppError },
  settings: Settings,
): Promise<void> {
  const policy = { ...settings, lockAfterFailures: secret.lockAfterFailures };
  const tried = await throttle.attempt([secret.key], policy, () => verifyPassword(secret.hash, secret.password));
  if (tried.outcome === "OK") return;
  if (tried.outcome === "BUSY") throw new AppError("TOO_MANY_REQUESTS", "Too many tries at once, retry in a moment");
  if (tried.outcome === "LOCKED") {
    throw new AppError("ACCOUNT_LOCKED", "Too many wrong tries, retry later", undefined, {
      lockedUntil: tried.lockedUntil,
    });
  }
  throw secret.wrong();
}
