import { BACCARAT_SPOTS, type BaccaratSpot } from "@portal/contract/house-baccarat";
import { minorToDecimal } from "@portal/contract/money";
import { AppError } from "../../http/app-error";
import { deal, settle, type BaccaratBets } from "./baccarat";
import { HOUSE_GAME_CODES, type HouseGameSettings } from "./game-settings";
import { parseStake, requireStake, type HouseRounds } from "./house-rounds";
import type { HouseBrand } from "./repository";

export const BACCARAT_GAME_CODE = HOUSE_GAME_CODES.baccarat;
type SpotAmounts = Partial<Record<BaccaratSpot, string>>;

/**
 * The house baccarat's game server: checks each spot's stake and the round's total against the
 * brand's limits (HouseGameSettings; by default 1.00 to 1,000.00 a spot in steps of 0.10), then
 * plays the round through HouseRounds: one bet for the sum of the stakes, one win for the sum of what they return
 * (pushed stakes included), both through the public vendor API.
 */
export class HouseBaccarat {
  constructor(
    private readonly rounds: HouseRounds,
    private readonly settings: HouseGameSettings,
  ) {}

  async deal(brand: HouseBrand, token: string, betTexts: SpotAmounts) {
    const limits = await this.settings.open(brand.merchantId, "baccarat");
    const spotLimits = { min: limits.minStake, max: limits.maxStake, step: limits.step };
    const session = await this.rounds.session(brand, token, BACCARAT_GAME_CODE);
    const money = (amount: bigint) => minorToDecimal(amount, brand.currencyScale);
    const bets: BaccaratBets = {};
    let stake = 0n;
    for (const spot of BACCARAT_SPOTS) {
      const text = betTexts[spot];
      if (text === undefined) continue;
      const minor = parseStake(text, brand.currencyScale, spot);
      requireStake(minor, spotLimits, brand.currencyScale);
      bets[spot] = minor;
      stake += minor;
    }
    if (stake === 0n) throw new AppError("VALIDATION_FAILED", "Stake at least one spot", { bets: "empty" });
    if (limits.maxRoundStake !== null && stake > limits.maxRoundStake) {
      const most = money(limits.maxRoundStake);
      throw new AppError(
        "AMOUNT_OUT_OF_RANGE",
        `The round's stakes together pass the table's limit of ${most}`,
        undefined,
        { min: money(limits.minStake), max: most, step: money(limits.step) },
      );
    }

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
