import { and, eq, inArray, lt } from "drizzle-orm";
import { VENDOR_API, type VendorAnswer } from "@portal/contract/api/vendor-wallet";
import { minorToDecimal } from "@portal/contract/money";
import type { Db } from "../../db/client";
import { houseRounds } from "../../db/schema";
import { AppError } from "../../http/app-error";
import type { Merchant } from "../../modules/merchants/repository";
import { parseAmount } from "../../modules/money/amounts";
import { findVendorSession } from "../../modules/vendor-api/sessions";
import { nextNonce } from "./seeds";
import { LINES, payoutFor, spin } from "./slot";
import { HOUSE_VENDOR, type HouseWalletClient } from "./vendor-client";

export const SLOT_GAME_CODE = "lucky-sevens";
/** Bets in minor units: a whole number of line bets, from 0.10 to 1,000.00 at scale 2. */
const MIN_BET_LINE_BETS = 1n;
const MAX_BET_MINOR = 100_000n;
/** A round still STARTED after this was cut short (a crash, a lost answer): it is voided. */
export const CUT_ROUND_AFTER_MS = 60_000;

/**
 * The house slot's game server. It draws the outcome from the member's seed pair first (the
 * nonce is taken and the round recorded before any money moves), then debits the bet and
 * credits the win through the public vendor API. Rounds cut short are finished by
 * finishCutRounds.
 */
export class HouseSlot {
  constructor(
    private readonly db: Db,
    private readonly wallet: HouseWalletClient,
  ) {}

  async spin(merchant: Merchant, token: string, betText: string) {
    const session = await findVendorSession(this.db, token);
    if (
      !session ||
      session.vendor !== HOUSE_VENDOR ||
      session.merchantId !== merchant.id ||
      session.expiresAt <= new Date()
    ) {
      throw new AppError("NOT_LOGGED_IN", "The game session has ended; open the game again");
    }
    const bet = parseAmount(betText, merchant.currencyScale, "bet");
    if (bet % BigInt(LINES) !== 0n || bet < MIN_BET_LINE_BETS * BigInt(LINES) || bet > MAX_BET_MINOR) {
      throw new AppError("AMOUNT_OUT_OF_RANGE", "Bet a whole number of line bets within the limits", undefined, {
        min: minorToDecimal(MIN_BET_LINE_BETS * BigInt(LINES), merchant.currencyScale),
        max: minorToDecimal(MAX_BET_MINOR, merchant.currencyScale),
        step: minorToDecimal(BigInt(LINES), merchant.currencyScale),
      });
    }
    const owner = { merchantId: merchant.id, memberId: session.memberId };
    const seed = await nextNonce(this.db, owner);
    const outcome = spin(seed.serverSeed, seed.clientSeed, seed.nonce);
    const payout = payoutFor(bet, outcome);
    const roundId = `slot-${seed.id}-${seed.nonce}`;
    await this.db.insert(houseRounds).values({
      roundId,
      ...owner,
      game: SLOT_GAME_CODE,
      sessionToken: token,
      seedId: seed.id,
      nonce: seed.nonce,
      currency: session.currency,
      bet,
      payout,
      outcome: { stops: outcome.stops, grid: outcome.grid, wins: outcome.wins },
    });
    const money = (amount: bigint) => minorToDecimal(amount, merchant.currencyScale);
    const common = { token, roundId, gameCode: SLOT_GAME_CODE, currency: session.currency };
    const betAnswer = await this.wallet.call(merchant, VENDOR_API.bet, {
      ...common,
      transactionId: `${roundId}:bet`,
      amount: money(bet),
    });
    if (betAnswer.result !== "OK") {
      await this.db.update(houseRounds).set({ status: "BET_REFUSED" }).where(eq(houseRounds.roundId, roundId));
      throw refusal(betAnswer);
    }
    // Claim the round for its win: if the voiding job claimed it first (a very late answer),
    // the bet is being refunded and no win may be paid.
    if (!(await this.claim(roundId, "STARTED", "WINNING"))) {
      throw new AppError("INTERNAL_ERROR", "The round was voided; its bet is refunded");
    }
    const winAnswer = await this.sendWin(merchant, { ...common, roundId, payout: money(payout) });
    return {
      roundId,
      grid: outcome.grid,
      wins: outcome.wins,
      bet: money(bet),
      payout: money(payout),
      balance: winAnswer.balance ?? "",
      fairness: { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce },
    };
  }

