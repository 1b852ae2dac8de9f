import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { familyNameKey, playNameKey, tierNameKeys } from "@portal/contract/lottery/names";
import { useSectionTexts } from "../section";
import { LOTTERY_NAMES_NS, loadLotteryNames } from "./games-texts";

/**
 * The lottery's families, plays and tiers by the names players read on the portal (suspends until
 * they are loaded), each its code where a name is missing. A play's label keeps its code beside
 * its name: operators also go by the code.
 */
export function useLotteryNames() {
  useSectionTexts(loadLotteryNames);
  const { t } = useTranslation(LOTTERY_NAMES_NS);
  return useMemo(() => {
    const play = (family: string, code: string) => t(playNameKey(family, code), { defaultValue: code });
    return {
      family: (family: string) => t(familyNameKey(family), { defaultValue: family }),
      play,
      playLabel: (family: string, code: string) => {
        const name = play(family, code);
        return name === code ? code : `${name} (${code})`;
      },
      tier: (family: string, tier: string) => t(tierNameKeys(family, tier), { defaultValue: tier }),
    };
  }, [t]);
}
