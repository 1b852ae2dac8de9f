import { GAME_CATEGORIES } from "@portal/contract/games";
import type { PersonalProfit } from "../api/wallet-api";

export type ProfitRow = PersonalProfit["byCategory"][number];

const NOTHING_PLAYED = { rounds: 0, stake: "0", payout: "0", profit: "0" };

/**
 * The rows of the personal profit table: every game category in the catalogue's order, zero where
 * nothing was played (a player sees the same table every time and finds a category at once), then
 * any other category the server answered (games no longer in the catalogue answer "").
 */
export function profitRows(byCategory: readonly ProfitRow[]): ProfitRow[] {
  const known: readonly string[] = GAME_CATEGORIES;
  const played = new Map(byCategory.map((row) => [row.category, row]));
  return [
    ...GAME_CATEGORIES.map((category) => played.get(category) ?? { category, ...NOTHING_PLAYED }),
    ...byCategory.filter((row) => !known.includes(row.category)),
  ];
}
