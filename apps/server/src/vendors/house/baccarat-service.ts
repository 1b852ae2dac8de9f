import {
  BACCARAT_MAX_STAKE_MINOR,
  BACCARAT_MIN_STAKE_MINOR,
  BACCARAT_SPOTS,
  BACCARAT_STAKE_STEP_MINOR,
  type BaccaratSpot,
} from "@portal/contract/house-baccarat";
import { minorToDecimal } from "@portal/contract/money";
import { AppError } from "../../http/app-error";
import { deal, settle, type BaccaratBets } from "./baccarat";
import { parseStake, requireStake, type HouseRounds } from "./house-rounds";
import type { HouseBrand } from "./repository";

export const BACCARAT_GAME_CODE = "punto-banco";

const STAKE_LIMITS = {
  min: BACCARAT_MIN_STAKE_MINOR,
  max: BACCARAT_MAX_STAKE_MINOR,
  step: BACCARAT_STAKE_STEP_MINOR,
};
type SpotAmounts = Partial<Record<BaccaratSpot, string>>;

/**
 * The house baccarat's game server: checks each spot's stake, then plays the round through
 * HouseRounds: one bet for the sum of the stakes, one win for the sum of what they return
 * (pushed stakes included), both through the public vendor API.
 */
export class HouseBaccarat {
  constructor(private readonly rounds: HouseRounds) {}

  async deal(brand: HouseBrand, token: string, betTexts: SpotAmounts) {
    const session = await this.rounds.session(brand, token, BACCARAT_GAME_CODE);
    const money = (amount: bigint) => minorToDecimal(amount, brand.currencyScale);
    const bets: BaccaratBets = {};
    let stake = 0n;
    for (const spot of BACCARAT_SPOTS) {
      const text = betTexts[spot];
      if (text === undefined) continue;
      const minor = parseStake(text, brand.currencyScale, spot);
      requireStake(minor, STAKE_LIMITS, brand.currencyScale);
      bets[spot] = minor;
      stake += minor;
    }
    if (stake === 0n) throw new AppError("VALIDATION_FAILED", "Stake at least one spot", { bets: "empty" });

    const round = await this.rounds.play(
      brand,
      session,
      { code: BACCARAT_GAME_CODE, roundPrefix: "bac" },
      stake,
      (seed) => {
        const outcome = deal(seed.serverSeed, seed.clientSeed, seed.nonce);
        const { returns, payout } = settle(bets, outcome.result);
        const amounts = (values: BaccaratBets) =>
          Object.fromEntries(Object.entries(values).map(([spot, value]) => [spot, money(value)])) as SpotAmounts;
        const dealt = { ...outcome, bets: amounts(bets), returns: amounts(returns) };
        return { payout, record: dealt, outcome: dealt };
      },
    );
    return {
      roundId: round.roundId,
      ...round.outcome,
      stake: round.stake,
      payout: round.payout,
      balance: round.balance,
      fairness: round.fairness,
    };
  }
}
