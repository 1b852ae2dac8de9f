import type { Db } from "../../db/client";
import { AppError } from "../../http/app-error";
import type { Member } from "../members/repository";
import { verifyPassword } from "../members/passwords";
import type { Settings } from "../system/settings";
import { LoginThrottle } from "./login-throttle";

/** Wrong login passwords a logged-in member may type per window before the check locks. */
const LOGGED_IN_LOCK_AFTER = 5;

/**
 * Checks the login password of a member who is already logged in (changing the password,
 * setting the payment password). Wrong tries are counted per member, on a key of their own:
 * a stolen session gets at most LOGGED_IN_LOCK_AFTER guesses a window, and other people's
 * failed logins at the account's name cannot block the member's own password change. Each try
 * is counted before argon2 runs, with nothing locked or held.
 */
export async function requireLoginPassword(
  db: Db,
  member: Member,
  password: string,
  settings: Settings,
  field = "password",
): Promise<void> {
  const policy = { ...settings, lockAfterFailures: Math.min(settings.lockAfterFailures, LOGGED_IN_LOCK_AFTER) };
  const tried = await new LoginThrottle(db).attempt([`password:${member.id}`], policy, () =>
    verifyPassword(member.passwordHash, password),
  );
  if (tried.outcome === "OK") return;
  if (tried.outcome === "BUSY") throw new AppError("TOO_MANY_REQUESTS", "Too many tries at once, retry in a moment");
  if (tried.outcome === "LOCKED") {
    throw new AppError("ACCOUNT_LOCKED", "Too many wrong passwords, retry later", undefined, {
      lockedUntil: tried.lockedUntil,
    });
  }
  throw new AppError("WRONG_PASSWORD", "The password is wrong", { [field]: "wrong" });
}
