import type { Game, GameMenu, Lane, VendorCard } from "@portal/contract/api/content";
import { GAME_CATEGORIES, type GameCategory } from "@portal/contract/games";
import { pickText, type Language } from "@portal/contract/languages";
import type { Db } from "../../db/client";
import type { games } from "../../db/schema";
import { listHotGames, listLotteryMenus, listVendors } from "./repository";

/** Vendor lanes in the order of GAME_CATEGORIES; a category without vendors has no lane. */
export async function vendorLanes(db: Db, merchantId: number, lang: Language): Promise<Lane[]> {
  const rows = await listVendors(db, merchantId);
  const byCategory = new Map<GameCategory, VendorCard[]>();
  for (const row of rows) {
    const category = row.category;
    const card: VendorCard = {
      vassalage: row.vassalage,
      displayName: pickText(row.displayName, lang),
      gameType: row.gameType,
      category,
      isGame: row.isGame,
      isHot: row.isHot,
      icon: row.icon,
      walletMode: row.walletMode,
      maintenance: row.maintenance,
    };
    byCategory.set(category, [...(byCategory.get(category) ?? []), card]);
  }
  return GAME_CATEGORIES.filter((c) => byCategory.has(c)).map((c) => ({
    title: c,
    gameClassify: c,
    cards: byCategory.get(c)!,
  }));
}

/** A catalogue game as the client sees it (its nodeId is the row's id). */
export function gameCard(row: typeof games.$inferSelect, lang: Language): Game {
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

export async function hotGames(db: Db, merchantId: number, lang: Language): Promise<Game[]> {
  return (await listHotGames(db, merchantId)).map((row) => gameCard(row, lang));
}

export async function lotteryGameMenus(db: Db, merchantId: number, lang: Language): Promise<GameMenu[]> {
  const rows = await listLotteryMenus(db, merchantId);
  return rows.map((row) => ({
    gameGroupCode: row.gameGroupCode,
    name: pickText(row.name, lang),
    games: row.games.map((g) => ({ gameCode: g.gameCode, name: pickText(g.name, lang) })),
  }));
}
