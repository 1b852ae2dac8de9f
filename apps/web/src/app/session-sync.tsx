import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { isAgentType } from "@portal/contract/members";
import { onApiFailure } from "../shared/api/client";
import { MEMBER_QUERY_KEY, isOtherSessionQuery, memberInfoQuery } from "../shared/api/member";
import { guardDecision } from "../shared/auth/guarded-action";
import { showAlert } from "../shared/dialogs/dialog-store";
import { centerFromSearch, centerSearch } from "../shared/modals/center-url";
import { closeModal, getModal, openModal } from "../shared/modals/modal-store";
import { captureAffiliateCode } from "../shared/storage/affiliate";
import { captureReferralCode } from "../shared/storage/referral";
import { hasToken, setMustChangePassword, useSession } from "../shared/storage/session";

/**
 * Keeps the session and the URL in step with the modals: the landing URL's affiliate and referral
 * codes and reset token, the forced password change, the 18+ and terms confirmation an account
 * owes, the centres' `?member=` / `?agent=` page, and the member's cached data when the token changes.
 */
export function SessionSync() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const queryClient = useQueryClient();
  // Owed with no password change pending (that change asks for it itself): nothing else until given.
  const owesAdultTerms = useQuery(memberInfoQuery(session.token)).data?.adultTermsPending === true;

  // The landing URL, once: ?affiliateCode= / ?code= and ?ref= for registration, ?resetToken= from the mail.
  const landing = useRef<string | null>(location.search);
  useEffect(() => {
    // Once: `navigate` changes with the path under the declarative router, which must not read
    // the landing URL again (a reset link would reopen its modal on every page).
    if (landing.current === null) return;
    const search = landing.current;
    landing.current = null;
    captureAffiliateCode(search);
    captureReferralCode(search);
    const params = new URLSearchParams(search);
    const resetToken = params.get("resetToken");
    if (resetToken) {
      params.delete("resetToken");
      const rest = params.toString();
      void navigate({ search: rest ? `?${rest}` : "" }, { replace: true });
      openModal("resetPassword", { resetToken });
    }
  }, [navigate]);

  // Another member (or none): the previous member's data goes.
  const lastToken = useRef(session.token);
  useEffect(() => {
    if (lastToken.current === session.token) return;
    lastToken.current = session.token;
    const token = session.token;
    queryClient.removeQueries({
      queryKey: MEMBER_QUERY_KEY,
      predicate: (query) => isOtherSessionQuery(query.queryKey, token),
    });
  }, [session.token, queryClient]);

  useEffect(
    () =>
      onApiFailure((error) => {
        if (error.code === "PASSWORD_CHANGE_REQUIRED" && hasToken()) setMustChangePassword(true);
        // Member info says it; a call refused says it too (before member info was read, or after
        // the confirmation was closed some other way).
        if (error.code === "ADULT_TERMS_REQUIRED" && hasToken()) openAdultTerms();
      }),
    [],
  );

  useEffect(() => {
    const modal = getModal();
    // The session ended (expired, logged out elsewhere): nothing is owed by a visitor.
    if (session.token === null && modal?.name === "adultTerms") closeModal();
    if (session.token !== null && session.mustChangePassword) {
      if (modal?.name !== "changePassword") openModal("changePassword", { forced: "1" });
      return;
    }
    if (session.token !== null && owesAdultTerms) {
      openAdultTerms();
      return;
    }
    const center = centerFromSearch(location.search);
    if (center === null) {
      if (modal?.name === "memberCenter" || modal?.name === "agentCenter") closeModal();
      return;
    }
    const decision = guardDecision(session);
    const agentRefused = center.name === "agentCenter" && !isAgentType(session.memberType ?? -1);
    if (decision !== "allow" || agentRefused) {
      void navigate({ search: centerSearch(location.search, center.name, null) }, { replace: true });
      if (decision === "login") openModal("login");
      else if (decision === "trial") void showAlert(t("auth.trialNeedsRealAccount"));
      return;
    }
    if (modal?.name !== center.name || modal.params.page !== center.page) openModal(center.name, { page: center.page });
  }, [location.search, session, owesAdultTerms, navigate, t]);

  return null;
}

/**
 * Opens the 18+ and terms confirmation an account owes, unless it is open. It takes the place of
 * the after-login popup the login has just opened, which it shows once the confirmation is given
 * (a first-login popup shows only at that login).
 */
function openAdultTerms(): void {
  const modal = getModal();
  if (modal?.name === "adultTerms") return;
  openModal("adultTerms", modal?.name === "afterLogin" ? { afterLogin: modal.params.execution ?? "A" } : {});
}
