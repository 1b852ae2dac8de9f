import type { Game, Lane, PvpRoom, VendorCard } from "@portal/contract/api/content";
import { HOT_GAMES_MAX } from "@portal/contract/constants";
import { GAME_CATEGORIES, type GameCategory } from "@portal/contract/games";
import { pickText, type Language } from "@portal/contract/languages";
import { minorToDecimal } from "@portal/contract/money";
import type { BrandCache, BrandCaches } from "../../lib/brand-cache";
import type { Merchant } from "../merchants/repository";
import type { GameRepository, GameRow } from "./repository";
import { underMaintenance } from "./vendor-maintenance";

/** A cached answer and when it stops being true on its own (a planned maintenance end; null: never). */
interface Timed<V> {
  value: V;
  until: number | null;
}
const untilOf = <V>(timed: Timed<V>) => timed.until;

/** A catalogue game as the client sees it (its nodeId is the row's id). */
export function gameCard(row: GameRow, lang: Language): Game {
  return {
    nodeId: row.id,
    gameCode: row.gameCode,
    name: pickText(row.name, lang),
    icon: row.icon,
    vassalage: row.vassalage,
    gameType: row.gameType,
    category: row.category,
    freePlay: row.freePlay,
  };
}

/**
 * The brand's catalogue as visitors browse it: vendor lanes, hot games and PVP rooms. Lanes and hot
 * games are asked on every page load and change rarely: cached per brand and language
 * (lib/brand-cache.ts).
 */
export class GameCatalogue {
  private readonly lanes: BrandCache<Timed<Lane[]>>;
  private readonly hot: BrandCache<Timed<Game[]>>;

  constructor(
    private readonly games: GameRepository,
    caches: BrandCaches,
  ) {
    this.lanes = caches.create();
    this.hot = caches.create();
  }

  /** Vendor lanes in the order of GAME_CATEGORIES; a category without vendors has no lane. */
  async vendorLanes(merchantId: number, lang: Language): Promise<Lane[]> {
    return (await this.lanes.get(merchantId, lang, () => this.loadVendorLanes(merchantId, lang), untilOf)).value;
  }

  private async loadVendorLanes(merchantId: number, lang: Language): Promise<Timed<Lane[]>> {
    const now = new Date();
    const rows = (await this.games.listVendors(merchantId)).map((row) => {
      const closed = underMaintenance(row, now);
      return { ...row, maintenance: closed, maintenanceUntil: closed ? row.maintenanceUntil : null };
    });
    const byCategory = new Map<GameCategory, VendorCard[]>();
    // Playable vendors first: one under maintenance keeps its place among its kind but goes last.
    const ordered = [...rows.filter((r) => !r.maintenance), ...rows.filter((r) => r.maintenance)];
    for (const row of ordered) {
      const category = row.category;
      const card: VendorCard = {
        vassalage: row.vassalage,
        displayName: pickText(row.displayName, lang),
        gameType: row.gameType,
        category,
        isGame: row.isGame,
        // A vendor nobody can play is never advertised as hot.
        isHot: row.isHot && !row.maintenance,
        icon: row.icon,
        walletMode: row.walletMode,
        maintenance: row.maintenance,
        maintenanceUntil: row.maintenance && row.maintenanceUntil ? row.maintenanceUntil.getTime() : null,
      };
      byCategory.set(category, [...(byCategory.get(category) ?? []), card]);
    }
    const ends = rows.flatMap((r) => (r.maintenance && r.maintenanceUntil ? [r.maintenanceUntil.getTime()] : []));
    const value = GAME_CATEGORIES.filter((c) => byCategory.has(c)).map((c) => ({
      title: c,
      gameClassify: c,
      cards: byCategory.get(c)!,
    }));
    // A planned maintenance end reopens its vendor's tile then, cached or not.
    return { value, until: ends.length > 0 ? Math.min(...ends) : null };
  }

  /**
   * The brand's hot games in catalogue order, at most HOT_GAMES_MAX, without the games of vendors
   * under maintenance (nobody can play them); they come back when the maintenance ends, by an
   * operator (who drops the caches) or at its planned end (when the cached list expires).
   */
  async hotGames(merchantId: number, lang: Language): Promise<Game[]> {
    const load = async (): Promise<Timed<Game[]>> => {
      const now = new Date();
      const [rows, end] = await Promise.all([
        this.games.listHotGames(merchantId, HOT_GAMES_MAX, now),
        this.games.nextMaintenanceEnd(merchantId, now),
      ]);
      return { value: rows.map((row) => gameCard(row, lang)), until: end ? end.getTime() : null };
    };
    return (await this.hot.get(merchantId, lang, load, untilOf)).value;
  }

  /** The brand's PVP rooms, of one vendor or all, in catalogue order. */
  async pvpRooms(merchant: Merchant, lang: Language, vendor?: string): Promise<PvpRoom[]> {
    const rows = await this.games.listPvpRooms(merchant.id, vendor);
    return rows.map((row) => ({
      roomId: row.roomCode,
      vassalage: row.vassalage,
      name: pickText(row.name, lang),
      minBet: minorToDecimal(row.minBetMinor, merchant.currencyScale),
      seats: row.seats,
    }));
  }
}
