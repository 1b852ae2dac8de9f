import { useSyncExternalStore } from "react";
import { readStorage, writeStorage } from "./storage";
import { PERMISSION } from "./permissions";

/** The signed-in operator: kept for the tab only (sessionStorage): operator sessions are short. */
export interface OperatorSessionState {
  token: string;
  username: string;
  role: string;
  permissions: readonly string[];
}

const KEY = "backOfficeSession";
let current: OperatorSessionState | null = load();
const listeners = new Set<() => void>();

function load(): OperatorSessionState | null {
  const raw = readStorage("session", KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as OperatorSessionState;
    return typeof parsed.token === "string" && Array.isArray(parsed.permissions) ? parsed : null;
  } catch {
    return null;
  }
}

function set(next: OperatorSessionState | null) {
  current = next;
  writeStorage("session", KEY, next ? JSON.stringify(next) : null);
  for (const listener of listeners) listener();
}

export const getSession = () => current;
export const getToken = () => current?.token ?? null;
export const signIn = (session: OperatorSessionState) => set(session);
/** Back to sign-in (a 401, or the operator's own sign out). */
export const signOut = () => set(null);
/** The server's word on who the operator is (`me`): role and permissions refreshed. */
export function refreshSession(update: Pick<OperatorSessionState, "username" | "role" | "permissions">) {
  if (current) set({ ...current, ...update });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): OperatorSessionState | null {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

export function hasPermission(session: OperatorSessionState | null, permission: string): boolean {
  return session?.permissions.includes(permission) ?? false;
}

/**
 * Whether the operator may upload brand pictures (the brand image call) and set a banner's or a
 * promotion's: the one place the back office decides it, for every picture field (promotions,
 * announcements...). The server asks for `uploadImages` (ADMIN, MARKETING; decision 0054).
 */
export function canUploadPictures(session: OperatorSessionState | null): boolean {
  return hasPermission(session, PERMISSION.uploadImages);
}

/**
 * Whether the operator may set a vendor's or a game's picture: those are the lobby's
 * configuration, so the server asks for `configureBrand` besides `uploadImages`.
 */
export function canSetConfigurationPictures(session: OperatorSessionState | null): boolean {
  return canUploadPictures(session) && hasPermission(session, PERMISSION.configureBrand);
}
