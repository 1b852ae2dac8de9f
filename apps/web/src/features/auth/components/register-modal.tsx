import { useTranslation } from "react-i18next";
import { ModalFrame } from "../../../shared/ui/modal-frame";
import { openModal } from "../../../shared/modals/modal-store";
import styles from "./auth.module.css";

export interface AuthModalProps {
  params: Record<string, string>;
  onClose: () => void;
}

/** The register modal. Its form (server-driven rules) arrives with the registration issue. */
export function RegisterModal({ onClose }: AuthModalProps) {
  const { t } = useTranslation();
  return (
    <ModalFrame testId="modal-register" title={t("register.title")} closeLabel={t("common.close")} onClose={onClose}>
      <div className={styles.slot} data-slot="register-form">
        <p>{t("register.formSlot")}</p>
      </div>
      <p className={styles.switch}>
        {t("register.haveAccount")}{" "}
        <button type="button" className="btn-link" onClick={() => openModal("login")}>
          {t("login.title")}
        </button>
      </p>
    </ModalFrame>
  );
}
