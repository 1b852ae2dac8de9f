import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { VENDOR_API, type VendorAnswer } from "@portal/contract/api/vendor-wallet";
import { minorToDecimal } from "@portal/contract/money";
import type { Db } from "../../db/client";
import { houseRounds, type HouseRoundStatus } from "../../db/schema";
import { AppError } from "../../http/app-error";
import type { Merchant } from "../../modules/merchants/repository";
import { findVendorSession, type VendorSession } from "../../modules/vendor-api/sessions";
import { takeNonce, type HouseSeed } from "./seeds";
import { HOUSE_VENDOR, type HouseWalletClient } from "./vendor-client";

/** A round still STARTED after this was cut short (a crash, a lost answer): it is voided. */
export const CUT_ROUND_AFTER_MS = 60_000;

/**
 * A stake in minor units within a game's limits and on its step; otherwise AMOUNT_OUT_OF_RANGE
 * carrying the limits as decimals, which the game page shows.
 */
export function requireStake(stake: bigint, limits: { min: bigint; max: bigint; step: bigint }, scale: number) {
  if (stake % limits.step === 0n && stake >= limits.min && stake <= limits.max) return;
  throw new AppError("AMOUNT_OUT_OF_RANGE", "Stake within the limits, in whole steps", undefined, {
    min: minorToDecimal(limits.min, scale),
    max: minorToDecimal(limits.max, scale),
    step: minorToDecimal(limits.step, scale),
  });
}

/** A vendor session with its token (stored only hashed), which the wallet calls carry. */
export type GameSession = VendorSession & { token: string };

/** What a house game decided for a round, from its seed pair and nonce. */
export interface DrawnRound<O> {
  payout: bigint;
  /** What the round keeps in house_rounds.outcome (enough to show and audit it). */
  record: Record<string, unknown>;
  outcome: O;
}

/**
 * The life of a house game round, the same for every house game: the outcome is drawn from the
 * member's seed pair first (the nonce is taken and the round recorded before any money moves),
 * then one bet for the round's stake and one win for its payout go through the public vendor
 * API. Rounds cut short are finished by finishCutRounds, whatever the game.
 */
export class HouseRounds {
  constructor(
    private readonly db: Db,
    private readonly wallet: HouseWalletClient,
  ) {}

  /**
   * The live session of a game token launched for this game, or NOT_LOGGED_IN (a token of
   * another game would record its rounds under the wrong game).
   */
  async session(merchant: Merchant, token: string, gameCode: string): Promise<GameSession> {
    const session = await findVendorSession(this.db, token);
    if (
      !session ||
      session.vendor !== HOUSE_VENDOR ||
      session.gameCode !== gameCode ||
      session.merchantId !== merchant.id ||
      session.expiresAt <= new Date()
    ) {
      throw new AppError("NOT_LOGGED_IN", "The game session has ended; open the game again");
    }
    return { ...session, token };
  }

  async play<O>(
    merchant: Merchant,
    session: GameSession,
    game: { code: string; roundPrefix: string },
    stake: bigint,
    draw: (seed: HouseSeed) => DrawnRound<O>,
  ) {
    const owner = { merchantId: merchant.id, memberId: session.memberId };
    // The nonce and the round's record commit together: a rotation waits for this transaction
    // (it locks the same seed row), so every round of a revealed pair is recorded before the
    // reveal and none is drawn after it. Money moves only after the commit.
    const { seed, drawn, roundId } = await this.db.transaction(async (tx) => {
      const seed = await takeNonce(tx, owner);
      const drawn = draw(seed);
      const roundId = `${game.roundPrefix}-${seed.id}-${seed.nonce}`;
      await tx.insert(houseRounds).values({
        roundId,
        ...owner,
        game: game.code,
        sessionToken: session.token,
        seedId: seed.id,
        nonce: seed.nonce,
        currency: session.currency,
        bet: stake,
        payout: drawn.payout,
        outcome: drawn.record,
      });
      return { seed, drawn, roundId };
    });
    const money = (amount: bigint) => minorToDecimal(amount, merchant.currencyScale);
    const common = { token: session.token, roundId, gameCode: game.code, currency: session.currency };
    const betAnswer = await this.wallet.call(merchant, VENDOR_API.bet, {
      ...common,
      transactionId: `${roundId}:bet`,
      amount: money(stake),
    });
    if (betAnswer.result !== "OK") {
      // Only a round still waiting for its bet: the cut-round job may have voided it meanwhile.
      await this.db
        .update(houseRounds)
        .set({ status: "BET_REFUSED" })
        .where(and(eq(houseRounds.roundId, roundId), eq(houseRounds.status, "STARTED")));
      throw refusal(betAnswer);
    }
    // Claim the round for its win: if the voiding job claimed it first (a very late answer),
    // the bet is being refunded and no win may be paid.
    if (!(await this.claim(roundId, "STARTED", "WINNING"))) {
      throw new AppError("INTERNAL_ERROR", "The round was voided; its bet is refunded");
    }
    const winAnswer = await this.sendWin(merchant, { ...common, payout: money(drawn.payout) });
    return {
      roundId,
      outcome: drawn.outcome,
      stake: money(stake),
      payout: money(drawn.payout),
      balance: winAnswer.balance ?? "",
      fairness: { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce },
    };
  }

  /**
   * Finishes rounds a crash or a lost answer cut short, older than CUT_ROUND_AFTER_MS, of every
   * house game: a round claimed for its win gets its win (again: idempotent by transaction id);
   * a round that never got that far is voided, its bet rolled back (refunded if taken, refused
   * for ever if not). Whoever moves a round out of STARTED first (the play or this job) decides
   * which. Idempotent.
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
        await this.db
          .update(houseRounds)
          .set({ status: "VOIDED", settledAt: sql`now()` })
          .where(eq(houseRounds.roundId, round.roundId));
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
    await this.db
      .update(houseRounds)
      .set({ status: "SETTLED", settledAt: sql`now()` })
      .where(eq(houseRounds.roundId, round.roundId));
    return answer;
  }

  /** Moves a round from one state to another if it is still in the first; true when it moved. */
  private async claim(roundId: string, from: HouseRoundStatus, to: HouseRoundStatus): Promise<boolean> {
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
