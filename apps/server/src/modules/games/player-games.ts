import type { z } from "zod";
import { RECENT_GAMES_MAX, type gameListQuery } from "@portal/contract/api/content";
import type { Language } from "@portal/contract/languages";
import type { Db } from "../../db/client";
import { AppError } from "../../http/app-error";
import { addFavouriteRow, favouriteGames, findGame, pageGames, recentGameRows, removeFavouriteRow } from "./repository";
import { gameCard } from "./service";

export { markPlayed } from "./repository";

/** The game list of a vendor, type or category, in catalogue order, paged. */
export async function gameList(db: Db, merchantId: number, language: Language, query: z.infer<typeof gameListQuery>) {
  const { rows, total } = await pageGames(db, merchantId, query, query);
  return {
    list: rows.map((r) => gameCard(r, language)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A game of the caller's brand, or NOT_FOUND (ids of other brands do not exist for it). */
async function ownGame(db: Db, merchantId: number, nodeId: number) {
  const row = await findGame(db, merchantId, nodeId);
  if (!row) throw new AppError("NOT_FOUND", "No such game");
  return row;
}

export async function addFavourite(db: Db, member: { id: number; merchantId: number }, nodeId: number) {
  await ownGame(db, member.merchantId, nodeId);
  await addFavouriteRow(db, member.id, nodeId);
}

export async function removeFavourite(db: Db, member: { id: number }, nodeId: number) {
  await removeFavouriteRow(db, member.id, nodeId);
}

export async function favourites(db: Db, memberId: number, language: Language) {
  return (await favouriteGames(db, memberId)).map((row) => gameCard(row, language));
}

/** The member's recently launched games, newest first; `vassalage` narrows them to one vendor. */
export async function recentGames(db: Db, memberId: number, language: Language, vassalage?: string) {
  return (await recentGameRows(db, memberId, RECENT_GAMES_MAX, vassalage)).map((row) => gameCard(row, language));
}
