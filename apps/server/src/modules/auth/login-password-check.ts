import { AppError } from "../../http/app-error";
import type { Member } from "../members/repository";
import type { Settings } from "../system/settings";
import type { LoginThrottle } from "./login-throttle";
import { requireSecret } from "./secret-check";

/** Wrong login passwords a logged-in member may type per window before the check locks. */
const LOGGED_IN_LOCK_AFTER = 5;

/**
 * Checks the login password of a member who is already logged in (changing the password,
 * setting the payment password), counted per member on a key of its own: a stolen session gets
 * at most LOGGED_IN_LOCK_AFTER guesses a window, and other people's failed logins at the
 * account's name cannot block the member's own password change.
 */
export function requireLoginPassword(
  throttle: LoginThrottle,
  member: Member,
  password: string,
  settings: Settings,
  field = "password",
): Promise<void> {
  return requireSecret(
    throttle,
    {
      key: `password:${member.id}`,
      lockAfterFailures: Math.min(settings.lockAfterFailures, LOGGED_IN_LOCK_AFTER),
      hash: member.passwordHash,
      password,
      wrong: () => new AppError("WRONG_PASSWORD", "The password is wrong", { [field]: "wrong" }),
    },
    settings,
  );
}
