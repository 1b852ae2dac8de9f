/**
 * Storage access that never throws: private modes and sandboxed frames may refuse storage,
 * and the portal must still start.
 */
type Area = "session" | "local";

function area(which: Area): Storage | null {
  try {
    return which === "session" ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

export function readStorage(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(which: Area, key: string, value: string): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Quota or policy: the value simply is not remembered.
  }
}

export function removeStorage(which: Area, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing to do.
  }
}
