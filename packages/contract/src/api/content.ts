import { z } from "zod";
import { ANNOUNCEMENT_EXECUTIONS, ANNOUNCEMENT_TYPES } from "../announcements";
import { GAME_CATEGORIES, GAME_CATEGORY_ICONS, WALLET_MODES } from "../games";
import { exactText } from "../input-schemas";
import { officialEntrySchema } from "./lottery";

const csv = <T extends readonly [string, ...string[]]>(values: T) =>
  exactText(256)
    .transform((s) => s.split(",").map((v) => v.trim()))
    .pipe(z.array(z.enum(values)).min(1));

export const announcementQuery = z.object({
  types: csv(ANNOUNCEMENT_TYPES).default([...ANNOUNCEMENT_TYPES]),
  platform: z.literal("W").default("W"),
  execution: z.enum(ANNOUNCEMENT_EXECUTIONS).default("B"),
});

export const announcementSchema = z.object({
  id: z.number().int(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  title: z.string(),
  /** Sanitized HTML. */
  content: z.string(),
  /** Publication time, epoch milliseconds. */
  time: z.number().int(),
  execution: z.enum(ANNOUNCEMENT_EXECUTIONS),
  imageUrl: z.string(),
  link: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

/** An announcement addressed to agents (the agent centre's announcement page). */
export const agentAnnouncementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitized HTML. */
  content: z.string(),
  time: z.number().int(),
});
export type AgentAnnouncement = z.infer<typeof agentAnnouncementSchema>;

export const announcementContentSchema = z.object({
  banners: z.array(announcementSchema),
  player: z.array(announcementSchema),
  popup: z.array(announcementSchema),
  promotion: z.array(announcementSchema),
  home: z.array(announcementSchema),
});
export type AnnouncementContent = z.infer<typeof announcementContentSchema>;

export const vendorCardSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  gameType: z.string(),
  category: z.enum(GAME_CATEGORIES),
  /** "VASSALAGE" opens a popup list of the vendor's games. */
  isGame: z.string(),
  isHot: z.boolean(),
  icon: z.string(),
  walletMode: z.enum(WALLET_MODES),
  /** Under maintenance: not playable (a launch answers VENDOR_MAINTENANCE), never hot, listed last. */
  maintenance: z.boolean(),
  /** The planned end of the maintenance (epoch ms), null when not known or not under maintenance. */
  maintenanceUntil: z.number().int().nullable(),
});
export type VendorCard = z.infer<typeof vendorCardSchema>;

export const laneSchema = z.object({
  title: z.enum(GAME_CATEGORIES),
  gameClassify: z.enum(GAME_CATEGORIES),
  cards: z.array(vendorCardSchema),
});
export type Lane = z.infer<typeof laneSchema>;

/** A sorting entry (spec section 3): a category and its vendors' codes, in display order. */
export const sortingEntrySchema = z.object({ gameCategory: z.enum(GAME_CATEGORIES), vendors: z.array(z.string()) });
export const vendorLanesSchema = z.object({
  data: z.object({ lanes: z.array(laneSchema), sorting: z.array(sortingEntrySchema) }),
});

/** Calls that only take the language to answer in. */
export const languageQuery = z.object({ language: exactText(8).optional() });

export const hotGamesQuery = z.object({
  merchantCode: exactText(32).optional(),
  isPlatform: z.coerce.number().int().optional(),
  platform: exactText(16).optional(),
  language: exactText(8).optional(),
});

export const gameSchema = z.object({
  nodeId: z.number().int(),
  gameCode: z.string(),
  name: z.string(),
  icon: z.string(),
  vassalage: z.string(),
  gameType: z.string(),
  category: z.enum(GAME_CATEGORIES),
  freePlay: z.boolean(),
});
export type Game = z.infer<typeof gameSchema>;

export const hotGamesSchema = z.object({ list: z.array(gameSchema) });

export const gameMenuSchema = z.object({
  gameGroupCode: z.enum(GAME_CATEGORY_ICONS),
  name: z.string(),
  games: z.array(z.object({ gameCode: z.string(), name: z.string() })),
});
export type GameMenu = z.infer<typeof gameMenuSchema>;

const dbId = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * The launch call (spec section 4): a catalogue game by `nodeId`, a vendor's game by
 * `vassalage` and `gameId` (lottery games), a vendor's lobby by `vassalage` alone, or a PVP room
 * by `vassalage` and `roomId`. `accountType` 1 is real money, 0 free play (what a trial member's
 * launch of a free-play game sends).
 */
export const launchGameRequest = z
  .object({
    nodeId: dbId.optional(),
    gameId: exactText(64).min(1).optional(),
    roomId: exactText(64).min(1).optional(),
    accountType: z.coerce.number().int().min(0).max(1).default(1),
    confirmTrans: z.coerce.number().int().default(0),
    vassalage: exactText(32).min(1).optional(),
    launchMode: exactText(16).default("GLS"),
    platform: exactText(32).default("html5-desktop"),
    clientType: z.coerce.number().int().default(3),
    username: exactText(64).optional(),
    token: exactText(512).optional(),
    merchantCode: exactText(32).optional(),
    language: exactText(8).optional(),
  })
  .refine((r) => r.nodeId !== undefined || r.vassalage !== undefined, {
    message: "nodeId or vassalage is required",
    path: ["nodeId"],
  });
