import { useSyncExternalStore } from "react";
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

/** The member type stored as `isAgent` (spec section 3), or null when unknown. */
export function getMemberType(): number | null {
  const raw = readStorage("session", SESSION_KEYS.isAgent);
  if (raw === null || raw === "") return null;
  const type = Number(raw);
  return Number.isInteger(type) ? type : null;
}

/** Set while the member must change the password before anything else (survives a reload). */
const MUST_CHANGE_KEY = "mustChangePassword";

export function mustChangePassword(): boolean {
  return readStorage("session", MUST_CHANGE_KEY) === "1";
}

export function setMustChangePassword(on: boolean): void {
  if (on) writeStorage("session", MUST_CHANGE_KEY, "1");
  else removeStorage("session", MUST_CHANGE_KEY);
  emit();
}

export interface SessionSnapshot {
  token: string | null;
  memberType: number | null;
  mustChangePassword: boolean;
}

const listeners = new Set<() => void>();
let snapshot: SessionSnapshot = readSnapshot();

function readSnapshot(): SessionSnapshot {
  return { token: getToken(), memberType: getMemberType(), mustChangePassword: mustChangePassword() };
}

function emit(): void {
  const next = readSnapshot();
  if (
    next.token === snapshot.token &&
    next.memberType === snapshot.memberType &&
    next.mustChangePassword === snapshot.mustChangePassword
  ) {
    return;
  }
  snapshot = next;
  for (const listener of listeners) listener();
}

/** A login answered: the raw token and the member type (isAgent) go to session storage. */
export function setSession(token: string, memberType: number): void {
  writeStorage("session", SESSION_KEYS.token, token);
  writeStorage("session", SESSION_KEYS.isAgent, String(memberType));
  emit();
}

/** Logout or a dead session: token, isAgent and the pending change go; the merchant code stays. */
export function clearSession(): void {
  removeStorage("session", SESSION_KEYS.token);
  removeStorage("session", SESSION_KEYS.isAgent);
  removeStorage("session", MUST_CHANGE_KEY);
  emit();
}

export function getSession(): SessionSnapshot {
  return snapshot;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session; components re-render on login and logout. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
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
