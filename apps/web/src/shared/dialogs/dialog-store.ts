import { createValueStore, useStoreValue } from "../hooks/value-store";

/**
 * The alert and confirm dialogs (spec section 8: warnings with an OK button, the logout
 * confirmation). They stack above any open modal; one at a time, the newest wins.
 */
export type DialogState =
  | { kind: "alert"; message: string; resolve: () => void }
  | { kind: "confirm"; message: string; resolve: (ok: boolean) => void };

const store = createValueStore<DialogState | null>(null);

function set(next: DialogState | null): void {
  const previous = store.get();
  store.set(next);
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
        if (store.get() === state) set(null);
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
        if (store.get() === state) set(null);
        resolve(ok);
      },
    };
    set(state);
  });
}

export const getDialog = store.get;

export function useDialogState(): DialogState | null {
  return useStoreValue(store);
}
