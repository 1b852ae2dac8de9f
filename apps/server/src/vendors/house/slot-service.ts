import { parseStake, requireStake, type HouseRounds } from "./house-rounds";
import type { HouseBrand } from "./repository";
import { LINES, payoutFor, spin } from "./slot";

export const SLOT_GAME_CODE = "lucky-sevens";
/** Bets in minor units: a whole number of line bets, from 0.10 to 1,000.00 at scale 2. */
const BET_LIMITS = { min: BigInt(LINES), max: 100_000n, step: BigInt(LINES) };

/**
 * The house slot's game server: checks the bet, then plays the round through HouseRounds (seed
 * pair first, then bet and win through the public vendor API).
 */
export class HouseSlot {
  constructor(private readonly rounds: HouseRounds) {}

  async spin(brand: HouseBrand, token: string, betText: string) {
    const session = await this.rounds.session(brand, token, SLOT_GAME_CODE);
    const bet = parseStake(betText, brand.currencyScale, "bet");
    requireStake(bet, BET_LIMITS, brand.currencyScale);
    const round = await this.rounds.play(brand, session, { code: SLOT_GAME_CODE, roundPrefix: "slot" }, bet, (seed) => {
      const outcome = spin(seed.serverSeed, seed.clientSeed, seed.nonce);
      return {
        payout: payoutFor(bet, outcome),
        record: { stops: outcome.stops, grid: outcome.grid, wins: outcome.wins },
        outcome,
      };
    });
    return {
      roundId: round.roundId,
      grid: round.outcome.grid,
      wins: round.outcome.wins,
      bet: round.stake,
      payout: round.payout,
      balance: round.balance,
      fairness: round.fairness,
    };
  }
}
