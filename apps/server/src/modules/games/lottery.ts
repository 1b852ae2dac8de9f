import {
  VN_LOTTERY_REGIONS,
  type Game,
  type GameMenu,
  type LotteryGame,
  type VnLotteryRegion,
} from "@portal/contract/api/content";
import { VENDOR } from "@portal/contract/games";
import { pickText, type Language } from "@portal/contract/languages";
import type { BrandCache, BrandCaches } from "../../lib/brand-cache";
import type { GameRepository } from "./repository";
import { gameCard } from "./service";

type VnGameMenu = { region: VnLotteryRegion; games: Game[] }[];

/**
 * The lottery lists: the e-lottery's menus and games (TCG_SEA's) and the Vietnam lottery by
 * region. Asked on every lottery page and changed rarely: cached per brand and language
 * (lib/brand-cache.ts).
 */
export class LotteryCatalogue {
  private readonly menuCache: BrandCache<GameMenu[]>;
  private readonly vnCache: BrandCache<VnGameMenu>;

  constructor(
    private readonly repo: GameRepository,
    caches: BrandCaches,
  ) {
    this.menuCache = caches.create();
    this.vnCache = caches.create();
  }

  menus(merchantId: number, lang: Language): Promise<GameMenu[]> {
    return this.menuCache.get(merchantId, lang, async () => {
      const rows = await this.repo.listLotteryMenus(merchantId);
      return rows.map((row) => ({
        gameGroupCode: row.gameGroupCode,
        name: pickText(row.name, lang),
        games: row.games.map((g) => ({ gameCode: g.gameCode, name: pickText(g.name, lang) })),
      }));
    });
  }

  /**
   * The e-lottery's games in menu order (game groups, then their games), the first `count`: the
   * popular list asks 20, the full list 100. The menus are TCG_SEA's, launched by vassalage and
   * game code.
   */
  async games(merchantId: number, lang: Language, count: number): Promise<LotteryGame[]> {
    const menus = await this.menus(merchantId, lang);
    return menus
      .flatMap((menu) =>
        menu.games.map((g) => ({
          gameCode: g.gameCode,
          name: g.name,
          gameGroupCode: menu.gameGroupCode,
          vassalage: VENDOR.tcgSea,
        })),
      )
      .slice(0, count);
  }

  /** Vietnam lottery games by region (their game type), regions in north-to-south order. */
  vnGameMenu(merchantId: number, lang: Language): Promise<VnGameMenu> {
    return this.vnCache.get(merchantId, lang, () => this.loadVnGameMenu(merchantId, lang));
  }

  private async loadVnGameMenu(merchantId: number, lang: Language): Promise<VnGameMenu> {
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
