import { useTranslation } from "react-i18next";
import { ModalFrame } from "../../../shared/ui/modal-frame";
import { openModal } from "../../../shared/modals/modal-store";
import type { AuthModalProps } from "./register-modal";
import styles from "./auth.module.css";

/** The login popup. Its form arrives with the login issue. */
export function LoginModal({ onClose }: AuthModalProps) {
  const { t } = useTranslation();
  return (
    <ModalFrame testId="modal-login" title={t("login.title")} closeLabel={t("common.close")} onClose={onClose}>
      <div className={styles.slot} data-slot="login-form">
        <p>{t("login.formSlot")}</p>
      </div>
      <p className={styles.switch}>
        {t("login.noAccount")}{" "}
        <button type="button" className="btn-link" onClick={() => openModal("register")}>
          {t("register.title")}
        </button>
      </p>
    </ModalFrame>
  );
}