export type LaunchGameRequest = z.input<typeof launchGameRequest>;
/** Either a URL to show in the game frame (game_url) or one to open as a page (game_url2). */
export const launchGameSchema = z.object({ game_url: z.string().optional(), game_url2: z.string().optional() });

/** The game list: 12 a page on the home page, 24 elsewhere (the client asks). */
export const gameListQuery = z.object({
  vendor: exactText(32).optional(),
  category: z.enum(GAME_CATEGORIES).optional(),
  gameType: exactText(32).optional(),
  language: exactText(8).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});
export const gameListSchema = z.object({
  list: z.array(gameSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const favouriteRequest = z.object({ nodeId: dbId });
export const favouriteParams = z.object({ nodeId: dbId });
/** Recent games: the last ones launched, newest first. */
export const RECENT_GAMES_MAX = 20;

/** PVP rooms (card game tables) of one vendor or all. */
export const pvpRoomsQuery = z.object({
  vendor: exactText(32).optional(),
  language: exactText(8).optional(),
});
export const pvpRoomSchema = z.object({
  roomId: z.string(),
  vassalage: z.string(),
  name: z.string(),
  /** The table's smallest stake, a decimal string in the brand currency. */
  minBet: z.string(),
  seats: z.number().int(),
});
export type PvpRoom = z.infer<typeof pvpRoomSchema>;
export const pvpRoomsSchema = z.object({ list: z.array(pvpRoomSchema) });

/** The lottery lists: the popular one asks 20 games, the full one 100 (spec section 9). */
export const LOTTERY_POPULAR_COUNT = 20;
export const LOTTERY_ALL_COUNT = 100;
export const lotteryPopularQuery = z.object({
  count: z.coerce.number().int().min(1).max(LOTTERY_ALL_COUNT).default(LOTTERY_POPULAR_COUNT),
  prizeMode: exactText(16).optional(),
  device: exactText(16).optional(),
  language: exactText(8).optional(),
});
export const lotteryGameSchema = z.object({
  gameCode: z.string(),
  name: z.string(),
  gameGroupCode: z.enum(GAME_CATEGORY_ICONS),
  /** The e-lottery vendor that runs the game (launched by vassalage and gameId). */
  vassalage: z.string(),
  /**
   * A house game's family where it has no group of its own (4D, THAI): its icon is LF's (lotto),
   * but it is named by its family, not as a daily draw.
   */
  family: z.string().optional(),
});
export type LotteryGame = z.infer<typeof lotteryGameSchema>;
export const lotteryPopularSchema = z.object({ list: z.array(lotteryGameSchema) });

/** Vietnam lottery regions: the game type of each TCG_LOTTO_VN game. */
export const VN_LOTTERY_REGIONS = ["VN_NORTH", "VN_CENTRAL", "VN_SOUTH"] as const;
export type VnLotteryRegion = (typeof VN_LOTTERY_REGIONS)[number];
export const vnGameMenuSchema = z.array(z.object({ region: z.enum(VN_LOTTERY_REGIONS), games: z.array(gameSchema) }));

/** The lottery's winner board: the latest `count` winning rounds. */
export const LOTTERY_WINNERS_MAX = 50;
export const lotteryWinnersQuery = z.object({
  count: z.coerce.number().int().min(1).max(LOTTERY_WINNERS_MAX).default(20),
  language: exactText(8).optional(),
});
export const lotteryWinnerSchema = z.object({
  /** The member's account with its middle hidden ("ab***yz"). */
  account: z.string(),
  gameName: z.string(),
  /** What the round paid, stake included (a decimal in the brand's money). */
  amount: z.string(),
  /** When it was settled (epoch ms). */
  at: z.number().int(),
});
export type LotteryWinner = z.infer<typeof lotteryWinnerSchema>;
export const lotteryWinnersSchema = z.object({ list: z.array(lotteryWinnerSchema) });

/** A Vietnam lottery game's opened numbers: `gameCode`, the latest `count` draws. */
export const vnOpenedQuery = z.object({
  gameCode: z.string().regex(/^[A-Z0-9_]{1,32}$/, "gameCode"),
  count: z.coerce.number().int().min(1).max(50).default(10),
});
/** The draws made, newest first: the family (VN_NORTH, VN_SOUTH) reads `result` prize by prize. */
export const vnOpenedSchema = z.object({
  gameCode: z.string(),
  family: z.string(),
  list: z.array(
    z.object({
      drawNo: z.string(),
      drawsAt: z.number().int(),
      void: z.boolean(),
      result: z.unknown(),
      /** An official draw's two operators (null for a fast draw). */
      official: officialEntrySchema.nullable(),
    }),
  ),
});
export type VnOpened = z.infer<typeof vnOpenedSchema>;
