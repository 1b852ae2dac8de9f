import { HOUSE_GAME_CODES, type HouseGameSettings } from "./game-settings";
import { parseStake, requireStake, type HouseRounds } from "./house-rounds";
import type { HouseBrand } from "./repository";
import { payoutFor, spin } from "./slot";

export const SLOT_GAME_CODE = HOUSE_GAME_CODES.slot;

/**
 * The house slot's game server: checks the bet against the brand's limits (a whole number of
 * line bets; HouseGameSettings, defaults 0.10 to 1,000.00 at scale 2), then plays the round
 * through HouseRounds (seed pair first, then bet and win through the public vendor API).
 */
export class HouseSlot {
  constructor(
    private readonly rounds: HouseRounds,
    private readonly settings: HouseGameSettings,
  ) {}

  async spin(brand: HouseBrand, token: string, betText: string) {
    const limits = await this.settings.open(brand.merchantId, "slot");
    const session = await this.rounds.session(brand, token, SLOT_GAME_CODE);
    const bet = parseStake(betText, brand.currencyScale, "bet");
    requireStake(bet, { min: limits.minStake, max: limits.maxStake, step: limits.step }, brand.currencyScale);
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
