import { LRUCache } from "lru-cache";
import {
  HOUSE_GAME_DEFAULTS,
  HOUSE_GAMES,
  type HouseGame,
  type HouseGameLimits,
  type HouseGameSettingsRequest,
  type HouseGameSettingsView,
} from "@portal/contract/api/house-games";
import { decimalToMinor, minorToDecimal } from "@portal/contract/money";
import type { Db } from "../../db/client";
import { AppError } from "../../http/app-error";
import { gameSettingsOf, saveGameSettings, type HouseGameSettingsRow } from "./repository";

/** A house game's settings as its rounds apply them: amounts in minor units. */
export interface GameSettings {
  enabled: boolean;
  minStake: bigint;
  maxStake: bigint;
  step: bigint;
  /** All spots of a round together (baccarat); null: no limit beyond each spot's. */
  maxRoundStake: bigint | null;
  /** True while the brand never set them. */
  isDefault: boolean;
}

/** The house's code of each game (its catalogue code), as rounds and launches name it. */
export const HOUSE_GAME_CODES: Record<HouseGame, string> = { slot: "lucky-sevens", baccarat: "punto-banco" };

export function defaultGameSettings(game: HouseGame): GameSettings {
  return { enabled: true, ...HOUSE_GAME_DEFAULTS[game], isDefault: true };
}

/** How long a brand's settings are read from memory before the table is asked again. */
export const GAME_SETTINGS_TTL_MS = 30_000;

const fromRow = (game: HouseGame, row: HouseGameSettingsRow): GameSettings => ({
  enabled: row.enabled,
  minStake: row.minStake,
  maxStake: row.maxStake,
  step: HOUSE_GAME_DEFAULTS[game].step,
  maxRoundStake: game === "baccarat" ? row.maxRoundStake : null,
  isDefault: false,
});

/**
 * The operator's settings of the house slot and baccarat per brand (offered or not, stake
 * limits), in the house's own tables like the lottery's. Rounds read them from a short cache
 * (a spin adds no query); a change made in this process is seen at once, one made by another
 * process within GAME_SETTINGS_TTL_MS.
 */
export class HouseGameSettings {
  private readonly cache = new LRUCache<number, Map<string, HouseGameSettingsRow>>({
    max: 1_000,
    ttl: GAME_SETTINGS_TTL_MS,
    fetchMethod: async (merchantId) => new Map((await gameSettingsOf(this.db, merchantId)).map((r) => [r.game, r])),
  });

  constructor(private readonly db: Db) {}

  /** A game's settings for a brand, as rounds apply them. */
  async forGame(merchantId: number, game: HouseGame): Promise<GameSettings> {
    const rows = await this.cache.fetch(merchantId);
    const row = rows?.get(game);
    return row ? fromRow(game, row) : defaultGameSettings(game);
  }

  /** A game's settings, or NOT_FOUND when the brand does not offer it now. */
  async open(merchantId: number, game: HouseGame): Promise<GameSettings> {
    const settings = await this.forGame(merchantId, game);
    if (!settings.enabled) throw new AppError("GAME_CLOSED", "This game is closed", { game: "closed" });
    return settings;
  }

  /** The limits a game page shows (the brand's, decimal strings). */
  async limits(merchantId: number, scale: number, game: HouseGame): Promise<HouseGameLimits> {
    return limitsView(game, await this.forGame(merchantId, game), scale);
  }

  /** Every house game with its settings, for the back office. */
  async list(merchantId: number, scale: number): Promise<HouseGameSettingsView[]> {
    this.cache.delete(merchantId);
    return Promise.all(HOUSE_GAMES.map(async (game) => view(game, await this.forGame(merchantId, game), scale)));
  }

  /**
   * Sets a game's settings; `trace` writes the operator's audit entry in the same transaction
   * (in this process the house shares the platform's database handle).
   */
  async update(
    merchantId: number,
    scale: number,
    game: HouseGame,
    request: HouseGameSettingsRequest,
    operatorId: number,
    trace: (tx: Db) => Promise<void>,
  ): Promise<HouseGameSettingsView> {
    const settings = parse(game, request, scale);
    await this.db.transaction(async (tx) => {
      await saveGameSettings(tx, {
        merchantId,
        game,
        enabled: settings.enabled,
        minStake: settings.minStake,
        maxStake: settings.maxStake,
        maxRoundStake: settings.maxRoundStake,
        updatedBy: operatorId,
      });
      await trace(tx);
    });
    this.cache.delete(merchantId);
    return view(game, settings, scale);
  }
}

/** The request as settings, or VALIDATION_FAILED naming each field that is wrong. */
function parse(game: HouseGame, request: HouseGameSettingsRequest, scale: number): GameSettings {
  const { step } = HOUSE_GAME_DEFAULTS[game];
  const fields: Record<string, string> = {};
  const amount = (name: string, text: string) => {
    const minor = decimalToMinor(text, scale);
    if (minor === null || minor <= 0n) fields[name] = `a positive amount with at most ${scale} decimals`;
    else if (minor % step !== 0n) fields[name] = `a whole multiple of ${minorToDecimal(step, scale)}`;
    return minor ?? 0n;
  };
  const minStake = amount("minStake", request.minStake);
  const maxStake = amount("maxStake", request.maxStake);
  if (!fields.minStake && !fields.maxStake && maxStake < minStake) fields.maxStake = "at least the least stake";
  let maxRoundStake: bigint | null = null;
  if (game === "baccarat") {
    if (request.maxRoundStake === undefined) fields.maxRoundStake = "required";
    else {
      maxRoundStake = amount("maxRoundStake", request.maxRoundStake);
      if (!fields.maxRoundStake && !fields.maxStake && maxRoundStake < maxStake) {
        fields.maxRoundStake = "at least the most stake per spot";
      }
    }
  } else if (request.maxRoundStake !== undefined) fields.maxRoundStake = "not a setting of this game";
  if (Object.keys(fields).length > 0) throw new AppError("VALIDATION_FAILED", "Invalid game settings", fields);
  return { enabled: request.enabled, minStake, maxStake, step, maxRoundStake, isDefault: false };
}

function limitsView(game: HouseGame, settings: GameSettings, scale: number): HouseGameLimits {
  const money = (minor: bigint) => minorToDecimal(minor, scale);
  return {
    game,
    enabled: settings.enabled,
    minStake: money(settings.minStake),
    maxStake: money(settings.maxStake),
    step: money(settings.step),
    maxRoundStake: settings.maxRoundStake === null ? null : money(settings.maxRoundStake),
  };
}

function view(game: HouseGame, settings: GameSettings, scale: number): HouseGameSettingsView {
  const defaults = limitsView(game, defaultGameSettings(game), scale);
  return {
    ...limitsView(game, settings, scale),
    gameCode: HOUSE_GAME_CODES[game],
    isDefault: settings.isDefault,
    defaults: { minStake: defaults.minStake, maxStake: defaults.maxStake, maxRoundStake: defaults.maxRoundStake },
  };
}
