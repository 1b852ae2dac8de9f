import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { ROUTE } from "@portal/contract/routes";
import { showConfirm } from "../../../shared/dialogs/dialog-store";
import { closeModal } from "../../../shared/modals/modal-store";
import { clearSession } from "../../../shared/storage/session";
import { API } from "@portal/contract/api/paths";
import { apiSend } from "../../../shared/api/client";

/**
 * Logout (spec section 4): a confirmation, the logout call, then the session is cleared (the
 * merchant code stays) and the visitor goes home. A failed call still ends the local session.
 */
export function useLogout(): () => Promise<boolean> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(async () => {
    if (!(await showConfirm(t("logout.confirm")))) return false;
    try {
      await apiSend<null>("DELETE", API.logout);
    } catch {
      // The token may already be dead; the local session ends either way.
    }
    clearSession();
    closeModal();
    void navigate(ROUTE.root);
    return true;
  }, [t, navigate]);
}
