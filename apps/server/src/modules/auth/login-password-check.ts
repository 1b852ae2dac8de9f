import type { Db } from "../../db/client";
import { AppError } from "../../http/app-error";
import type { Member } from "../members/repository";
import { verifyPassword } from "../members/passwords";
import type { Settings } from "../system/settings";
import { LoginThrottle } from "./login-throttle";

/**
 * Checks the login password of a member who is already logged in (changing the password,
 * setting the payment password). Wrong tries are counted per member like failed logins
 * (lockAfterFailures, then locked for lockMinutes), so a stolen session is no unlimited oracle
 * for the password; each try is counted before argon2 runs, with nothing locked or held.
 */
export async function requireLoginPassword(
  db: Db,
  member: Member,
  password: string,
  settings: Settings,
  field = "password",
): Promise<void> {
  const tried = await new LoginThrottle(db).attempt([`password:${member.id}`], settings, () =>
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
