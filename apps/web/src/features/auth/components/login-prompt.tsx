import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { ROUTE } from "@portal/contract/routes";
import { openModal } from "../../../shared/modals/modal-store";
import { Button } from "../../../shared/ui/button";
import styles from "./auth.module.css";

/** /login: the sign-in prompt; the form is the login popup. */
export function LoginPrompt() {
  const { t } = useTranslation();
  return (
    <div className={styles.prompt}>
      <p>{t("login.prompt")}</p>
      <div className={styles.actions}>
        <Button type="button" variant="primary" onClick={() => openModal("login")}>
          {t("login.title")}
        </Button>
        <Link to={ROUTE.index} className="btn">
          {t("login.backHome")}
        </Link>
      </div>
    </div>
  );
}
