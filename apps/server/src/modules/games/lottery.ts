import {
  VN_LOTTERY_REGIONS,
  type Game,
  type GameMenu,
  type LotteryGame,
  type VnLotteryRegion,
} from "@portal/contract/api/content";
import { VENDOR } from "@portal/contract/games";
import { pickText, type Language } from "@portal/contract/languages";
import type { GameRepository } from "./repository";
import { gameCard } from "./service";

/** The lottery lists: the e-lottery's menus and games (TCG_SEA's) and the Vietnam lottery by region. */
export class LotteryCatalogue {
  constructor(private readonly repo: GameRepository) {}

  async menus(merchantId: number, lang: Language): Promise<GameMenu[]> {
    const rows = await this.repo.listLotteryMenus(merchantId);
    return rows.map((row) => ({
      gameGroupCode: row.gameGroupCode,
      name: pickText(row.name, lang),
      games: row.games.map((g) => ({ gameCode: g.gameCode, name: pickText(g.name, lang) })),
    }));
  }

  /**
   * The e-lottery's games in menu order (game groups, then their games), the first `count`: the
   * popular list asks 20, the full list 100. The menus are TCG_SEA's, launched by vassalage and
   * game code.
   */
  async games(merchantId: number, lang: Language, count: number): Promise<LotteryGame[]> {
    const menus = await this.repo.listLotteryMenus(merchantId);
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
  async vnGameMenu(merchantId: number, lang: Language) {
    const rows = await this.repo.listVendorGames(merchantId, VENDOR.tcgLottoVn);
    const byRegion = new Map<VnLotteryRegion, Game[]>();
    for (const row of rows) {
      const region = row.gameType as VnLotteryRegion;
      if (!VN_LOTTERY_REGIONS.includes(region)) continue;
      byRegion.set(region, [...(byRegion.get(region) ?? []), gameCard(row, lang)]);
    }
    return VN_LOTTERY_REGIONS.filter((r) => byRegion.has(r)).map((region) => ({
      region,
      games: byRegion.get(region)!,
    }));
  }
}
