import { readStorage, removeStorage, writeStorage } from "./safe-storage";

/**
 * The contract's REFERRAL_LINK_PARAM (api/referral.ts), copied: that module's schemas would bring
 * zod to the first screen (referral.test.ts keeps the copy equal).
 */
export const REFERRAL_LINK_PARAM = "ref";

/** The referral code of the landing URL (`?ref=`, a member's invitation link), kept for the session's registration. */
const REFERRAL_KEY = "referralCode";

/** Remembers `?ref=CODE` of the URL the visitor arrived with (any page). */
export function captureReferralCode(search: string): void {
  const code = new URLSearchParams(search).get(REFERRAL_LINK_PARAM)?.trim() ?? "";
  if (/^[A-Za-z0-9]{1,32}$/.test(code)) writeStorage("session", REFERRAL_KEY, code);
}

export function getReferralCode(): string | null {
  return readStorage("session", REFERRAL_KEY);
}

/** Forgets the code: the server knew no member by it, or a registration used it. */
export function forgetReferralCode(): void {
  removeStorage("session", REFERRAL_KEY);
}
