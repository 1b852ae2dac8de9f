import type { GameCategory } from "@portal/contract/games";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { paginate, type PageRequest } from "../../db/paginate";
import { gameFavourites, gameRecents, games, lotteryMenus, pvpRooms, vendors } from "../../db/schema";

export function listVendors(db: Db, merchantId: number) {
  return db
    .select()
    .from(vendors)
    .where(eq(vendors.merchantId, merchantId))
    .orderBy(asc(vendors.sort), asc(vendors.id));
}

export function listHotGames(db: Db, merchantId: number) {
  return db
    .select()
    .from(games)
    .where(and(eq(games.merchantId, merchantId), eq(games.isHot, true)))
    .orderBy(asc(games.sort), asc(games.id));
}

export function listLotteryMenus(db: Db, merchantId: number) {
  return db
    .select()
    .from(lotteryMenus)
    .where(eq(lotteryMenus.merchantId, merchantId))
    .orderBy(asc(lotteryMenus.sort), asc(lotteryMenus.id));
}

export type GameRow = typeof games.$inferSelect;

/** The brand's PVP rooms, of one vendor or all, in catalogue order. */
export function listPvpRooms(db: Db, merchantId: number, vendor?: string) {
  return db
    .select()
    .from(pvpRooms)
    .where(and(eq(pvpRooms.merchantId, merchantId), vendor === undefined ? undefined : eq(pvpRooms.vassalage, vendor)))
    .orderBy(asc(pvpRooms.sort), asc(pvpRooms.id));
}

/** A vendor's catalogue games in catalogue order. */
export function listVendorGames(db: Db, merchantId: number, vassalage: string): Promise<GameRow[]> {
  return db
    .select()
    .from(games)
    .where(and(eq(games.merchantId, merchantId), eq(games.vassalage, vassalage)))
    .orderBy(asc(games.sort), asc(games.id));
}

/** A game of the brand by its id (ids of other brands are not found). */
export async function findGame(db: Db, merchantId: number, id: number): Promise<GameRow | undefined> {
  const [row] = await db
    .select()
    .from(games)
    .where(and(eq(games.id, id), eq(games.merchantId, merchantId)));
  return row;
}

export async function findGameByCode(
  db: Db,
  merchantId: number,
  vassalage: string,
  gameCode: string,
): Promise<GameRow | undefined> {
  const [row] = await db
    .select()
    .from(games)
    .where(and(eq(games.merchantId, merchantId), eq(games.vassalage, vassalage), eq(games.gameCode, gameCode)));
  return row;
}

export async function findVendor(db: Db, merchantId: number, vassalage: string) {
  const [row] = await db
    .select()
    .from(vendors)
    .where(and(eq(vendors.merchantId, merchantId), eq(vendors.vassalage, vassalage)));
  return row;
}

export async function pvpRoomExists(db: Db, merchantId: number, vassalage: string, roomCode: string): Promise<boolean> {
  const [room] = await db
    .select({ id: pvpRooms.id })
    .from(pvpRooms)
    .where(
      and(eq(pvpRooms.merchantId, merchantId), eq(pvpRooms.vassalage, vassalage), eq(pvpRooms.roomCode, roomCode)),
    );
  return room !== undefined;
}

/** A vendor, type or category's games in catalogue order, paged. */
export function pageGames(
  db: Db,
  merchantId: number,
  filter: { vendor?: string | undefined; category?: GameCategory | undefined; gameType?: string | undefined },
  page: PageRequest,
) {
  const where = and(
    eq(games.merchantId, merchantId),
    filter.vendor ? eq(games.vassalage, filter.vendor) : undefined,
    filter.category ? eq(games.category, filter.category) : undefined,
    filter.gameType ? eq(games.gameType, filter.gameType) : undefined,
  );
  return paginate(
    db.select({ total: count() }).from(games).where(where),
    db.select().from(games).where(where).orderBy(asc(games.sort), asc(games.id)).$dynamic(),
    page,
  );
}

export async function addFavouriteRow(db: Db, memberId: number, gameId: number): Promise<void> {
  await db.insert(gameFavourites).values({ memberId, gameId }).onConflictDoNothing();
}

export async function removeFavouriteRow(db: Db, memberId: number, gameId: number): Promise<void> {
  await db.delete(gameFavourites).where(and(eq(gameFavourites.memberId, memberId), eq(gameFavourites.gameId, gameId)));
}

/** The member's favourite games, newest first. */
export async function favouriteGames(db: Db, memberId: number): Promise<GameRow[]> {
  const rows = await db
    .select({ game: games })
    .from(gameFavourites)
    .innerJoin(games, eq(games.id, gameFavourites.gameId))
    .where(eq(gameFavourites.memberId, memberId))
    .orderBy(desc(gameFavourites.createdAt));
  return rows.map((r) => r.game);
}

/** The member's recently launched games, newest first, at most `limit`; `vassalage` narrows them to one vendor. */
export async function recentGameRows(db: Db, memberId: number, limit: number, vassalage?: string): Promise<GameRow[]> {
  const rows = await db
    .select({ game: games })
    .from(gameRecents)
    .innerJoin(games, eq(games.id, gameRecents.gameId))
    .where(
      and(eq(gameRecents.memberId, memberId), vassalage === undefined ? undefined : eq(games.vassalage, vassalage)),
    )
    .orderBy(desc(gameRecents.playedAt))
    .limit(limit);
  return rows.map((r) => r.game);
}

/** Called by launch: the game moves to the front of the member's recent games. */
export async function markPlayed(db: Db, memberId: number, gameId: number) {
  await db
    .insert(gameRecents)
    .values({ memberId, gameId })
    .onConflictDoUpdate({ target: [gameRecents.memberId, gameRecents.gameId], set: { playedAt: sql`now()` } });
}
