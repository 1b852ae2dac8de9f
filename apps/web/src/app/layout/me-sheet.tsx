import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { isAgentType, TRIAL_MEMBER_TYPE } from "@portal/contract/members";
import { ROUTE } from "@portal/contract/routes";
import { useCustomerService } from "../../features/customer-service/hooks/use-customer-service";
import { useLogout } from "../../features/auth/hooks/use-logout";
import { memberInfoQuery } from "../../shared/api/member";
import { useGuardedAction } from "../../shared/auth/guarded-action";
import { DemoCreditBadge, useRegisterRealAccount } from "../../shared/auth/trial-member";
import { openModal } from "../../shared/modals/modal-store";
import { useOpenCenter } from "../../shared/modals/use-center";
import { useSession } from "../../shared/storage/session";
import { Button } from "../../shared/ui/button";
import { ModalFrame } from "../../shared/ui/modal-frame";
import { LanguagePicker } from "./language-picker";
import styles from "./me-sheet.module.css";

/**
 * The phone's "me" sheet (the tab bar's last tab): the account and its centres, language, help,
 * customer service and the app download; log in and register for a visitor.
 */
export function MeSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const info = useQuery(memberInfoQuery(session.token)).data;
  const guard = useGuardedAction();
  const openCenter = useOpenCenter();
  const logout = useLogout();
  const registerRealAccount = useRegisterRealAccount();
  const openCustomerService = useCustomerService();
  const type = info?.type ?? session.memberType ?? 0;
  // Each action closes the sheet first: the dialog it opens takes its place.
  const then = (action: () => void) => () => {
    onClose();
    action();
  };
  return (
    <ModalFrame title={t("tabBar.me")} closeLabel={t("common.close")} onClose={onClose}>
      <div className={styles.sheet}>
        {session.token === null ? (
          <div className={styles.actions}>
            <Button type="button" onClick={then(() => openModal("login"))}>
              {t("header.login")}
            </Button>
            <Button type="button" variant="primary" onClick={then(() => openModal("register"))}>
              {t("header.register")}
            </Button>
          </div>
        ) : type === TRIAL_MEMBER_TYPE ? (
          <div className={styles.actions}>
            <p className={styles.account}>
              {info?.account ?? ""} <DemoCreditBadge />
            </p>
            <Button type="button" variant="primary" onClick={then(() => void registerRealAccount())}>
              {t("trial.register")}
            </Button>
          </div>
        ) : (
          <p className={styles.account}>{info?.account ?? ""}</p>
        )}
        <ul className={styles.list}>
          {session.token !== null && type !== TRIAL_MEMBER_TYPE ? (
            <li>
              <button
                type="button"
                className={styles.item}
                onClick={then(() => guard(() => openCenter("memberCenter")))}
              >
                {t("header.memberCenter")}
              </button>
            </li>
          ) : null}
          {isAgentType(type) ? (
            <li>
              <button
                type="button"
                className={styles.item}
                onClick={then(() => guard(() => openCenter("agentCenter")))}
              >
                {t("header.agentCenter")}
              </button>
            </li>
          ) : null}
          <li>
            <button type="button" className={styles.item} onClick={then(() => openModal("chatRoom"))}>
              {t("modals.chatRoom")}
            </button>
          </li>
          <li>
            <Link to={ROUTE.help} className={styles.item} onClick={onClose}>
              {t("side.help")}
            </Link>
          </li>
          <li>
            <button type="button" className={styles.item} onClick={then(() => void openCustomerService())}>
              {t("side.customerService")}
            </button>
          </li>
          <li>
            <Link to={ROUTE.down} className={styles.item} onClick={onClose}>
              {t("side.appDownload")}
            </Link>
          </li>
        </ul>
        <div className={styles.language}>
          <span aria-hidden="true">{t("header.language")}</span>
          <LanguagePicker />
        </div>
        {session.token !== null ? (
          <Button type="button" onClick={then(() => void logout())}>
            {t("header.logout")}
          </Button>
        ) : null}
      </div>
    </ModalFrame>
  );
}
