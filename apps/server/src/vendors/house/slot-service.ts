import { minorToDecimal } from "@portal/contract/money";
import { AppError } from "../../http/app-error";
import type { Merchant } from "../../modules/merchants/repository";
import { parseAmount } from "../../modules/money/amounts";
import type { HouseRounds } from "./house-rounds";
import { LINES, payoutFor, spin } from "./slot";

export const SLOT_GAME_CODE = "lucky-sevens";
/** Bets in minor units: a whole number of line bets, from 0.10 to 1,000.00 at scale 2. */
const MIN_BET_LINE_BETS = 1n;
const MAX_BET_MINOR = 100_000n;

/**
 * The house slot's game server: checks the bet, then plays the round through HouseRounds (seed
 * pair first, then bet and win through the public vendor API).
 */
export class HouseSlot {
  constructor(private readonly rounds: HouseRounds) {}

  async spin(merchant: Merchant, token: string, betText: string) {
    const session = await this.rounds.session(merchant, token, SLOT_GAME_CODE);
    const bet = parseAmount(betText, merchant.currencyScale, "bet");
    if (bet % BigInt(LINES) !== 0n || bet < MIN_BET_LINE_BETS * BigInt(LINES) || bet > MAX_BET_MINOR) {
      throw new AppError("AMOUNT_OUT_OF_RANGE", "Bet a whole number of line bets within the limits", undefined, {
        min: minorToDecimal(MIN_BET_LINE_BETS * BigInt(LINES), merchant.currencyScale),
        max: minorToDecimal(MAX_BET_MINOR, merchant.currencyScale),
        step: minorToDecimal(BigInt(LINES), merchant.currencyScale),
      });
    }
    const round = await this.rounds.play(
      merchant,
      session,
      { code: SLOT_GAME_CODE, roundPrefix: "slot" },
      bet,
      (seed) => {
        const outcome = spin(seed.serverSeed, seed.clientSeed, seed.nonce);
        return {
          payout: payoutFor(bet, outcome),
          record: { stops: outcome.stops, grid: outcome.grid, wins: outcome.wins },
          outcome,
        };
      },
    );
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
