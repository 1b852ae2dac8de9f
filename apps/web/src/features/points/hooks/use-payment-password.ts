import { useQuery } from "@tanstack/react-query";
import { memberInfoQuery } from "../../../shared/api/member";
import { useSession } from "../../../shared/storage/session";

/** A payment password input: six digits, never remembered by the browser. */
export const PIN_INPUT = { inputMode: "numeric", autoComplete: "off", maxLength: 6 } as const;

/**
 * Whether the member has set a payment password (the member's info, which the header reads too);
 * undefined while unknown, when the form shows and the server has the last word
 * (PAYMENT_PASSWORD_NOT_SET).
 */
export function useHasPaymentPassword(): boolean | undefined {
  const { token } = useSession();
  return useQuery(memberInfoQuery(token)).data?.hasPaymentPassword;
}
