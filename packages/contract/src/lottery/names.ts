/**
 * Where a lottery's names are in the shared lottery texts (`lottery/locales/<lng>.json`, the
 * portal's `lottery` namespace and the back office's `lotteryNames`): a family's name under
 * `family.<code>`, a play's under `<names family>.play.<code>`, a tier's under the names family's
 * own `tier.<code>` (4D's prizes, PC28's 13/14) or else the shared `tier.<code>` (WIN, REFUND).
 */

/**
 * The family whose names a family's plays read: both Vietnamese structures share `VN`, and CHAIN
 * plays SSC's plays under SSC's names.
 */
export function namesFamily(family: string): string {
  if (family.startsWith("VN_")) return "VN";
  if (family === "CHAIN") return "SSC";
  return family;
}

/** The key of a family's name. */
export const familyNameKey = (family: string) => `family.${family}`;

/** The key of a play's name. */
export const playNameKey = (family: string, play: string) => `${namesFamily(family)}.play.${play}`;

/** The keys of a tier's name, the family's own first (i18next takes the first it has). */
export const tierNameKeys = (family: string, tier: string) => [`${namesFamily(family)}.tier.${tier}`, `tier.${tier}`];
