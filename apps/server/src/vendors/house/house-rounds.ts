import { LRUCache } from "lru-cache";
import { VENDOR_API, type VendorAnswer } from "@portal/contract/api/vendor-wallet";
import { decimalToMinor, minorToDecimal } from "@portal/contract/money";
import type { Db } from "../../db/client";
import { GroupedWrites } from "../../lib/grouped-writes";
import { AppError } from "../../http/app-error";
import type { PlatformClient } from "./platform-client";
import {
  brandById,
  endRound,
  moveRound,
  openRoundsBefore,
  rememberSession,
  settlePlayedRounds,
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

/** How long the house plays on a session the platform confirmed before it asks again. */
export const SESSION_RECHECK_MS = 60_000;

/**
 * The one answer the platform does not keep as a bet-win id's answer: an unchecked signature
 * says nothing of an earlier send, so it leaves the round open. (A failure on the platform's side
 * is HTTP 500, which PlatformClient throws.) Every other answer is final; a resend hears it again.
 */
const inconclusive = (answer: VendorAnswer) => answer.result === "INVALID_SIGNATURE";

/**
 * The life of a house game round, the same for every house game: the outcome is drawn from the
 * player's seed pair first (the nonce is taken and the round recorded, PLAYING, before any money
 * moves), then one bet-win call through the public vendor API debits its stake and credits its
 * payout together (or neither). Rounds cut short are finished by finishCutRounds, whatever the game.
 */
export class HouseRounds {
  /** Launch tokens whose player is already kept (house_sessions): the first answer never changes. */
  private readonly remembered = new LRUCache<string, true>({ max: 50_000 });
  /**
   * Sessions the platform confirmed lately, by brand and token. Rounds play on them without
   * asking again: the bet-win itself is refused once the platform ended the session, and the
   * refusal drops the session here.
   */
  private readonly confirmed = new LRUCache<string, GameSession>({ max: 50_000, ttl: SESSION_RECHECK_MS });

  /**
   * Rounds the platform took, settled in groups: under load, the rounds that end while one
   * group's statement runs are settled together by the next (one round trip for many spins).
   */
  private readonly played: GroupedWrites<string>;

  constructor(
    private readonly db: Db,
    private readonly platform: PlatformClient,
  ) {
    this.played = new GroupedWrites((roundIds) => settlePlayedRounds(db, roundIds));
  }

  /**
   * The player behind a launch token, asked of the platform (POST /vendor/session): a session
   * the platform ended (idle, logout, password change) stops the house at once. Anything but a
   * live session of this brand is NOT_LOGGED_IN.
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
    const live = { ...session, token };
    this.confirmed.set(sessionKey(brand, token), live);
    return live;
  }

  /**
   * The player's wallet balance as the platform tells it (a game page shows it before its first
   * round), or NOT_LOGGED_IN for a token the platform no longer knows.
   */
  async balance(brand: HouseBrand, token: string): Promise<string> {
    const answer = await this.platform.call(brand, VENDOR_API.balance, { token });
    if (answer.result !== "OK" || answer.balance === undefined) throw sessionEnded();
    return answer.balance;
  }

  /**
   * The session of a game token launched for this game, to play a round on (confirmed by the
   * platform within SESSION_RECHECK_MS), or NOT_LOGGED_IN (a token of another game would record
   * its rounds under the wrong game).
   */
  async session(brand: HouseBrand, token: string, gameCode: string): Promise<GameSession> {
    const session = this.confirmed.get(sessionKey(brand, token)) ?? (await this.player(brand, token));
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
    const answer = await this.sendRound(brand, {
      token: session.token,
      roundId,
      gameCode: game.code,
      currency: session.currency,
      bet: money(stake),
      win: money(drawn.payout),
    });
    if (answer.result !== "OK") {
      this.confirmed.delete(sessionKey(brand, session.token));
      throw refusal(answer);
    }
    return {
      roundId,
      outcome: drawn.outcome,
      stake: money(stake),
      payout: money(drawn.payout),
      balance: answer.balance ?? "",
      fairness: { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce },
    };
  }

  /**
   * Finishes rounds a crash or a lost answer cut short, older than CUT_ROUND_AFTER_MS, of every
   * house game. A PLAYING round's bet-win is sent again under its id: the platform answers as the
   * first time if the call arrived, and plays it now if it never did (its outcome was fixed when
   * it was drawn), so the round ends SETTLED or BET_REFUSED exactly as the money did.
   * Rounds of the two-call flow that came before bet-win (STARTED, WINNING, VOIDING) are finished
   * as then: a round claimed for its win gets its win; one that never got that far is voided,
   * its bet rolled back (refunded if taken, refused for ever if not). Idempotent.
   */
  async finishCutRounds(merchant: { id: number }): Promise<{ settled: number; voided: number; refused: number }> {
    const brand = await brandById(this.db, merchant.id);
    // A brand the house is not configured for has played no house round.
    if (!brand) return { settled: 0, voided: 0, refused: 0 };
    const cut = await openRoundsBefore(this.db, brand.merchantId, new Date(Date.now() - CUT_ROUND_AFTER_MS));
    const result = { settled: 0, voided: 0, refused: 0 };
    for (const round of cut) {
      const common = {
        token: round.sessionToken,
        roundId: round.roundId,
        gameCode: round.game,
        currency: round.currency,
      };
      if (round.status === "PLAYING") {
        const money = (amount: bigint) => minorToDecimal(amount, brand.currencyScale);
        const answer = await this.sendRound(brand, { ...common, bet: money(round.bet), win: money(round.payout) });
        if (answer.result === "OK") result.settled++;
        else if (!inconclusive(answer)) result.refused++;
        continue;
      }
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

  /**
   * Sends a round's bet-win (id "<round>:play") and ends the round as the answer says: SETTLED, or
   * BET_REFUSED for a refusal the platform keeps as the id's answer. A call that failed on the way
   * leaves the round PLAYING for finishCutRounds.
   */
  private async sendRound(
    brand: HouseBrand,
    round: { token: string; roundId: string; gameCode: string; currency: string; bet: string; win: string },
  ): Promise<VendorAnswer> {
    const answer = await this.platform.call(brand, VENDOR_API.betWin, {
      ...round,
      transactionId: `${round.roundId}:play`,
    });
    if (answer.result === "OK") await this.played.add(round.roundId);
    else if (!inconclusive(answer)) await endRound(this.db, round.roundId, "BET_REFUSED", "PLAYING");
    return answer;
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

const sessionKey = (brand: HouseBrand, token: string) => `${brand.merchantId}:${token}`;

/** The house's error for a refusal of the platform's wallet. */
export function refusal(answer: VendorAnswer): AppError {
  if (answer.result === "NOT_ENOUGH_MONEY")
    return new AppError("INSUFFICIENT_BALANCE", "Not enough money for this bet");
  if (answer.result === "TOKEN_EXPIRED" || answer.result === "INVALID_TOKEN") {
    return sessionEnded();
  }
  if (answer.result === "USER_DISABLED") return new AppError("ACCOUNT_DISABLED", "The account is disabled");
  if (answer.result === "PLAYER_LIMIT") return new AppError("LOSS_LIMIT_REACHED", "Your loss limit is reached");
  return new AppError("INTERNAL_ERROR", `The wallet refused the bet: ${answer.result}`);
}
