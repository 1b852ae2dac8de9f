import type { AdminGame, AdminGamesQuery, AdminVendor } from "@portal/contract/api/admin-catalogue";
import type { GameCategory } from "@portal/contract/games";
import { pickText, type Language } from "@portal/contract/languages";
import type { Db } from "../../db/client";
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

  /** `trace` writes the operator's audit entry in the change's own transaction. */
  async setVendor(merchantId: number, vassalage: string, settings: { hot: boolean }, trace: (tx: Db) => Promise<void>) {
    await this.games.transaction(async (games, tx) => {
      const rows = await games.setVendorSettings(merchantId, vassalage, { isHot: settings.hot });
      if (rows.length === 0) throw new AppError("NOT_FOUND", "No such vendor", { vendor: "not found" });
      await trace(tx);
    });
    await this.caches.changed(merchantId);
    return { vendor: vassalage, ...settings };
  }

  /**
   * One category's vendor lane in a new order: `vassalages` are every vendor listed in the
   * category, each once, first to last (sort = position). Other categories keep their order.
   * `trace` writes the operator's audit entry in the change's own transaction.
   */
  async orderVendors(
    merchantId: number,
    category: GameCategory,
    vassalages: readonly string[],
    trace: (tx: Db) => Promise<void>,
  ) {
    await this.games.transaction(async (games, tx) => {
      const listed = new Set(await games.lockCategoryVendors(merchantId, category));
      const unknown = vassalages.filter((v) => !listed.has(v));
      if (unknown.length > 0) {
        throw new AppError("VALIDATION_FAILED", `Not listed in ${category}: ${unknown.join(", ")}`, {
          vendors: "unknown",
        });
      }
      if (new Set(vassalages).size !== vassalages.length) {
        throw new AppError("VALIDATION_FAILED", "A vendor is listed twice", { vendors: "duplicate" });
      }
      if (vassalages.length !== listed.size) {
        throw new AppError("VALIDATION_FAILED", "Every vendor of the category must be in the order", {
          vendors: "incomplete",
        });
      }
      await games.setCategoryVendorOrder(merchantId, category, vassalages);
      await trace(tx);
    });
    await this.caches.changed(merchantId);
    return { category, vendors: [...vassalages] };
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

  /** `trace` writes the operator's audit entry (with the game's vendor and code) in the change's own transaction. */
  async setGame(
    merchantId: number,
    lang: Language,
    id: number,
    settings: { hot: boolean; freePlay: boolean; sort: number },
    trace: (game: AdminGame, tx: Db) => Promise<void>,
  ): Promise<AdminGame> {
    const game = await this.games.transaction(async (games, tx) => {
      const row = await games.setGameSettings(merchantId, id, {
        isHot: settings.hot,
        freePlay: settings.freePlay,
        sort: settings.sort,
      });
      if (!row) throw new AppError("NOT_FOUND", "No such game", { id: "not found" });
      const changed = adminGame(row, lang);
      await trace(changed, tx);
      return changed;
    });
    await this.caches.changed(merchantId);
    return game;
  }
}
