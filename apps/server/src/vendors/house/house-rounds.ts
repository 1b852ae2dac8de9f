import { LRUCache } from "lru-cache";
import { VENDOR_API, type VendorAnswer } from "@portal/contract/api/vendor-wallet";
import { decimalToMinor, minorToDecimal } from "@portal/contract/money";
import type { Db } from "../../db/client";
import { AppError } from "../../http/app-error";
import type { PlatformClient } from "./platform-client";
import {
  brandById,
  endRound,
  moveRound,
  openRoundsBefore,
  rememberSession,
  startRound,
  type HouseBrand,
  type HouseSeed,
  type Player,
} from "./repository";

/** A round still STARTED after this was cut short (a crash, a lost answer): it is voided. */
export const CUT_ROUND_AFTER_MS = 60_000;

/**
 * A stake from a request (a decimal string) in minor units; more fraction digits than the
 * brand's money has, or zero, is a validation error on `field`.
 */
export function parseStake(text: string, scale: number, field: string): bigint {
  const minor = decimalToMinor(text, scale);
  if (minor === null || minor <= 0n) {
    throw new AppError("VALIDATION_FAILED", "Invalid amount", {
      [field]: `a positive amount with at most ${scale} decimals`,
    });
  }
  return minor;
}

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

const sessionEnded = () => new AppError("NOT_LOGGED_IN", "The game session has ended; open the game again");

/** A live game session as the platform told it: the launch token, its player, game and currency. */
export type GameSession = Player & { token: string; gameCode: string; currency: string };

/** What a house game decided for a round, from its seed pair and nonce. */
export interface DrawnRound<O> {
  payout: bigint;
  /** What the round keeps in house_rounds.outcome (enough to show and audit it). */
  record: Record<string, unknown>;
  outcome: O;
}

/**
 * The life of a house game round, the same for every house game: the outcome is drawn from the
 * player's seed pair first (the nonce is taken and the round recorded before any money moves),
 * then one bet for the round's stake and one win for its payout go through the public vendor
 * API. Rounds cut short are finished by finishCutRounds, whatever the game.
 */
export class HouseRounds {
  /** Launch tokens whose player is already kept (house_sessions): the first answer never changes. */
  private readonly remembered = new LRUCache<string, true>({ max: 50_000 });

  constructor(
    private readonly db: Db,
    private readonly platform: PlatformClient,
  ) {}

  /**
   * The player behind a launch token, asked of the platform each time (POST /vendor/session):
   * a session the platform ended (idle, logout, password change) stops the house at once.
   * Anything but a live session of this brand is NOT_LOGGED_IN.
   */
  async player(brand: HouseBrand, token: string): Promise<GameSession> {
    const answer = await this.platform.session(brand, token);
    if (answer.result !== "OK" || !answer.playerId || !answer.gameCode || !answer.currency) throw sessionEnded();
    const session = {
      merchantId: brand.merchantId,
      playerId: answer.playerId,
      gameCode: answer.gameCode,
      currency: answer.currency,
    };
    if (!this.remembered.has(token)) {
      await rememberSession(this.db, token, session);
      this.remembered.set(token, true);
    }
    return { ...session, token };
  }

  /**
   * The live session of a game token launched for this game, or NOT_LOGGED_IN (a token of
   * another game would record its rounds under the wrong game).
   */
  async session(brand: HouseBrand, token: string, gameCode: string): Promise<GameSession> {
    const session = await this.player(brand, token);
    if (session.gameCode !== gameCode) throw sessionEnded();
    return session;
  }

  async play<O>(
    brand: HouseBrand,
    session: GameSession,
    game: { code: string; roundPrefix: string },
    stake: bigint,
    draw: (seed: HouseSeed) => DrawnRound<O>,
  ) {
    // The nonce and the round's record commit together (see startRound); money moves only after.
    const owner = { merchantId: brand.merchantId, playerId: session.playerId };
    const { seed, drawn, roundId } = await startRound(this.db, owner, game.roundPrefix, draw, {
      game: game.code,
      sessionToken: session.token,
      currency: session.currency,
      bet: stake,
    });
    const money = (amount: bigint) => minorToDecimal(amount, brand.currencyScale);
    const common = { token: session.token, roundId, gameCode: game.code, currency: session.currency };
    const betAnswer = await this.platform.call(brand, VENDOR_API.bet, {
      ...common,
      transactionId: `${roundId}:bet`,
      amount: money(stake),
    });
    if (betAnswer.result !== "OK") {
      // Only a round still waiting for its bet: the cut-round job may have voided it meanwhile.
      await moveRound(this.db, roundId, "STARTED", "BET_REFUSED");
      throw refusal(betAnswer);
    }
    // Claim the round for its win: if the voiding job claimed it first (a very late answer),
    // the bet is being refunded and no win may be paid.
    if (!(await moveRound(this.db, roundId, "STARTED", "WINNING"))) {
      throw new AppError("INTERNAL_ERROR", "The round was voided; its bet is refunded");
    }
    const winAnswer = await this.sendWin(brand, { ...common, payout: money(drawn.payout) });
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
  async finishCutRounds(merchant: { id: number }): Promise<{ settled: number; voided: number }> {
    const brand = await brandById(this.db, merchant.id);
    // A brand the house is not configured for has played no house round.
    if (!brand) return { settled: 0, voided: 0 };
    const cut = await openRoundsBefore(this.db, brand.merchantId, new Date(Date.now() - CUT_ROUND_AFTER_MS));
    const result = { settled: 0, voided: 0 };
    for (const round of cut) {
      const common = {
        token: round.sessionToken,
        roundId: round.roundId,
        gameCode: round.game,
        currency: round.currency,
      };
      if (round.status === "WINNING") {
        await this.sendWin(brand, { ...common, payout: minorToDecimal(round.payout, brand.currencyScale) });
        result.settled++;
        continue;
      }
      if (round.status === "STARTED" && !(await moveRound(this.db, round.roundId, "STARTED", "VOIDING"))) continue;
      const answer = await this.platform.call(brand, VENDOR_API.rollback, {
        token: round.sessionToken,
        transactionId: `${round.roundId}:void`,
        betTransactionId: `${round.roundId}:bet`,
        roundId: round.roundId,
      });
      if (answer.result === "OK" || answer.result === "TRANSACTION_DOES_NOT_EXIST") {
        await endRound(this.db, round.roundId, "VOIDED");
        result.voided++;
      }
    }
    return result;
  }

  private async sendWin(
    brand: HouseBrand,
    round: { token: string; roundId: string; gameCode: string; currency: string; payout: string },
  ): Promise<VendorAnswer> {
    const { payout, ...common } = round;
    const answer = await this.platform.call(brand, VENDOR_API.win, {
      ...common,
      transactionId: `${round.roundId}:win`,
      amount: payout,
    });
    if (answer.result !== "OK") throw new Error(`the wallet refused a win: ${answer.result}`);
    await endRound(this.db, round.roundId, "SETTLED");
    return answer;
  }
}

function refusal(answer: VendorAnswer): AppError {
  if (answer.result === "NOT_ENOUGH_MONEY")
    return new AppError("INSUFFICIENT_BALANCE", "Not enough money for this bet");
  if (answer.result === "TOKEN_EXPIRED" || answer.result === "INVALID_TOKEN") {
    return sessionEnded();
  }
  if (answer.result === "USER_DISABLED") return new AppError("ACCOUNT_DISABLED", "The account is disabled");
  return new AppError("INTERNAL_ERROR", `The wallet refused the bet: ${answer.result}`);
}
