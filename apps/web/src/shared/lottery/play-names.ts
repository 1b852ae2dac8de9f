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

/**
 * A line's key as players name it (an exposure limit's refused number): a number or a named option
 * as itself ("27", "Big"), a position's pick with its row ("1:5": "5 (Thousands)"), a combination's
 * numbers joined as they are written down ("12,34": "12-34", a xiên).
 */
export function keyText(
  names: ReturnType<typeof lotteryNames>,
  play: { rows: readonly { name: string }[] } | undefined,
  key: string,
): string {
  const position = /^(\d+):(.+)$/.exec(key);
  const row = position ? play?.rows[Number(position[1])] : undefined;
  if (position && row) return `${names.option(position[2]!)} (${names.row(row.name)})`;
  return key.split(",").map(names.option).join("-");
}
