import type { ModalName } from "./modal-store";

/** What the modal host gives every modal it opens (the registry in app/ maps names to modals). */
export interface ModalProps {
  name: ModalName;
  params: Record<string, string>;
  onClose: () => void;
}
