import type { ComponentType } from "react";
import type { ModalName } from "../../shared/modals/modal-store";

export interface ModalProps {
  name: ModalName;
  params: Record<string, string>;
  onClose: () => void;
}

type ModalLoad = () => Promise<{ default: ComponentType<ModalProps> }>;

const placeholder: ModalLoad = () => import("./placeholder-modal").then((m) => ({ default: m.PlaceholderModal }));

/**
 * The one modal registry: every modal by name, each a lazy chunk. Login, register and notice have
 * content now; the others are clean slots until their feature arrives.
 */
export const MODAL_REGISTRY: Record<ModalName, ModalLoad> = {
  login: () => import("../../features/auth/components/login-modal").then((m) => ({ default: m.LoginModal })),
  register: () => import("../../features/auth/components/register-modal").then((m) => ({ default: m.RegisterModal })),
  notice: () =>
    import("../../features/announcements/components/notice-modal").then((m) => ({ default: m.NoticeModal })),
  forgotPassword: placeholder,
  changePassword: placeholder,
  memberCenter: placeholder,
  agentCenter: placeholder,
  gamePopup: placeholder,
  chatRoom: placeholder,
};
