import { VN_LOTTERY_REGIONS, type Game, type LotteryGame, type VnLotteryRegion } from "@portal/contract/api/content";
import { VENDOR } from "@portal/contract/games";
import { pickText, type Language } from "@portal/contract/languages";
import type { Db } from "../../db/client";
import { listLotteryMenus, listVendorGames } from "./repository";
import { gameCard } from "./service";

/**
 * The e-lottery's games in menu order (game groups, then their games), the first `count`: the
 * popular list asks 20, the full list 100. The menus are TCG_SEA's, launched by vassalage and
 * game code.
 */
export async function lotteryGames(db: Db, merchantId: number, lang: Language, count: number): Promise<LotteryGame[]> {
  const menus = await listLotteryMenus(db, merchantId);
  return menus
    .flatMap((menu) =>
      menu.games.map((g) => ({
        gameCode: g.gameCode,
        name: pickText(g.name, lang),
        gameGroupCode: menu.gameGroupCode,
        vassalage: VENDOR.tcgSea,
      })),
    )
    .slice(0, count);
}

/** Vietnam lottery games by region (their game type), regions in north-to-south order. */
export async function vnGameMenu(db: Db, merchantId: number, lang: Language) {
  const rows = await listVendorGames(db, merchantId, VENDOR.tcgLottoVn);
  const byRegion = new Map<VnLotteryRegion, Game[]>();
  for (const row of rows) {
    const region = row.gameType as VnLotteryRegion;
    if (!VN_LOTTERY_REGIONS.includes(region)) continue;
    byRegion.set(region, [...(byRegion.get(region) ?? []), gameCard(row, lang)]);
  }
  return VN_LOTTERY_REGIONS.filter((r) => byRegion.has(r)).map((region) => ({ region, games: byRegion.get(region)! }));
}
