import { useSyncExternalStore } from "react";

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

let current: ModalState | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function openModal(name: ModalName, params: Record<string, string> = {}): void {
  current = { name, params };
  emit();
}

export function closeModal(): void {
  if (current === null) return;
  current = null;
  emit();
}

export function getModal(): ModalState | null {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useModalState(): ModalState | null {
  return useSyncExternalStore(subscribe, getModal, getModal);
}
