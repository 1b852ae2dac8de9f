import type { LotteryPlaySale } from "@portal/contract/api/lottery";
import type { LotteryPlaySettingsRequest, LotteryPlaySettingsView } from "@portal/contract/api/lottery-admin";
import {
  ODDS_SCALE,
  maxPayoutOf,
  returnToPlayer,
  sampleKeys,
  type LotteryFamily,
  type Play,
} from "@portal/contract/lottery/engine";
import { familyOf } from "@portal/contract/lottery/families/index";
import { decimalToMinor, minorToDecimal } from "@portal/contract/money";
import type { Db } from "../../../db/client";
import { AppError } from "../../../http/app-error";
import { playSettingsOf, savePlaySettings, type LotteryPlaySettingsRow } from "./repository";

/** A play's settings as sales apply them: amounts in minor units, odds per class in basis points. */
export interface PlaySettings {
  enabled: boolean;
  minStake: bigint;
  maxStake: bigint;
  maxDrawStake: bigint;
  exposureLimit: bigint;
  odds: Record<string, number[]>;
}

/** The limits of a play nobody has set, in whole units of the brand's money. */
const DEFAULT_LIMITS = { minStake: 1n, maxStake: 10_000n, exposureLimit: 5_000_000n };
/**
 * A player's stake on a play in one draw, by default: five lines at the most stake per line. A
 * line costs its stake times the play's cost units (a lô point is charged for the 27 numbers of a
 * northern draw, 18 of a southern one), so the limit is counted in lines, not in a fixed sum that
 * would refuse a single lô line at the stake per line the page offers.
 */
const DEFAULT_DRAW_LINES = 5n;

/** The cost of one line at `stake` per line: what the per-draw stake limit is measured against. */
export const lineCost = (play: Play<unknown>, stake: bigint) => stake * BigInt(play.costUnits);

/**
 * The most one line at `stake` per line can pay in a draw under `odds` (the brand's price
 * classes, the play's defaults elsewhere), over the play's sample keys: the exposure a single
 * line takes on its number (maxPayoutOf: a lô point counts every number it may match, 27 in the
 * north). An exposure limit under it would refuse a lone line at the stake the page offers.
 */
export function oneLinePayout(play: Play<unknown>, odds: PlaySettings["odds"], stake: bigint): bigint {
  let most = 0n;
  for (const key of sampleKeys(play)) {
    const payout = maxPayoutOf(play, key, stake, oddsFor({ odds }, play, key));
    if (payout > most) most = payout;
  }
  return most;
}

/** Each play's defaults per currency scale, made once (the sales read them on every ticket of a play nobody set). */
const defaults = new WeakMap<Play<unknown>, Map<number, PlaySettings>>();

/**
 * A play's settings before the operator sets any: stakes from 1 to 10,000 a line, five lines at
 * the most stake a draw, and a house exposure per number and draw of 5,000,000 or five such lines'
 * most payout, whichever is more (a lô point at 10,000 may owe 98 x 27 of it).
 */
export function defaultSettings(scale: number, play: Play<unknown>): PlaySettings {
  const known = defaults.get(play)?.get(scale);
  if (known) return { ...known, odds: {} };
  const unit = 10n ** BigInt(scale);
  const maxStake = DEFAULT_LIMITS.maxStake * unit;
  const fiveLines = DEFAULT_DRAW_LINES * oneLinePayout(play, {}, maxStake);
  const floor = DEFAULT_LIMITS.exposureLimit * unit;
  const made: PlaySettings = {
    enabled: true,
    minStake: DEFAULT_LIMITS.minStake * unit,
    maxStake,
    maxDrawStake: DEFAULT_DRAW_LINES * lineCost(play, maxStake),
    exposureLimit: fiveLines > floor ? fiveLines : floor,
    odds: {},
  };
  defaults.set(play, (defaults.get(play) ?? new Map<number, PlaySettings>()).set(scale, made));
  return { ...made, odds: {} };
}

/** The highest odds a line can carry (its odds column is a 32-bit integer of basis points). */
const MAX_ODDS = 2_147_483_647;

/** A line's odds under a brand's settings: its price class's, else the play's defaults. */
export function oddsFor(settings: Pick<PlaySettings, "odds">, play: Play<unknown>, key: string): readonly number[] {
  return settings.odds[play.priceClass?.(key) ?? ""] ?? play.defaultOdds(key);
}

