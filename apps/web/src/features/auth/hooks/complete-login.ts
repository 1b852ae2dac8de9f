import type { LoginResult } from "@portal/contract/api/accounts";
import { closeModal, openModal } from "../../../shared/modals/modal-store";
import { setMustChangePassword, setSession } from "../../../shared/storage/session";
import { keepTypedPassword } from "./typed-password";

export interface CompleteLoginOptions {
  /** The password typed for this login, if any (pre-fills the forced change). */
  typedPassword?: string;
  /**
   * After a login the after-login popups show. A registration or reset shows them only when it
   * is the member's first login, so first-login (F) popups reach members who registered here.
   */
  afterLoginPopup?: boolean;
}

/**
 * A session answered by login, registration, free play or a reset: the token and member type go
 * to session storage; a forced change opens the change-password modal before anything else;
 * otherwise the modal closes and (for a login) the after-login popup shows, with the first-login
 * execution on a first login. Member info loads through the header's query on the new token.
 */
export function completeLogin(result: LoginResult, options: CompleteLoginOptions = {}): void {
  setMustChangePassword(result.mustChangePassword);
  setSession(result.token, result.memberType);
  if (result.mustChangePassword) {
    keepTypedPassword(options.typedPassword ?? null);
    openModal("changePassword", { forced: "1" });
    return;
  }
  keepTypedPassword(null);
  if (options.afterLoginPopup || result.firstTimeLogin)
    openModal("afterLogin", { execution: result.firstTimeLogin ? "F" : "A" });
  else closeModal();
}
