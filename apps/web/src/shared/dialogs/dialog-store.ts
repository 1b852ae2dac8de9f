import { useSyncExternalStore } from "react";

/**
 * The alert and confirm dialogs (spec section 8: warnings with an OK button, the logout
 * confirmation). They stack above any open modal; one at a time, the newest wins.
 */
export type DialogState =
  | { kind: "alert"; message: string; resolve: () => void }
  | { kind: "confirm"; message: string; resolve: (ok: boolean) => void };

let current: DialogState | null = null;
const listeners = new Set<() => void>();

function set(next: DialogState | null): void {
  const previous = current;
  current = next;
  for (const listener of listeners) listener();
  // A dialog replaced by a newer one counts as dismissed (its resolve ignores a second call).
  if (previous && next && previous !== next) {
    if (previous.kind === "alert") previous.resolve();
    else previous.resolve(false);
  }
}

/** A warning with OK; resolves when it is dismissed. */
export function showAlert(message: string): Promise<void> {
  return new Promise((resolve) => {
    const state: DialogState = {
      kind: "alert",
      message,
      resolve: () => {
        if (current === state) set(null);
        resolve();
      },
    };
    set(state);
  });
}

/** A question with OK and Cancel; resolves true on OK, false on Cancel, Esc or replacement. */
export function showConfirm(message: string): Promise<boolean> {
  return new Promise((resolve) => {
    const state: DialogState = {
      kind: "confirm",
      message,
      resolve: (ok) => {
        if (current === state) set(null);
        resolve(ok);
      },
    };
    set(state);
  });
}

export function getDialog(): DialogState | null {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDialogState(): DialogState | null {
  return useSyncExternalStore(subscribe, getDialog, getDialog);
}
