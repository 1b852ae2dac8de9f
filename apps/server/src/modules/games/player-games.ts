import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { RECENT_GAMES_MAX, type gameListQuery } from "@portal/contract/api/content";
import type { Language } from "@portal/contract/languages";
import type { Db } from "../../db/client";
import { gameFavourites, gameRecents, games } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { gameCard } from "./service";

type GameRow = typeof games.$inferSelect;

/** The game list of a vendor, type or category, in catalogue order, paged. */
export async function gameList(db: Db, merchantId: number, language: Language, query: z.infer<typeof gameListQuery>) {
  const where = and(
    eq(games.merchantId, merchantId),
    query.vendor ? eq(games.vassalage, query.vendor) : undefined,
    query.category ? eq(games.category, query.category) : undefined,
    query.gameType ? eq(games.gameType, query.gameType) : undefined,
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(games).where(where);
  const rows = await db
    .select()
    .from(games)
    .where(where)
    .orderBy(asc(games.sort), asc(games.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    list: rows.map((r) => gameCard(r, language)),
    total: Number(total),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A game of the caller's brand, or NOT_FOUND (ids of other brands do not exist for it). */
async function ownGame(db: Db, merchantId: number, nodeId: number): Promise<GameRow> {
  const [row] = await db
    .select()
    .from(games)
    .where(and(eq(games.id, nodeId), eq(games.merchantId, merchantId)));
  if (!row) throw new AppError("NOT_FOUND", "No such game");
  return row;
}

export async function addFavourite(db: Db, member: { id: number; merchantId: number }, nodeId: number) {
  await ownGame(db, member.merchantId, nodeId);
  await db.insert(gameFavourites).values({ memberId: member.id, gameId: nodeId }).onConflictDoNothing();
}

export async function removeFavourite(db: Db, member: { id: number }, nodeId: number) {
  await db.delete(gameFavourites).where(and(eq(gameFavourites.memberId, member.id), eq(gameFavourites.gameId, nodeId)));
}

async function memberGames(
  db: Db,
  language: Language,
  where: SQL | undefined,
  order: SQL,
  from: typeof gameFavourites | typeof gameRecents,
  limit?: number,
) {
  const query = db
    .select({ game: games })
    .from(from)
    .innerJoin(games, eq(games.id, from.gameId))
    .where(where)
    .orderBy(order);
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map((r) => gameCard(r.game, language));
}

export function favourites(db: Db, memberId: number, language: Language) {
  return memberGames(
    db,
    language,
    eq(gameFavourites.memberId, memberId),
    desc(gameFavourites.createdAt),
    gameFavourites,
  );
}

/** The member's recently launched games, newest first; `vassalage` narrows them to one vendor. */
export function recentGames(db: Db, memberId: number, language: Language, vassalage?: string) {
  return memberGames(
    db,
    language,
    and(eq(gameRecents.memberId, memberId), vassalage === undefined ? undefined : eq(games.vassalage, vassalage)),
    desc(gameRecents.playedAt),
    gameRecents,
    RECENT_GAMES_MAX,
  );
}

/** Called by launch: the game moves to the front of the member's recent games. */
export async function markPlayed(db: Db, memberId: number, gameId: number) {
  await db
    .insert(gameRecents)
    .values({ memberId, gameId })
    .onConflictDoUpdate({ target: [gameRecents.memberId, gameRecents.gameId], set: { playedAt: sql`now()` } });
}
