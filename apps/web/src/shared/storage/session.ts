import { SESSION_KEYS } from "@portal/contract/members";
import { readStorage, removeStorage, writeStorage } from "./safe-storage";

/** Logged in means a token is in session storage (spec section 4). */
export function getToken(): string | null {
  const token = readStorage("session", SESSION_KEYS.token);
  return token === null || token === "" ? null : token;
}

export function hasToken(): boolean {
  return getToken() !== null;
}

/** The slots vendor remembered for /rng (spec section 2). */
export const CURRENT_VENDOR_KEY = "currentVendor";

export function getCurrentVendor(): string | null {
  return readStorage("session", CURRENT_VENDOR_KEY);
}

export function setCurrentVendor(vassalage: string): void {
  writeStorage("session", CURRENT_VENDOR_KEY, vassalage);
}

export function clearCurrentVendor(): void {
  removeStorage("session", CURRENT_VENDOR_KEY);
}
