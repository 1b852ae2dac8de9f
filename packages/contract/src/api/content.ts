import { z } from "zod";
import { ANNOUNCEMENT_EXECUTIONS, ANNOUNCEMENT_TYPES } from "../announcements";
import { GAME_CATEGORIES, GAME_CATEGORY_ICONS, WALLET_MODES } from "../games";

const csv = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
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
  maintenance: z.boolean(),
});
export type VendorCard = z.infer<typeof vendorCardSchema>;

export const laneSchema = z.object({
  title: z.enum(GAME_CATEGORIES),
  gameClassify: z.enum(GAME_CATEGORIES),
  cards: z.array(vendorCardSchema),
});
export type Lane = z.infer<typeof laneSchema>;

export const vendorLanesSchema = z.object({ data: z.object({ lanes: z.array(laneSchema) }) });

export const hotGamesQuery = z.object({
  merchantCode: z.string().max(32).optional(),
  isPlatform: z.coerce.number().int().optional(),
  platform: z.string().max(16).optional(),
  language: z.string().max(8).optional(),
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

/** The launch call (spec section 4): a game by node id (or a PVP room), real money (1) or free play (0). */
export const launchGameRequest = z.object({
  nodeId: z.coerce.number().int().positive().max(2_147_483_647),
  gameId: z.string().max(64).optional(),
  roomId: z.string().max(64).optional(),
  accountType: z.coerce.number().int().min(0).max(1).default(1),
  confirmTrans: z.coerce.number().int().default(0),
  vassalage: z.string().max(32).optional(),
  launchMode: z.string().max(16).default("GLS"),
  platform: z.string().max(32).default("html5-desktop"),
  clientType: z.coerce.number().int().default(3),
  language: z.string().max(8).optional(),
});
/** Either a URL to show in the game frame (game_url) or one to open as a page (game_url2). */
export const launchGameSchema = z.object({ game_url: z.string().optional(), game_url2: z.string().optional() });

/** The game list: 12 a page on the home page, 24 elsewhere (the client asks). */
export const gameListQuery = z.object({
  vendor: z.string().max(32).optional(),
  category: z.enum(GAME_CATEGORIES).optional(),
  gameType: z.string().max(32).optional(),
  language: z.string().max(8).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});
export const gameListSchema = z.object({
  list: z.array(gameSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const favouriteRequest = z.object({ nodeId: z.number().int().positive().max(2_147_483_647) });
export const favouriteParams = z.object({ nodeId: z.coerce.number().int().positive().max(2_147_483_647) });
/** Recent games: the last ones launched, newest first. */
export const RECENT_GAMES_MAX = 20;
