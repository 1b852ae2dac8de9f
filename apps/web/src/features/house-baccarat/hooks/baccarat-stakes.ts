import {
  BACCARAT_MAX_STAKE_MINOR,
  BACCARAT_MIN_STAKE_MINOR,
  BACCARAT_PAYS,
  BACCARAT_SPOTS,
  BACCARAT_STAKE_STEP_MINOR,
  type BaccaratSpot,
} from "@portal/contract/house-baccarat";
import { MONEY_DECIMALS } from "@portal/contract/constants";
import { minorToDecimal } from "@portal/contract/money";

/**
 * The stakes a player builds with chips before a deal, in minor units (bigint: money is never a
 * float). The limits are the contract's, which the server enforces again.
 */
export type Stakes = Record<BaccaratSpot, bigint>;
export const NO_STAKES: Stakes = { PLAYER: 0n, BANKER: 0n, TIE: 0n };

/** Chip values in minor units (1, 5, 10, 50, 100 and 500 at two decimals): all on the stake step. */
export const CHIPS_MINOR = [100n, 500n, 1_000n, 5_000n, 10_000n, 50_000n] as const;
export const DEFAULT_CHIP = CHIPS_MINOR[0];

export const toDecimal = (minor: bigint) => minorToDecimal(minor, MONEY_DECIMALS);
export const STAKE_LIMITS = {
  min: toDecimal(BACCARAT_MIN_STAKE_MINOR),
  max: toDecimal(BACCARAT_MAX_STAKE_MINOR),
  step: toDecimal(BACCARAT_STAKE_STEP_MINOR),
};

/** Adds a chip to a spot; the spot's stake stops at the maximum (never above it). */
export function addChip(stakes: Stakes, spot: BaccaratSpot, chip: bigint): Stakes {
  const next = stakes[spot] + chip;
  return { ...stakes, [spot]: next > BACCARAT_MAX_STAKE_MINOR ? BACCARAT_MAX_STAKE_MINOR : next };
}

export const totalStake = (stakes: Stakes) => BACCARAT_SPOTS.reduce((sum, spot) => sum + stakes[spot], 0n);

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
