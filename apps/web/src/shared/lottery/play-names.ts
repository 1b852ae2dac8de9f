import type { TFunction } from "i18next";

/**
 * The family whose names a family's plays read in the lottery namespace (namespaces.ts): both
 * Vietnamese structures share `VN`, and CHAIN plays SSC's plays under SSC's names.
 */
export function namesFamily(family: string): string {
  if (family.startsWith("VN_")) return "VN";
  if (family === "CHAIN") return "SSC";
  return family;
}

/** A play, a picker row and an option as the family's players name them; an option without a name (a digit) is itself. */
export function lotteryNames(t: TFunction, family: string) {
  const names = namesFamily(family);
  return {
    play: (code: string) => t(`${names}.play.${code}`, { defaultValue: code }),
    row: (name: string) => t(`${names}.row.${name}`, { defaultValue: name }),
    option: (option: string) => t(`${names}.option.${option}`, { defaultValue: option }),
    family: () => t(`family.${family}`, { defaultValue: family }),
  };
}
