import type { TFunction } from "i18next";
import { familyNameKey, namesFamily, playNameKey, tierNameKeys } from "@portal/contract/lottery/names";

/**
 * A play, a picker row, an option and a prize tier as the family's players name them; an option
 * without a name (a digit) is itself.
 */
export function lotteryNames(t: TFunction, family: string) {
  const names = namesFamily(family);
  return {
    play: (code: string) => t(playNameKey(family, code), { defaultValue: code }),
    row: (name: string) => t(`${names}.row.${name}`, { defaultValue: name }),
    option: (option: string) => t(`${names}.option.${option}`, { defaultValue: option }),
    family: () => t(familyNameKey(family), { defaultValue: family }),
    tier: (tier: string) => t(tierNameKeys(family, tier), { defaultValue: tier }),
  };
}
