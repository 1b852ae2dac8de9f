import { createValueStore } from "../hooks/value-store";

/** The outcome of an action, told in a toast (docs/design.md): success, or an error in words. */
export interface ToastMessage {
  id: number;
  tone: "success" | "error" | "info";
  title: string;
  description?: string;
}

/**
 * The toasts on screen. Kept apart from the Radix host (toaster.tsx) so that pages can call
 * toast() without pulling Radix Toast into the first screen's bundle: the host loads with the
 * first toast.
 */
export const toastStore = createValueStore<readonly ToastMessage[]>([]);
let nextId = 1;

/** Shows a toast; errors stay longer (8 s) than news of success (4 s). */
export function toast(tone: ToastMessage["tone"], title: string, description?: string): void {
  toastStore.set([...toastStore.get(), { id: nextId++, tone, title, ...(description ? { description } : {}) }]);
}

export function dismissToast(id: number): void {
  toastStore.set(toastStore.get().filter((message) => message.id !== id));
}
