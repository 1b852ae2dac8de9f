import { z } from "zod";
import { BACCARAT_MAX_STAKE_MINOR, BACCARAT_MIN_STAKE_MINOR, BACCARAT_STAKE_STEP_MINOR } from "../house-baccarat";
import { SLOT_LINES } from "../house-slot";

/**
 * The operator's settings of the house slot and baccarat, per brand (kept in the house's own
 * tables, like the lottery's): whether the game is offered and its stake limits. Amounts are
 * decimal strings in the brand's money; a brand that never set them plays with the defaults.
 */
export const HOUSE_GAMES = ["slot", "baccarat"] as const;
export type HouseGame = (typeof HOUSE_GAMES)[number];

/**
 * The defaults (today's limits), in minor units: the slot's bet per spin is a whole number of line
 * bets (its step, SLOT_LINES minor units), from 0.10 to 1,000.00 at scale 2; baccarat's stake per
 * spot from 1.00 to 1,000.00 in steps of 0.10, a round at most the three spots at their maximum.
 */
export const HOUSE_GAME_DEFAULTS: Record<
  HouseGame,
  { minStake: bigint; maxStake: bigint; step: bigint; maxRoundStake: bigint | null }
> = {
  slot: { minStake: BigInt(SLOT_LINES), maxStake: 100_000n, step: BigInt(SLOT_LINES), maxRoundStake: null },
  baccarat: {
    minStake: BACCARAT_MIN_STAKE_MINOR,
    maxStake: BACCARAT_MAX_STAKE_MINOR,
    step: BACCARAT_STAKE_STEP_MINOR,
    maxRoundStake: 3n * BACCARAT_MAX_STAKE_MINOR,
  },
};

export const HOUSE_ADMIN = {
  /** Every house game with its settings for the brand (GET). */
  games: "/admin/house/games",
  /** A house game's settings (PUT, configureBrand). */
  game: "/admin/house/games/:game",
} as const;

/** The brand's limits as a house game page reads them (its `Merchant` header names the brand). */
export const HOUSE_LIMITS_API = {
  limits: "/house/api/games/:game/limits",
} as const;

export const houseGameParams = z.object({ game: z.enum(HOUSE_GAMES) });

const decimalAmount = z
  .string()
  .trim()
  .regex(/^\d{1,13}(\.\d{1,8})?$/, "amount");

/** The limits a game plays with (decimal strings); maxRoundStake is baccarat's only. */
export const houseGameLimitsSchema = z.object({
  game: z.enum(HOUSE_GAMES),
  enabled: z.boolean(),
  /** Per spin (slot) or per spot (baccarat). */
  minStake: z.string(),
  maxStake: z.string(),
  /** Stakes are whole multiples of it (fixed by the game). */
  step: z.string(),
  /** What one round may stake on all spots together (baccarat); null for the slot. */
  maxRoundStake: z.string().nullable(),
});
export type HouseGameLimits = z.infer<typeof houseGameLimitsSchema>;

export const houseGameSettingsSchema = houseGameLimitsSchema.extend({
  /** The house's code of the game (its catalogue code). */
  gameCode: z.string(),
  /** True while the brand never set them: the defaults apply. */
  isDefault: z.boolean(),
  defaults: houseGameLimitsSchema.pick({ minStake: true, maxStake: true, maxRoundStake: true }),
});
export type HouseGameSettingsView = z.infer<typeof houseGameSettingsSchema>;
export const houseGamesSchema = z.object({ list: z.array(houseGameSettingsSchema) });

export const houseGameSettingsRequest = z
  .object({
    enabled: z.boolean(),
    minStake: decimalAmount,
    maxStake: decimalAmount,
    /** Baccarat only (required there); the slot has none. */
    maxRoundStake: decimalAmount.optional(),
  })
  .strict();
export type HouseGameSettingsRequest = z.infer<typeof houseGameSettingsRequest>;