/** "1.98" from 19,800 basis points. */
export function oddsToText(basisPoints: number): string {
  const whole = Math.floor(basisPoints / ODDS_SCALE);
  const fraction = String(basisPoints % ODDS_SCALE)
    .padStart(4, "0")
    .replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** 19,800 basis points from "1.98" (the request schema allows at most four decimals). */
export function oddsFromText(text: string): number {
  const [whole = "0", fraction = ""] = text.split(".");
  return Number(whole) * ODDS_SCALE + Number(fraction.padEnd(4, "0"));
}

/** Each price class of a play with a key of it (the first the play sells), in the play's order. */
function priceClasses(play: Play<unknown>): Map<string, string> {
  const classes = new Map<string, string>();
  for (const key of sampleKeys(play)) {
    const priceClass = play.priceClass?.(key) ?? "";
    if (!classes.has(priceClass)) classes.set(priceClass, key);
  }
  return classes;
}

/** Each price class of a play with a key of it and its odds under `settings`, in the play's order. */
const classOdds = (play: Play<unknown>, settings: PlaySettings) =>
  [...priceClasses(play)].map(([priceClass, exampleKey]) => ({
    priceClass,
    exampleKey,
    odds: oddsFor(settings, play, exampleKey),
  }));

const fromRow = (row: LotteryPlaySettingsRow): PlaySettings => ({
  enabled: row.enabled,
  minStake: row.minStake,
  maxStake: row.maxStake,
  maxDrawStake: row.maxDrawStake,
  exposureLimit: row.exposureLimit,
  odds: row.odds,
});

/**
 * The operator's lottery settings per brand, family and play (decision 0035). Odds are set per
 * price class, and a set that would return 100 % or more to players is refused: the house never
 * sells a play it loses on by design.
 */
export class LotterySettings {
  constructor(private readonly db: Db) {}

  private family(code: string) {
    const family = familyOf(code);
    if (!family) throw new AppError("NOT_FOUND", "No such lottery family");
    return family;
  }

  /** Every play of a family with its settings, each price class with its odds and return to player. */
  async list(merchantId: number, scale: number, familyCode: string): Promise<LotteryPlaySettingsView[]> {
    const family = this.family(familyCode);
    const rows = new Map((await playSettingsOf(this.db, merchantId, family.code)).map((row) => [row.play, row]));
    return family.plays.map((play) => {
      const row = rows.get(play.code);
      return this.view(family.code, play, row ? fromRow(row) : defaultSettings(scale, play), scale);
    });
  }

  /**
   * The plays `family` sells in the brand (those the operator took off sale left out), with their
   * odds and stake limits, as the bet page shows them: the family as of the draw (Mark Six's
   * classes follow its lunar year).
   */
  async onSale(merchantId: number, scale: number, family: LotteryFamily<unknown>): Promise<LotteryPlaySale[]> {
    const rows = new Map((await playSettingsOf(this.db, merchantId, family.code)).map((row) => [row.play, row]));
    return family.plays.flatMap((play) => {
      const row = rows.get(play.code);
      const settings = row ? fromRow(row) : defaultSettings(scale, play);
      if (!settings.enabled) return [];
      return [
        {
          play: play.code,
          tiers: [...play.tiers],
          minStake: minorToDecimal(settings.minStake, scale),
          maxStake: minorToDecimal(settings.maxStake, scale),
          maxDrawStake: minorToDecimal(settings.maxDrawStake, scale),
          priceClasses: classOdds(play, settings).map(({ priceClass, exampleKey, odds }) => ({
            priceClass,
            exampleKey,
            odds: odds.map(oddsToText),
          })),
        },
      ];
    });
  }

  /** A play's settings as sales apply them. */
  async forPlay(merchantId: number, scale: number, familyCode: string, playCode: string): Promise<PlaySettings> {
    const row = (await playSettingsOf(this.db, merchantId, familyCode)).find((r) => r.play === playCode);
    if (row) return fromRow(row);
    const play = this.family(familyCode).plays.find((p) => p.code === playCode);
    if (!play) throw new AppError("NOT_FOUND", "No such lottery play");
    return defaultSettings(scale, play);
  }

  async update(
    merchantId: number,
    scale: number,
    familyCode: string,
    playCode: string,
    request: LotteryPlaySettingsRequest,
    operatorId: number,
  ): Promise<LotteryPlaySettingsView> {
    const family = this.family(familyCode);
    const play = family.plays.find((p) => p.code === playCode);
    if (!play) throw new AppError("NOT_FOUND", "No such lottery play");
    const settings = this.parse(play, request, scale);
    await savePlaySettings(this.db, {
      merchantId,
      family: family.code,
      play: play.code,
      ...settings,
      updatedBy: operatorId,
    });
    return this.view(family.code, play, settings, scale);
  }

  /** The request as settings, or VALIDATION_FAILED naming each field that is wrong. */
  private parse(play: Play<unknown>, request: LotteryPlaySettingsRequest, scale: number): PlaySettings {
    const fields: Record<string, string> = {};
    const amount = (name: keyof typeof request & string, text: string) => {
      const minor = decimalToMinor(text, scale);
      if (minor === null || minor <= 0n) fields[name] = `a positive amount with at most ${scale} decimals`;
      return minor ?? 0n;
    };
    const minStake = amount("minStake", request.minStake);
    const maxStake = amount("maxStake", request.maxStake);
    const maxDrawStake = amount("maxDrawStake", request.maxDrawStake);
    const exposureLimit = amount("exposureLimit", request.exposureLimit);
    if (!fields.maxStake && maxStake < minStake) fields.maxStake = "at least the least stake";
    // One line at the most stake per line must fit in a draw (a lô line costs 27 or 18 times its stake).
    const oneLine = lineCost(play, maxStake);
    if (!fields.maxDrawStake && !fields.maxStake && maxDrawStake < oneLine)
      fields.maxDrawStake =
        play.costUnits === 1
          ? "at least the most stake per line"
          : `at least one line at the most stake per line (${play.costUnits} x ${minorToDecimal(maxStake, scale)} = ${minorToDecimal(oneLine, scale)})`;

    const classes = priceClasses(play);
    const odds: Record<string, number[]> = {};
    for (const [priceClass, texts] of Object.entries(request.odds)) {
      const field = `odds.${priceClass}`;
      const key = classes.get(priceClass);
      if (key === undefined) fields[field] = `not a price class of ${play.code}`;
      else if (texts.length !== play.tiers.length) fields[field] = `one odds per tier (${play.tiers.join(", ")})`;
      else {
        const set = texts.map(oddsFromText);
        const problem = this.oddsProblem(play, key, set);
        if (problem) fields[field] = problem;
        else odds[priceClass] = set;
      }
    }
    // One line at the most stake must fit under the house's exposure on its number, at the odds set.
    const classesValid = Object.keys(fields).every((field) => !field.startsWith("odds."));
    if (!fields.exposureLimit && !fields.maxStake && classesValid) {
      const oneLine = oneLinePayout(play, odds, maxStake);
      if (exposureLimit < oneLine)
        fields.exposureLimit = `at least what one line at the most stake per line can pay (${minorToDecimal(oneLine, scale)})`;
    }
    if (Object.keys(fields).length > 0) throw new AppError("VALIDATION_FAILED", "Invalid lottery settings", fields);
    return { enabled: request.enabled, minStake, maxStake, maxDrawStake, exposureLimit, odds };
  }

  /**
   * What is wrong with a class's odds, if anything: each tier pays nothing or at least the stake
   * back (1x), a tier the class can never win pays nothing, odds fit the lines' column, and the
   * class returns more than nothing and less than 100 % to players.
   */
  private oddsProblem(play: Play<unknown>, key: string, set: readonly number[]): string | undefined {
    const hits = play.expectedHits?.(key) ?? [];
    for (const [tier, value] of set.entries()) {
      const name = play.tiers[tier];
      if (value > MAX_ODDS) return `${name}: at most ${oddsToText(MAX_ODDS)}`;
      if (value !== 0 && value < ODDS_SCALE) return `${name}: 0 or at least 1 (the stake back)`;
      if (value !== 0 && (hits[tier] ?? 0) === 0) return `${name}: 0 (this class never wins it)`;
    }
    const rtp = returnToPlayer(play, key, set) ?? 1;
    if (rtp >= 1) return `returns ${(rtp * 100).toFixed(2)} % to players: at most 99.99 %`;
    if (rtp <= 0) return "returns nothing to players";
    return undefined;
  }

  private view(family: string, play: Play<unknown>, settings: PlaySettings, scale: number): LotteryPlaySettingsView {
    return {
      family,
      play: play.code,
      tiers: [...play.tiers],
      enabled: settings.enabled,
      minStake: minorToDecimal(settings.minStake, scale),
      maxStake: minorToDecimal(settings.maxStake, scale),
      maxDrawStake: minorToDecimal(settings.maxDrawStake, scale),
      exposureLimit: minorToDecimal(settings.exposureLimit, scale),
      priceClasses: classOdds(play, settings).map(({ priceClass, exampleKey, odds }) => ({
        priceClass,
        exampleKey,
        odds: odds.map(oddsToText),
        defaultOdds: play.defaultOdds(exampleKey).map(oddsToText),
        returnToPlayer: ((returnToPlayer(play, exampleKey, odds) ?? 0) * 100).toFixed(2),
      })),
    };
  }
}
