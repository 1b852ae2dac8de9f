import { REMEMBERED_CREDENTIALS_DAYS } from "@portal/contract/constants";
import { readStorage, removeStorage, writeStorage } from "../../../shared/storage/safe-storage";

/**
 * "Remember me" keeps the username (or mobile number) and the login type for
 * REMEMBERED_CREDENTIALS_DAYS, never the password (reference notes).
 */
export const REMEMBER_KEY = "rememberedLogin";
const DAY_MS = 86_400_000;

export interface RememberedLogin {
  type: "username" | "sms";
  username: string;
  countryDialingCode?: string;
}

interface Stored extends RememberedLogin {
  expiresAt: number;
}

export function rememberLogin(login: RememberedLogin, now = Date.now()): void {
  const stored: Stored = { ...login, expiresAt: now + REMEMBERED_CREDENTIALS_DAYS * DAY_MS };
  writeStorage("local", REMEMBER_KEY, JSON.stringify(stored));
}

export function forgetLogin(): void {
  removeStorage("local", REMEMBER_KEY);
}

/** The remembered login, or null when there is none, it is malformed or it expired (then it is removed). */
export function rememberedLogin(now = Date.now()): RememberedLogin | null {
  const raw = readStorage("local", REMEMBER_KEY);
  if (raw === null) return null;
  let stored: Partial<Stored>;
  try {
    stored = JSON.parse(raw) as Partial<Stored>;
  } catch {
    forgetLogin();
    return null;
  }
  const valid =
    typeof stored.username === "string" &&
    (stored.type === "username" || stored.type === "sms") &&
    typeof stored.expiresAt === "number" &&
    stored.expiresAt > now;
  if (!valid) {
    forgetLogin();
    return null;
  }
  return {
    type: stored.type!,
    username: stored.username!,
    ...(typeof stored.countryDialingCode === "string" ? { countryDialingCode: stored.countryDialingCode } : {}),
  };
}
