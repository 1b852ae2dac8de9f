import { BACCARAT_PAYS, BACCARAT_SPOTS, type BaccaratSpot } from "@portal/contract/house-baccarat";
import { HOUSE_GAME_DEFAULTS, type HouseGameLimits } from "@portal/contract/api/house-games";
import { MONEY_DECIMALS } from "@portal/contract/constants";
import { decimalToMinor, minorToDecimal } from "@portal/contract/money";

/**
 * The stakes a player builds with chips before a deal, in minor units (bigint: money is never a
 * float). The limits are the brand's (the contract's defaults, HOUSE_GAME_DEFAULTS, until they are
 * read), which the server enforces again.
 */
export type Stakes = Record<BaccaratSpot, bigint>;
export const NO_STAKES: Stakes = { PLAYER: 0n, BANKER: 0n, TIE: 0n };

/** Chip values in minor units (1, 5, 10, 50, 100 and 500 at two decimals): all on the stake step. */
export const CHIPS_MINOR = [100n, 500n, 1_000n, 5_000n, 10_000n, 50_000n] as const;
export const DEFAULT_CHIP = CHIPS_MINOR[0];

export const toDecimal = (minor: bigint) => minorToDecimal(minor, MONEY_DECIMALS);

const DEFAULTS = HOUSE_GAME_DEFAULTS.baccarat;
/** The published default limits per spot (decimal strings). */
export const STAKE_LIMITS = {
  min: toDecimal(DEFAULTS.minStake),
  max: toDecimal(DEFAULTS.maxStake),
  step: toDecimal(DEFAULTS.step),
};

/** Limits in minor units: per spot, and per round (all spots; null: only each spot's). */
export interface StakeLimits {
  min: bigint;
  max: bigint;
  round: bigint | null;
}
/** The contract's defaults: the same the server applies to a brand that never set its own. */
export const DEFAULT_STAKE_LIMITS: StakeLimits = {
  min: DEFAULTS.minStake,
  max: DEFAULTS.maxStake,
  round: DEFAULTS.maxRoundStake,
};

/**
 * The brand's limits in minor units: a malformed figure keeps the default; no figure per round
 * means no limit beyond each spot's.
 */
export function stakeLimitsOf(limits: HouseGameLimits): StakeLimits {
  const minor = (text: string, fallback: bigint) => decimalToMinor(text, MONEY_DECIMALS) ?? fallback;
  return {
    min: minor(limits.minStake, DEFAULT_STAKE_LIMITS.min),
    max: minor(limits.maxStake, DEFAULT_STAKE_LIMITS.max),
    round:
      limits.maxRoundStake === null
        ? null
        : (decimalToMinor(limits.maxRoundStake, MONEY_DECIMALS) ?? DEFAULTS.maxRoundStake),
  };
}

/** The chips offered under the limits: those up to the most per spot (the least stake if none is). */
export function chipsFor(limits: StakeLimits): bigint[] {
  const chips = CHIPS_MINOR.filter((chip) => chip <= limits.max);
  return chips.length > 0 ? chips : [limits.max];
}

export const totalStake = (stakes: Stakes) => BACCARAT_SPOTS.reduce((sum, spot) => sum + stakes[spot], 0n);

/**
 * Adds a chip to a spot; the spot's stake stops at the most per spot and the round's at the most
 * per round (never above either).
 */
export function addChip(stakes: Stakes, spot: BaccaratSpot, chip: bigint, limits = DEFAULT_STAKE_LIMITS): Stakes {
  let cap = limits.max;
  if (limits.round !== null) {
    const room = limits.round - (totalStake(stakes) - stakes[spot]);
    if (room < cap) cap = room;
  }
  const next = stakes[spot] + chip;
  return { ...stakes, [spot]: next > cap ? (cap > stakes[spot] ? cap : stakes[spot]) : next };
}

/** What the deal call sends: the spots staked, as decimal strings. */
export function betsOf(stakes: Stakes): Partial<Record<BaccaratSpot, string>> {
  return Object.fromEntries(
    BACCARAT_SPOTS.filter((spot) => stakes[spot] > 0n).map((spot) => [spot, toDecimal(stakes[spot])]),
  );
}

/** "1 : 1", "0.95 : 1", "8 : 1": a spot's winnings per unit staked, from the contract's fraction. */
export function payLabel(spot: BaccaratSpot): string {
  const { numerator, denominator } = BACCARAT_PAYS[spot];
  const scale = denominator === 1n ? 0 : String(denominator).length - 1;
  return `${minorToDecimal((numerator * 10n ** BigInt(scale)) / denominator, scale)} : 1`;
}
