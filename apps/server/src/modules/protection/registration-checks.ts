import { AppError } from "../../http/app-error";

export const ADULT_AGE_YEARS = 18;

/** Whole years from a birthday (YYYY-MM-DD) to `now` (UTC dates); null when the date does not exist. */
export function ageOn(birthday: string, now: Date): number | null {
  const [y, m, d] = birthday.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || date > now) {
    return null;
  }
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() < m - 1 || (now.getUTCMonth() === m - 1 && now.getUTCDate() < d)) age -= 1;
  return age;
}

/**
 * Registration's player-protection checks (decision 0025): with the brand's playerProtection on,
 * the 18+ and terms confirmation is required (its time is stored); a birthday, where the brand
 * collects one, must be 18 years or more ago. Answers the confirmation time to store.
 */
export function checkAdultRegistration(
  protectionOn: boolean,
  body: { confirmAdultAndTerms?: boolean; birthday?: string },
  now: Date,
): Date | null {
  if (body.birthday !== undefined) {
    const age = ageOn(body.birthday, now);
    if (age === null) throw new AppError("VALIDATION_FAILED", "Invalid birthday", { birthday: "a past date" });
    if (age < ADULT_AGE_YEARS) throw new AppError("UNDERAGE", "You must be 18 or over to register");
  }
  if (protectionOn && body.confirmAdultAndTerms !== true) {
    throw new AppError("TERMS_NOT_ACCEPTED", "Please confirm you are 18 or over and accept the terms", {
      confirmAdultAndTerms: "required",
    });
  }
  return body.confirmAdultAndTerms === true ? now : null;
}

/**
 * Whether a member owes the brand the 18+ and terms confirmation: the brand asks for it (player
 * protection on) and the member never gave it. An account an agent opened starts with a password
 * change (its initial password), which asks for it too. Any other such account (one made before
 * the brand turned protection on, a seeded demo account) gives it on its own (PUT adultTerms):
 * until then the guard refuses its member calls with ADULT_TERMS_REQUIRED (auth/guard.ts), so no
 * game is launched, nothing transferred or deposited before it (a game session opened before the
 * brand turned protection on runs out its time: decision 0025).
 */
export const adultTermsPending = (protectionOn: boolean, member: { adultTermsConfirmedAt: Date | null }) =>
  protectionOn && member.adultTermsConfirmedAt === null;

/**
 * A confirmation the member owes, given with a password change or on its own: required while
 * owed (TERMS_NOT_ACCEPTED otherwise); answers the time to store, or undefined when nothing is
 * owed (the first confirmation's time is kept).
 */
export function checkOwedAdultTerms(
  protectionOn: boolean,
  member: { adultTermsConfirmedAt: Date | null },
  confirmAdultAndTerms: boolean | undefined,
  now: Date,
): Date | undefined {
  if (!adultTermsPending(protectionOn, member)) return undefined;
  if (confirmAdultAndTerms !== true) {
    throw new AppError("TERMS_NOT_ACCEPTED", "Please confirm you are 18 or over and accept the terms", {
      confirmAdultAndTerms: "required",
    });
  }
  return now;
}
