/** Storage that never throws: a private mode may refuse it and the back office must still start. */
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

export function writeStorage(which: Area, key: string, value: string | null): void {
  try {
    if (value === null) area(which)?.removeItem(key);
    else area(which)?.setItem(key, value);
  } catch {
    // The value simply is not remembered.
  }
}
