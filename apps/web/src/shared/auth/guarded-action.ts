import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { TRIAL_MEMBER_TYPE } from "@portal/contract/members";
import { openModal } from "../modals/modal-store";
import { showAlert } from "../dialogs/dialog-store";
import { getSession, useSession, type SessionSnapshot } from "../storage/session";

/** What a guarded action does for this session: run, ask a visitor to log in, or warn a trial member. */
export type GuardDecision = "allow" | "login" | "trial";

/**
 * Spec section 4: without a token the login popup opens; a trial member (type 4) is told a real
 * account is needed; anyone else goes ahead.
 */
export function guardDecision(session: Pick<SessionSnapshot, "token" | "memberType">): GuardDecision {
  if (session.token === null) return "login";
  if (session.memberType === TRIAL_MEMBER_TYPE) return "trial";
  return "allow";
}

/** Runs `action` when the session allows it; otherwise opens the login popup or shows the trial warning. */
export function runGuarded(action: () => void, trialMessage: string, session = getSession()): GuardDecision {
  return actOnDecision(guardDecision(session), action, trialMessage);
}

/** Carries out a guard decision: run the action, open the login popup, or warn the trial member. */
export function actOnDecision(decision: GuardDecision, action: () => void, trialMessage: string): GuardDecision {
  if (decision === "allow") action();
  else if (decision === "login") openModal("login");
  else void showAlert(trialMessage);
  return decision;
}

/**
 * The guard for actions that need a real account (member center, deposit, agent center, game
 * start): `guard(action)` runs it, or opens login for a visitor, or warns a trial member.
 */
export function useGuardedAction(): (action: () => void) => GuardDecision {
  const { t } = useTranslation();
  const session = useSession();
  return useCallback(
    (action: () => void) => runGuarded(action, t("auth.trialNeedsRealAccount"), session),
    [t, session],
  );
}
