import type { AdminGame, AdminGamesQuery, AdminVendor } from "@portal/contract/api/admin-catalogue";
import { pickText, type Language } from "@portal/contract/languages";
import { AppError } from "../../http/app-error";
import type { BrandCaches } from "../../lib/brand-cache";
import type { GameRepository, GameRow } from "./repository";
import { underMaintenance } from "./vendor-maintenance";

function adminGame(row: GameRow, lang: Language): AdminGame {
  return {
    id: row.id,
    vendor: row.vassalage,
    gameCode: row.gameCode,
    name: pickText(row.name, lang),
    category: row.category,
    gameType: row.gameType,
    icon: row.icon,
    hot: row.isHot,
    freePlay: row.freePlay,
    sort: row.sort,
  };
}

/**
 * The operator's side of the catalogue: vendors' hot flag and lobby order, games' hot flag, free
 * play and order. Every change drops the brand's cached catalogue (lanes, hot games, lottery
 * menus: lib/brand-cache.ts) on every instance, so players see it at once, as a vendor's
 * maintenance does (vendor-maintenance.ts).
 */
export class CatalogueAdmin {
  constructor(
    private readonly games: GameRepository,
    private readonly caches: BrandCaches,
  ) {}

  /** Every listing of the brand's vendors (one per category), in lobby order. */
  async vendors(merchantId: number, lang: Language, now = new Date()): Promise<AdminVendor[]> {
    const rows = await this.games.listVendors(merchantId);
    return rows.map((row) => {
      const closed = underMaintenance(row, now);
      return {
        vendor: row.vassalage,
        category: row.category,
        name: pickText(row.displayName, lang),
        icon: row.icon,
        hot: row.isHot,
        sort: row.sort,
        maintenance: closed,
        maintenanceUntil: closed && row.maintenanceUntil ? row.maintenanceUntil.getTime() : null,
      };
    });
  }

  async setVendor(merchantId: number, vassalage: string, settings: { hot: boolean; sort: number }) {
    const rows = await this.games.setVendorSettings(merchantId, vassalage, {
      isHot: settings.hot,
      sort: settings.sort,
    });
    if (rows.length === 0) throw new AppError("NOT_FOUND", "No such vendor", { vendor: "not found" });
    await this.caches.changed(merchantId);
    return { vendor: vassalage, hot: settings.hot, sort: settings.sort };
  }

  async gamePage(merchantId: number, lang: Language, query: AdminGamesQuery) {
    const page = await this.games.pageAdminGames(merchantId, query, query);
    return {
      list: page.rows.map((row) => adminGame(row.game, lang)),
      next: page.next,
      prev: page.prev,
      total: page.total,
      totalCapped: page.totalCapped,
      pageSize: query.pageSize,
    };
  }

  async setGame(
    merchantId: number,
    lang: Language,
    id: number,
    settings: { hot: boolean; freePlay: boolean; sort: number },
  ): Promise<AdminGame> {
    const row = await this.games.setGameSettings(merchantId, id, {
      isHot: settings.hot,
      freePlay: settings.freePlay,
      sort: settings.sort,
    });
    if (!row) throw new AppError("NOT_FOUND", "No such game", { id: "not found" });
    await this.caches.changed(merchantId);
    return adminGame(row, lang);
  }
}
