import type { GameCategory } from "@portal/contract/games";
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, min, notExists, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cappedCountWhere, Keyset, type CursorRequest } from "../../db/keyset";
import { paginate, type PageRequest } from "../../db/paginate";
import { Repository } from "../../db/repository";
import { gameFavourites, gameRecents, games, lotteryMenus, pvpRooms, vendors } from "../../db/schema";

export type GameRow = typeof games.$inferSelect;

/** The back office's game list in catalogue order (sort, then id): the lobby's own order. */
const adminGameKeys = new Keyset(
  "adminGames",
  [
    { column: games.sort, kind: "int" },
    { column: games.id, kind: "int" },
  ],
  { ascending: true },
);

/** A vendor row under maintenance at `now`: flagged, and its planned end, if any, still ahead (vendor-maintenance.ts). */
const underMaintenanceAt = (now: Date) =>
  and(eq(vendors.maintenance, true), or(isNull(vendors.maintenanceUntil), gt(vendors.maintenanceUntil, now)));

/** The brand's catalogue (vendors, games, lottery menus, PVP rooms) and each member's favourite and recent games. */
export class GameRepository extends Repository<GameRepository> {
  protected on(db: Db) {
    return new GameRepository(db);
  }

  listVendors(merchantId: number) {
    return this.db
      .select()
      .from(vendors)
      .where(eq(vendors.merchantId, merchantId))
      .orderBy(asc(vendors.sort), asc(vendors.id));
  }

  /**
   * The first `limit` hot games in catalogue order (the partial index games_merchant_hot_sort),
   * leaving out the games of vendors under maintenance at `now`: nobody can play them. The vendors
   * are a brand's few rows, probed per hot game by their unique index.
   */
  listHotGames(merchantId: number, limit: number, now: Date) {
    const closedVendor = this.db
      .select({ id: vendors.id })
      .from(vendors)
      .where(and(eq(vendors.merchantId, merchantId), eq(vendors.vassalage, games.vassalage), underMaintenanceAt(now)));
    return this.db
      .select()
      .from(games)
      .where(and(eq(games.merchantId, merchantId), eq(games.isHot, true), notExists(closedVendor)))
      .orderBy(asc(games.sort), asc(games.id))
      .limit(limit);
  }

  /** The earliest planned end of the brand's maintenances still running at `now` (null: none is planned). */
  async nextMaintenanceEnd(merchantId: number, now: Date): Promise<Date | null> {
    const [row] = await this.db
      .select({ end: min(vendors.maintenanceUntil) })
      .from(vendors)
      .where(and(eq(vendors.merchantId, merchantId), underMaintenanceAt(now)));
    return row?.end ?? null;
  }

  listLotteryMenus(merchantId: number) {
    return this.db
      .select()
      .from(lotteryMenus)
      .where(eq(lotteryMenus.merchantId, merchantId))
      .orderBy(asc(lotteryMenus.sort), asc(lotteryMenus.id));
  }

  /** The brand's PVP rooms, of one vendor or all, in catalogue order. */
  listPvpRooms(merchantId: number, vendor?: string) {
    return this.db
      .select()
      .from(pvpRooms)
      .where(
        and(eq(pvpRooms.merchantId, merchantId), vendor === undefined ? undefined : eq(pvpRooms.vassalage, vendor)),
      )
      .orderBy(asc(pvpRooms.sort), asc(pvpRooms.id));
  }

  /** A vendor's catalogue games in catalogue order. */
  listVendorGames(merchantId: number, vassalage: string): Promise<GameRow[]> {
    return this.db
      .select()
      .from(games)
      .where(and(eq(games.merchantId, merchantId), eq(games.vassalage, vassalage)))
      .orderBy(asc(games.sort), asc(games.id));
  }

  /** A game of the brand by its id (ids of other brands are not found). */
  async findGame(merchantId: number, id: number): Promise<GameRow | undefined> {
    const [row] = await this.db
      .select()
      .from(games)
      .where(and(eq(games.id, id), eq(games.merchantId, merchantId)));
    return row;
  }

  async findGameByCode(merchantId: number, vassalage: string, gameCode: string): Promise<GameRow | undefined> {
    const [row] = await this.db
      .select()
      .from(games)
      .where(and(eq(games.merchantId, merchantId), eq(games.vassalage, vassalage), eq(games.gameCode, gameCode)));
    return row;
  }

  async findVendor(merchantId: number, vassalage: string) {
    const [row] = await this.db
      .select()
      .from(vendors)
      .where(and(eq(vendors.merchantId, merchantId), eq(vendors.vassalage, vassalage)));
    return row;
  }

  /**
   * Puts every listing of a vendor (one per category it appears in) under maintenance or opens
   * it again; the rows changed (none: no such vendor in the brand).
   */
  async setMaintenance(merchantId: number, vassalage: string, maintenance: boolean, until: Date | null) {
    return this.db
      .update(vendors)
      .set({ maintenance, maintenanceUntil: maintenance ? until : null })
      .where(and(eq(vendors.merchantId, merchantId), eq(vendors.vassalage, vassalage)))
      .returning({ vassalage: vendors.vassalage });
  }

  /**
   * Sets a vendor's hot flag on every listing of it; the rows changed (none: no such vendor). Its
   * sort is each category's own (setCategoryVendorOrder).
   */
  async setVendorSettings(merchantId: number, vassalage: string, settings: { isHot: boolean }) {
    return this.db
      .update(vendors)
      .set(settings)
      .where(and(eq(vendors.merchantId, merchantId), eq(vendors.vassalage, vassalage)))
      .returning({ vassalage: vendors.vassalage });
  }

