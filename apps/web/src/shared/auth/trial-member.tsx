import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { API } from "@portal/contract/api/paths";
import { apiSend } from "../api/client";
import { showConfirm } from "../dialogs/dialog-store";
import { openModal } from "../modals/modal-store";
import { clearSession } from "../storage/session";
import { Badge } from "../ui/badge";

/** Beside every balance a trial member sees: the number is demo credit, not money. */
export function DemoCreditBadge() {
  const { t } = useTranslation();
  return (
    <span title={t("trial.demoHint")}>
      <Badge tone="warning">{t("trial.demoCredit")}</Badge>
    </span>
  );
}

/**
 * "Register a real account" for a trial member. The server has no conversion of a trial account
 * (it has no password and lives for its session), so after a confirmation the trial session ends
 * (the logout call, then the local session) and the register modal opens in its place.
 */
export function useRegisterRealAccount(): () => Promise<boolean> {
  const { t } = useTranslation();
  return useCallback(async () => {
    if (!(await showConfirm(t("trial.registerConfirm")))) return false;
    try {
      await apiSend<null>("DELETE", API.logout);
    } catch {
      // The trial token may already be dead; the local session ends either way.
    }
    clearSession();
    openModal("register");
    return true;
  }, [t]);
}
