import { createValueStore, useStoreValue } from "../hooks/value-store";

/** Every modal of the product, opened by name through the one registry (app/modals). */
export const MODAL_NAMES = [
  "login",
  "register",
  "forgotPassword",
  "resetPassword",
  "changePassword",
  "notice",
  "memberCenter",
  "agentCenter",
  "gamePopup",
  "chatRoom",
  "afterLogin",
] as const;
export type ModalName = (typeof MODAL_NAMES)[number];

export interface ModalState {
  name: ModalName;
  /** Optional data for the modal, e.g. the notice to select. */
  params: Record<string, string>;
}

const store = createValueStore<ModalState | null>(null);

export function openModal(name: ModalName, params: Record<string, string> = {}): void {
  store.set({ name, params });
}

export function closeModal(): void {
  if (store.get() !== null) store.set(null);
}

export const getModal = store.get;

export function useModalState(): ModalState | null {
  return useStoreValue(store);
}