  /**
   * Finishes rounds a crash or a lost answer cut short, older than CUT_ROUND_AFTER_MS: a round
   * claimed for its win gets its win (again: idempotent by transaction id); a round that never
   * got that far is voided, its bet rolled back (refunded if taken, refused for ever if not).
   * Whoever moves a round out of STARTED first (the spin or this job) decides which. Idempotent.
   */
  async finishCutRounds(merchant: Merchant): Promise<{ settled: number; voided: number }> {
    const cut = await this.db
      .select()
      .from(houseRounds)
      .where(
        and(
          eq(houseRounds.merchantId, merchant.id),
          inArray(houseRounds.status, ["STARTED", "WINNING", "VOIDING"]),
          lt(houseRounds.createdAt, new Date(Date.now() - CUT_ROUND_AFTER_MS)),
        ),
      );
    const result = { settled: 0, voided: 0 };
    for (const round of cut) {
      const common = {
        token: round.sessionToken,
        roundId: round.roundId,
        gameCode: round.game,
        currency: round.currency,
      };
      if (round.status === "WINNING") {
        await this.sendWin(merchant, { ...common, payout: minorToDecimal(round.payout, merchant.currencyScale) });
        result.settled++;
        continue;
      }
      if (round.status === "STARTED" && !(await this.claim(round.roundId, "STARTED", "VOIDING"))) continue;
      const answer = await this.wallet.call(merchant, VENDOR_API.rollback, {
        token: round.sessionToken,
        transactionId: `${round.roundId}:void`,
        betTransactionId: `${round.roundId}:bet`,
        roundId: round.roundId,
      });
      if (answer.result === "OK" || answer.result === "TRANSACTION_DOES_NOT_EXIST") {
        await this.db.update(houseRounds).set({ status: "VOIDED" }).where(eq(houseRounds.roundId, round.roundId));
        result.voided++;
      }
    }
    return result;
  }

  private async sendWin(
    merchant: Merchant,
    round: { token: string; roundId: string; gameCode: string; currency: string; payout: string },
  ): Promise<VendorAnswer> {
    const { payout, ...common } = round;
    const answer = await this.wallet.call(merchant, VENDOR_API.win, {
      ...common,
      transactionId: `${round.roundId}:win`,
      amount: payout,
    });
    if (answer.result !== "OK") throw new Error(`the wallet refused a win: ${answer.result}`);
    await this.db.update(houseRounds).set({ status: "SETTLED" }).where(eq(houseRounds.roundId, round.roundId));
    return answer;
  }

  /** Moves a round from one state to another if it is still in the first; true when it moved. */
  private async claim(roundId: string, from: string, to: string): Promise<boolean> {
    const rows = await this.db
      .update(houseRounds)
      .set({ status: to })
      .where(and(eq(houseRounds.roundId, roundId), eq(houseRounds.status, from)))
      .returning({ roundId: houseRounds.roundId });
    return rows.length === 1;
  }
}

function refusal(answer: VendorAnswer): AppError {
  if (answer.result === "NOT_ENOUGH_MONEY")
    return new AppError("INSUFFICIENT_BALANCE", "Not enough money for this bet");
  if (answer.result === "TOKEN_EXPIRED" || answer.result === "INVALID_TOKEN") {
    return new AppError("NOT_LOGGED_IN", "The game session has ended; open the game again");
  }
  if (answer.result === "USER_DISABLED") return new AppError("ACCOUNT_DISABLED", "The account is disabled");
  return new AppError("INTERNAL_ERROR", `The wallet refused the bet: ${answer.result}`);
}
