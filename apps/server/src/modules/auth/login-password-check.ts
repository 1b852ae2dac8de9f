import type { Db } from "../../db/client";
import { AppError } from "../../http/app-error";
import type { Member } from "../members/repository";
import { verifyPassword } from "../members/passwords";
import type { Settings } from "../system/settings";
import { LoginThrottle } from "./login-throttle";

/**
 * Checks the login password of a member who is already logged in (changing the password,
 * setting the payment password). Wrong tries count on the same key as failed logins of the
 * account (lockAfterFailures, then locked for lockMinutes, for both), so a stolen session is no
 * second guessing oracle for the password; each try is counted before argon2 runs.
 */
export async function requireLoginPassword(
  db: Db,
  member: Member,
  password: string,
  settings: Settings,
  field = "password",
): Promise<void> {
  const [accountKey] = LoginThrottle.keys(member.merchantId, member.account, "");
  const tried = await new LoginThrottle(db).attempt([accountKey!], settings, () =>
    verifyPassword(member.passwordHash, password),
  );
  if (tried.outcome === "OK") return;
  if (tried.outcome === "LOCKED") {
    throw new AppError("ACCOUNT_LOCKED", "Too many wrong passwords, retry later", undefined, {
      lockedUntil: tried.lockedUntil,
    });
  }
  throw new AppError("WRONG_PASSWORD", "The password is wrong", { [field]: "wrong" });
}
