/** The game catalogue: vendors, their games, PVP rooms and lottery menus, and members' lanes. */
import { GAME_CATEGORIES, GAME_CATEGORY_ICONS, WALLET_MODES } from "@portal/contract/games";
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, memberRef, merchantRef, minorUnits, sortOrder, tstz, type LocalizedText } from "./columns";

export const vendors = pgTable(
  "vendors",
  {
    id: serial("id").primaryKey(),
    merchantId: merchantRef(),
    vassalage: text("vassalage").notNull(),
    category: text("category", { enum: GAME_CATEGORIES }).notNull(),
    displayName: jsonb("display_name").$type<LocalizedText>().notNull(),
    gameType: text("game_type").notNull(),
    isGame: text("is_game").notNull().default(""),
    isHot: boolean("is_hot").notNull().default(false),
    icon: text("icon").notNull().default(""),
    walletMode: text("wallet_mode", { enum: WALLET_MODES }).notNull().default("SEAMLESS"),
    maintenance: boolean("maintenance").notNull().default(false),
    /** The planned end of the vendor's maintenance, when the operator knows it (shown on its tile). */
    maintenanceUntil: tstz("maintenance_until"),
    sort: sortOrder(),
  },
  (t) => [uniqueIndex("vendors_merchant_vassalage_category").on(t.merchantId, t.vassalage, t.category)],
);

export const games = pgTable(
  "games",
  {
    /** The game's nodeId on the wire. */
    id: serial("id").primaryKey(),
    merchantId: merchantRef(),
    vassalage: text("vassalage").notNull(),
    gameCode: text("game_code").notNull(),
    category: text("category", { enum: GAME_CATEGORIES }).notNull(),
    gameType: text("game_type").notNull(),
    name: jsonb("name").$type<LocalizedText>().notNull(),
    icon: text("icon").notNull().default(""),
    isHot: boolean("is_hot").notNull().default(false),
    freePlay: boolean("free_play").notNull().default(false),
    sort: sortOrder(),
  },
  (t) => [
    uniqueIndex("games_merchant_vendor_code").on(t.merchantId, t.vassalage, t.gameCode),
    // The game lists by vendor and by category, in catalogue order (sort, id): read in index
    // order, a page stops after its rows instead of sorting all of the brand's games.
    index("games_merchant_vendor_sort").on(t.merchantId, t.vassalage, t.sort, t.id),
    index("games_merchant_category_sort").on(t.merchantId, t.category, t.sort, t.id),
    // The hot list: few rows of many, so a partial index of the hot ones only.
    index("games_merchant_hot_sort")
      .on(t.merchantId, t.sort, t.id)
      .where(sql`${t.isHot}`),
  ],
);

/** A PVP (card game) vendor's table: launched by `roomId` with the vendor's `vassalage`. */
export const pvpRooms = pgTable(
  "pvp_rooms",
  {
    id: serial("id").primaryKey(),
    merchantId: merchantRef(),
    vassalage: text("vassalage").notNull(),
    /** The vendor's room id, sent as `roomId` at launch. */
    roomCode: text("room_code").notNull(),
    name: jsonb("name").$type<LocalizedText>().notNull(),
    /** The smallest stake at the table, in the brand currency's minor units. */
    minBetMinor: minorUnits("min_bet_minor").notNull(),
    seats: integer("seats").notNull(),
    sort: sortOrder(),
  },
  (t) => [uniqueIndex("pvp_rooms_merchant_vendor_room").on(t.merchantId, t.vassalage, t.roomCode)],
);

export const lotteryMenus = pgTable(
  "lottery_menus",
  {
    id: serial("id").primaryKey(),
    merchantId: merchantRef(),
    gameGroupCode: text("game_group_code", { enum: GAME_CATEGORY_ICONS }).notNull(),
    name: jsonb("name").$type<LocalizedText>().notNull(),
    games: jsonb("games").$type<{ gameCode: string; name: LocalizedText }[]>().notNull(),
    sort: sortOrder(),
  },
  (t) => [uniqueIndex("lottery_menus_merchant_group").on(t.merchantId, t.gameGroupCode)],
);

/** A member's favourite games. */
export const gameFavourites = pgTable(
  "game_favourites",
  {
    memberId: memberRef(),
    gameId: integer("game_id")
      .notNull()
      .references(() => games.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameId] })],
);

/** The games a member launched, with the last time (the "recent" lane). */
export const gameRecents = pgTable(
  "game_recents",
  {
    memberId: memberRef(),
    gameId: integer("game_id")
      .notNull()
      .references(() => games.id),
    playedAt: tstz("played_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.gameId] }),
    index("game_recents_member_time").on(t.memberId, t.playedAt),
  ],
);
