import type { LotteryFamily } from "@portal/contract/lottery/engine";
import { familyAt } from "@portal/contract/lottery/families/index";
import type { LotteryGame } from "./repository";

/** The family a game's draw at `at` is drawn and graded by (Mark Six: that lunar year's zodiac). */
export function familyOfGame(game: Pick<LotteryGame, "code" | "family">, at = new Date()): LotteryFamily<unknown> {
  const family = familyAt(game.family, at.getTime());
  if (!family) throw new Error(`lottery game ${game.code} has an unknown family ${game.family}`);
  return family;
}
