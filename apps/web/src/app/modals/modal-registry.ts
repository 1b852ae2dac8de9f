import type { ComponentType } from "react";
import type { ModalName } from "../../shared/modals/modal-store";
import type { ModalProps } from "../../shared/modals/modal-props";

type ModalLoad = () => Promise<{ default: ComponentType<ModalProps> }>;

const center: ModalLoad = () => import("./center-with-pages").then((m) => ({ default: m.CenterWithPages }));

/** The one modal registry: every modal by name, each a lazy chunk. */
export const MODAL_REGISTRY: Record<ModalName, ModalLoad> = {
  login: () => import("../../features/auth/components/login-modal").then((m) => ({ default: m.LoginModal })),
  register: () => import("../../features/auth/components/register-modal").then((m) => ({ default: m.RegisterModal })),
  forgotPassword: () =>
    import("../../features/auth/components/forgot-password-modal").then((m) => ({ default: m.ForgotPasswordModal })),
  resetPassword: () =>
    import("../../features/auth/components/reset-password-modal").then((m) => ({ default: m.ResetPasswordModal })),
  changePassword: () =>
    import("../../features/auth/components/change-password-modal").then((m) => ({ default: m.ChangePasswordModal })),
  adultTerms: () =>
    import("../../features/auth/components/adult-terms-modal").then((m) => ({ default: m.AdultTermsModal })),
  notice: () =>
    import("../../features/announcements/components/notice-modal").then((m) => ({ default: m.NoticeModal })),
  afterLogin: () =>
    import("../../features/announcements/components/after-login-modal").then((m) => ({ default: m.AfterLoginModal })),
  memberCenter: center,
  agentCenter: center,
  gamePopup: () =>
    import("../../features/games/components/game-popup-modal").then((m) => ({ default: m.GamePopupModal })),
  chatRoom: () => import("../../features/chat/components/chat-room-modal").then((m) => ({ default: m.ChatRoomModal })),
};
