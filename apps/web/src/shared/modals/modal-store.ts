import { createValueStore, useStoreValue } from "../hooks/value-store";

/** Every modal of the product, opened by name through the one registry (app/modals). */
export const MODAL_NAMES = [
  "login",
  "register",
  "forgotPassword",
  "resetPassword",
  "changePassword",
  "adultTerms",
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

/**
 * Closes the open modal. Given `which` (the state a modal was opened with), only while that one is
 * still open: a modal's late close (a popup announcement finding nothing to show as the member
 * opens a game's list) never closes the modal opened after it.
 */
export function closeModal(which?: ModalState): void {
  const open = store.get();
  if (open === null || (which !== undefined && open !== which)) return;
  store.set(null);
}

export const getModal = store.get;

export function useModalState(): ModalState | null {
  return useStoreValue(store);
}
