import {
  VN_LOTTERY_REGIONS,
  type Game,
  type GameMenu,
  type LotteryGame,
  type VnLotteryRegion,
} from "@portal/contract/api/content";
import { GAME_CATEGORY_ICONS, VENDOR, type GameCategoryIcon } from "@portal/contract/games";
import { pickText, type Language } from "@portal/contract/languages";
import type { BrandCache, BrandCaches } from "../../lib/brand-cache";
import type { GameRepository } from "./repository";
import { gameCard } from "./service";

export type VnGameMenu = { region: VnLotteryRegion; games: Game[] }[];

/**
 * The lobby icon of a house lottery game, by its family (its catalogue game type): the spec's
 * icons by name, and LF (lotto) for the lotto-style 4D and Thai lottery, which are listed with
 * their family (the lobby names them by it).
 */
function iconOf(family: string): GameCategoryIcon {
  return (GAME_CATEGORY_ICONS as readonly string[]).includes(family) ? (family as GameCategoryIcon) : "LF";
}

const isVnRegion = (gameType: string): gameType is VnLotteryRegion =>
  (VN_LOTTERY_REGIONS as readonly string[]).includes(gameType);

/**
 * The lottery lists: the e-lottery's menus and games (TCG_SEA's) and the Vietnam lottery by
 * region. Asked on every lottery page and changed rarely: cached per brand and language
 * (lib/brand-cache.ts).
 */
export class LotteryCatalogue {
  private readonly menuCache: BrandCache<GameMenu[]>;
  private readonly vnCache: BrandCache<VnGameMenu>;
  private readonly houseCache: BrandCache<LotteryGame[]>;
  /** The popular and full lists as answered (by language and count): one list object while fresh, so its answer is written once. */
  private readonly listCache: BrandCache<LotteryGame[]>;

  constructor(
    private readonly repo: GameRepository,
    caches: BrandCaches,
  ) {
    this.menuCache = caches.create();
    this.vnCache = caches.create();
    this.houseCache = caches.create();
    this.listCache = caches.create();
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
   * The e-lottery's games, the house lottery's first (our own draws, verifiable), then TCG_SEA's
   * in menu order (game groups, then their games), the first `count`: the popular list asks 20,
   * the full list 100. Each is launched by vassalage and game code.
   */
  games(merchantId: number, lang: Language, count: number): Promise<LotteryGame[]> {
    return this.listCache.get(merchantId, `${lang}:${count}`, async () => {
      const house = await this.houseGames(merchantId, lang);
      const menus = await this.menus(merchantId, lang);
      const sea = menus.flatMap((menu) =>
        menu.games.map((g) => ({
          gameCode: g.gameCode,
          name: g.name,
          gameGroupCode: menu.gameGroupCode,
          vassalage: VENDOR.tcgSea,
        })),
      );
      return [...house, ...sea].slice(0, count);
    });
  }

  /** The house lottery's e-lottery games (its Vietnamese ones are on /Vnlottery), in catalogue order. */
  private houseGames(merchantId: number, lang: Language): Promise<LotteryGame[]> {
    return this.houseCache.get(merchantId, lang, async () => {
      const rows = await this.repo.listVendorGames(merchantId, VENDOR.house);
      return rows
        .filter((row) => row.category === "ELOTT" && !isVnRegion(row.gameType))
        .map((row) => {
          const group = iconOf(row.gameType);
          return {
            gameCode: row.gameCode,
            name: pickText(row.name, lang),
            gameGroupCode: group,
            vassalage: VENDOR.house,
            ...(group === row.gameType ? {} : { family: row.gameType }),
          };
        });
    });
  }

  /** Vietnam lottery games by region (their game type), regions in north-to-south order. */
  vnGameMenu(merchantId: number, lang: Language): Promise<VnGameMenu> {
    return this.vnCache.get(merchantId, lang, () => this.loadVnGameMenu(merchantId, lang));
  }

  private async loadVnGameMenu(merchantId: number, lang: Language): Promise<VnGameMenu> {
    // The house's own Vietnamese games (fast draws, verifiable) first in their region, then TCG's.
    const house = (await this.repo.listVendorGames(merchantId, VENDOR.house)).filter((row) => row.category === "ELOTT");
    const rows = [...house, ...(await this.repo.listVendorGames(merchantId, VENDOR.tcgLottoVn))];
    const byRegion = new Map<VnLotteryRegion, Game[]>();
    for (const row of rows) {
      if (!isVnRegion(row.gameType)) continue;
      byRegion.set(row.gameType, [...(byRegion.get(row.gameType) ?? []), gameCard(row, lang)]);
    }
    return VN_LOTTERY_REGIONS.filter((r) => byRegion.has(r)).map((region) => ({
      region,
      games: byRegion.get(region)!,
    }));
  }
}
