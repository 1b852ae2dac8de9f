import type { FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { MemberInfo } from "@portal/contract/api/accounts";
import { errorText } from "../../../shared/api/error-text";
import { MEMBER_QUERY_KEY, memberInfoQuery } from "../../../shared/api/member";
import { openModal } from "../../../shared/modals/modal-store";
import { useSession } from "../../../shared/storage/session";
import { Button } from "../../../shared/ui/button";
import { FormError } from "../../../shared/ui/form-error";
import { ModalFrame } from "../../../shared/ui/modal-frame";
import { confirmAdultTerms } from "../api/auth-api";
import { useLogout } from "../hooks/use-logout";
import { AdultConfirmation, useAdultConfirmation } from "./adult-confirmation";
import type { AuthModalProps } from "./auth-modal-props";
import styles from "../../../shared/ui/form.module.css";

/**
 * The 18+ and terms confirmation for an account that owes it with no password change pending (one
 * made before the brand turned player protection on, a seeded demo account): the server refuses
 * every other member call until it is given (ADULT_TERMS_REQUIRED), so it cannot be closed; the
 * member gives it or logs out. SessionSync opens it from member info's adultTermsPending or a
 * refused call; `params.afterLogin` is the execution of the after-login popup it replaced.
 */
export function AdultTermsModal({ params, onClose }: AuthModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const token = useSession().token;
  const logout = useLogout();
  const adult = useAdultConfirmation();
  const confirm = useMutation({
    mutationFn: () => confirmAdultTerms({ confirmAdultAndTerms: true }),
    onSuccess: () => {
      // Owed no more at once, so SessionSync does not open the modal again before the refetch.
      queryClient.setQueryData<MemberInfo>(memberInfoQuery(token).queryKey, (info) =>
        info ? { ...info, adultTermsPending: false } : info,
      );
      // The after-login popup this confirmation took the place of shows now.
      if (params.afterLogin) openModal("afterLogin", { execution: params.afterLogin });
      else onClose();
      // The calls refused meanwhile (balance, messages) load again.
      void queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_KEY });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirm.isPending || !adult.check()) return;
    confirm.mutate();
  };

  return (
    <ModalFrame title={t("modals.adultTerms")} closeLabel={t("common.close")} onClose={onClose} closable={false}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.hint}>{t("adultTerms.why")}</p>
        <AdultConfirmation {...adult.box} />
        <FormError message={confirm.error ? errorText(t, confirm.error) : undefined} />
        <Button type="submit" variant="primary" disabled={confirm.isPending}>
          {t("adultTerms.submit")}
        </Button>
        <Button type="button" onClick={() => void logout()}>
          {t("header.logout")}
        </Button>
      </form>
    </ModalFrame>
  );
}