  /** The vassalages listed in one category, locked until the transaction ends (a new order of them). */
  async lockCategoryVendors(merchantId: number, category: GameCategory): Promise<string[]> {
    const rows = await this.db
      .select({ vassalage: vendors.vassalage })
      .from(vendors)
      .where(and(eq(vendors.merchantId, merchantId), eq(vendors.category, category)))
      .orderBy(asc(vendors.sort), asc(vendors.id))
      .for("update");
    return rows.map((r) => r.vassalage);
  }

  /** One category's listings ordered as `vassalages` (sort = position from 1); other categories untouched. */
  async setCategoryVendorOrder(merchantId: number, category: GameCategory, vassalages: readonly string[]) {
    if (vassalages.length === 0) return;
    const positions = sql.join(
      vassalages.map((v, i) => sql`(${v}::text, ${i + 1}::int)`),
      sql`, `,
    );
    await this.db.execute(
      sql`update ${vendors} set sort = o.position
        from (values ${positions}) as o(vassalage, position)
        where ${vendors.merchantId} = ${merchantId}::int and ${vendors.category} = ${category}
          and ${vendors.vassalage} = o.vassalage`,
    );
  }

  /**
   * The back office's page of catalogue games, in catalogue order (sort, id), keyset paged: of a
   * vendor (the index games_merchant_vendor_sort), a category (games_merchant_category_sort) or
   * both; `q` a part of the game's code or of its name in any language.
   */
  async pageAdminGames(
    merchantId: number,
    filter: { vendor?: string | undefined; category?: GameCategory | undefined; q?: string | undefined },
    request: CursorRequest,
  ) {
    // A name may join a number and its unit with a no-break space (demo-house.ts) where the
    // operator types a plain one: both sides read it as a space.
    const q = (filter.q ?? "").replaceAll("\u00a0", " ").trim();
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const where = and(
      eq(games.merchantId, merchantId),
      filter.vendor ? eq(games.vassalage, filter.vendor) : undefined,
      filter.category ? eq(games.category, filter.category) : undefined,
      q === ""
        ? undefined
        : or(
            ilike(games.gameCode, pattern),
            // The name's texts, not its JSON: the language keys and quotes would match every game.
            sql`exists (select 1 from jsonb_each_text(${games.name}) as name_text where translate(name_text.value, chr(160), ' ') ilike ${pattern})`,
          ),
    );
    const scope = { merchantId, vendor: filter.vendor ?? null, category: filter.category ?? null, q };
    const page = await adminGameKeys.page(request, scope, ({ after, orderBy, limit }) =>
      this.db
        .select({ key: adminGameKeys.select, game: games })
        .from(games)
        .where(and(where, after))
        .orderBy(...orderBy)
        .limit(limit),
    );
    return { ...page, ...(await cappedCountWhere(this.db, games, where)) };
  }

  /** Sets a game's hot flag, free play and sort order; the game as it is now (undefined: not the brand's). */
  async setGameSettings(merchantId: number, id: number, settings: { isHot: boolean; freePlay: boolean; sort: number }) {
    const [row] = await this.db
      .update(games)
      .set(settings)
      .where(and(eq(games.merchantId, merchantId), eq(games.id, id)))
      .returning();
    return row;
  }

  async pvpRoomExists(merchantId: number, vassalage: string, roomCode: string): Promise<boolean> {
    const [room] = await this.db
      .select({ id: pvpRooms.id })
      .from(pvpRooms)
      .where(
        and(eq(pvpRooms.merchantId, merchantId), eq(pvpRooms.vassalage, vassalage), eq(pvpRooms.roomCode, roomCode)),
      );
    return room !== undefined;
  }

  /** A vendor, type or category's games in catalogue order, paged. */
  pageGames(
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
      this.db.select({ total: count() }).from(games).where(where),
      this.db.select().from(games).where(where).orderBy(asc(games.sort), asc(games.id)).$dynamic(),
      page,
    );
  }

  async addFavourite(memberId: number, gameId: number): Promise<void> {
    await this.db.insert(gameFavourites).values({ memberId, gameId }).onConflictDoNothing();
  }

  async removeFavourite(memberId: number, gameId: number): Promise<void> {
    await this.db
      .delete(gameFavourites)
      .where(and(eq(gameFavourites.memberId, memberId), eq(gameFavourites.gameId, gameId)));
  }

  /** The member's favourite games, newest first. */
  async favouriteGames(memberId: number): Promise<GameRow[]> {
    const rows = await this.db
      .select({ game: games })
      .from(gameFavourites)
      .innerJoin(games, eq(games.id, gameFavourites.gameId))
      .where(eq(gameFavourites.memberId, memberId))
      .orderBy(desc(gameFavourites.createdAt));
    return rows.map((r) => r.game);
  }

  /** The member's recently launched games, newest first, at most `limit`; `gameTypes` narrows them to those types. */
  async recentGames(memberId: number, limit: number, gameTypes?: readonly string[]): Promise<GameRow[]> {
    const rows = await this.db
      .select({ game: games })
      .from(gameRecents)
      .innerJoin(games, eq(games.id, gameRecents.gameId))
      .where(
        and(
          eq(gameRecents.memberId, memberId),
          gameTypes === undefined ? undefined : inArray(games.gameType, [...gameTypes]),
        ),
      )
      .orderBy(desc(gameRecents.playedAt))
      .limit(limit);
    return rows.map((r) => r.game);
  }

  /** Called by launch: the game moves to the front of the member's recent games. */
  async markPlayed(memberId: number, gameId: number) {
    await this.db
      .insert(gameRecents)
      .values({ memberId, gameId })
      .onConflictDoUpdate({ target: [gameRecents.memberId, gameRecents.gameId], set: { playedAt: sql`now()` } });
  }
}
