import { hash } from "node:crypto";
import type { SQL } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { z } from "zod";
import type {
  VendorAnswer,
  VendorResult,
  VendorSessionAnswer,
  VendorWinBatchAnswer,
  vendorBetRequest,
  vendorBetWinRequest,
  vendorRollbackRequest,
  vendorWinRequest,
} from "@portal/contract/api/vendor-wallet";
import { DEMO_CURRENCY, decimalToMinor, minorToDecimal } from "@portal/contract/money";
import { findTransfer, type AccountRef, type LedgerTx } from "../../ledger/post";
import { LedgerError, type TransferRequest } from "../../ledger/types";
import type { Db } from "../../db/client";
import type { Merchant } from "../merchants/repository";
import {
  existingMemberAccount,
  memberAccount,
  memberKey,
  MEMBER_KIND,
  platform,
  vendorPlatformKind,
} from "../money/wallets";
import { findAccounts } from "../../ledger/accounts";
import { accountKeyText } from "../../ledger/account-ids";
import { playerFor } from "../../vendors/transfer-wallet";
import { hashToken } from "../sessions/service";
import type { CallKey, NewVendorCall, RoundChange, SeamlessWalletRepository } from "./repository";
import {
  findVendorSession,
  findVendorSessions,
  findVendorSessionWithMemberStatus,
  renewVendorSession,
  type VendorSession,
} from "./sessions";

type Bet = z.infer<typeof vendorBetRequest>;
type BetWin = z.infer<typeof vendorBetWinRequest>;
type Win = z.infer<typeof vendorWinRequest>;
type Rollback = z.infer<typeof vendorRollbackRequest>;

const refuse = (result: VendorResult): VendorAnswer => ({ result });
/** Marks a bet id whose rollback came first: the bet, if it ever arrives, is refused. */
const TOMBSTONE = "ROLLED_BACK_BEFORE_ARRIVAL";

/** What the member's limits say of a call: refused now, or checked again inside its transaction. */
interface LimitCheck {
  refused?: VendorResult;
  recheck?: (ledger: LedgerTx) => Promise<VendorResult | undefined>;
}

/**
 * The seamless wallet: the vendor debits (bet) and credits (win) the member's wallet, or cancels
 * a bet (rollback). Each call, its ledger transfer and the round's bet record commit together,
 * keyed by the vendor's transaction id, so a repeat returns the first answer and nothing is ever
 * applied twice. Bets need a live session; wins and rollbacks are taken after it expired.
 */
export class SeamlessWallet {
  /**
   * Games known to exist, per brand, vendor and code, for a minute: every bet checks its game.
   * Only found games are kept, so a game added a moment ago is taken at once.
   */
  private readonly knownGames: LRUCache<string, true>;
  /**
   * Sessions read lately, with their member's status, by token hash, for a minute. A bet-win on
   * one that looks able to bet is played at once (playKnown): its one statement checks what may
   * have changed since (the session's end, the member's status, player protection), so nothing is
   * read before it. The copy only ever decides whether to try that way, never a refusal.
   */
  private readonly recentSessions = new LRUCache<string, FoundSession>({ max: 50_000, ttl: 60_000 });

  constructor(
    private readonly repo: SeamlessWalletRepository,
    /** Player protection: the member's session and loss limits refuse a bet (decision 0025). */
    private readonly limits?: {
      playCheck(
        member: { id: number; merchantId: number },
        merchant: Merchant,
        memberSession: string | null,
        /** What the call could lose at most: a bet's stake, a bet-win's stake less its win. */
        risked: bigint,
        options: { lossLater: true },
      ): Promise<{ refusal?: "LOSS_LIMIT_REACHED" | "SESSION_LIMIT_REACHED" | object; lossLimits: boolean }>;
      lossLimitReached(
        member: { id: number; merchantId: number },
        merchant: Merchant,
        risked: bigint,
        tx: Db,
      ): Promise<boolean>;
      /** SQL true when no break and no limit of play could refuse the member now. */
      playClear(member: { id: number; merchantId: number }): SQL;
    },
  ) {
    this.knownGames = new LRUCache<string, true>({
      max: 100_000,
      ttl: 60_000,
      fetchMethod: async (key) => {
        const [merchantId, vendor, gameCode] = JSON.parse(key) as [number, string, string];
        return (await repo.gameExists(merchantId, vendor, gameCode)) || undefined;
      },
    });
  }

  async balance(merchant: Merchant, vendor: string, token: string): Promise<VendorAnswer> {
    const session = await this.session(merchant, vendor, token);
    if ("result" in session) return session;
    return { result: "OK", ...(await this.walletBalance(this.repo, merchant, session)) };
  }

  /**
   * Who a launch token belongs to, for the vendor it was issued to: the only way a vendor (the
   * house included) learns its player. An ended session (idle, logged out, password changed)
   * answers TOKEN_EXPIRED, so a vendor that asks before each round stops taking bets at once.
   */
  async sessionInfo(merchant: Merchant, vendor: string, token: string, now = new Date()): Promise<VendorSessionAnswer> {
    const session = await this.session(merchant, vendor, token);
    if ("result" in session) return session;
    if (session.expiresAt <= now) return refuse("TOKEN_EXPIRED");
    return {
      result: "OK",
      playerId: playerFor({ merchantId: merchant.id, id: session.memberId }).playerId,
      gameCode: session.gameCode,
      currency: session.currency,
      expiresAt: session.expiresAt.toISOString(),
    };
  }

  async bet(merchant: Merchant, vendor: string, body: Bet, now = new Date()): Promise<VendorAnswer> {
    // The session and its member's status in one statement: a disabled member is refused at once.
    const found = await findVendorSessionWithMemberStatus(this.repo.sessions, body.token);
    const session = found && this.ownSession(merchant, vendor, found.session);
    if (!session) return refuse("INVALID_TOKEN");
    const refused = betRefusal(session, found.memberStatus, body.currency, now);
    if (refused) return refuse(refused);
    const amount = decimalToMinor(body.amount, merchant.currencyScale);
    if (amount === null || amount <= 0n) return refuse("WRONG_SYNTAX");
    if (!(await this.gameKnown(merchant, vendor, body.gameCode))) return refuse("INVALID_GAME");
    // Read before the transaction (PGlite has one connection); applied to a new call only, so
    // a repeat of a bet taken before the limit was reached still hears its first answer.
    const limits = await this.limitCheck(merchant, session, amount);

    return this.once(merchant, vendor, session, "BET", body, async (repo, ledger) => {
      const limited = limits.refused ?? (await limits.recheck?.(ledger));
      if (limited) return refuse(limited);
      // A bet is refused for the balance without opening a wallet the member never had: the
      // refusal commits (it is the remembered answer), an empty account row would stay with it.
      const wallet = await this.existingWallet(ledger, merchant, session);
      if (!wallet) return { result: "NOT_ENOUGH_MONEY", ...(await this.walletBalance(repo, merchant, session)) };
      const house = await platform(ledger, walletOwner(merchant, session), vendorPlatformKind(vendor));
      try {
        const posted = await ledger.post({
          id: transferId(merchant, vendor, "bet", body.transactionId),
          merchantId: merchant.id,
          debitAccountId: wallet.id,
          creditAccountId: house.id,
          amount,
          reason: "BET",
          reference: { type: "round", id: `${vendor}:${body.roundId}` },
        });
        await this.round(repo, merchant, vendor, session, body, { stake: amount });
        await renewVendorSession(repo.sessions, session, now);
        const after = posted.entries.find((e) => e.accountId === wallet.id)!.balanceAfter;
        return { result: "OK", balance: minorToDecimal(after, merchant.currencyScale), currency: session.currency };
      } catch (error) {
        if (!(error instanceof LedgerError) || error.code !== "INSUFFICIENT_FUNDS") throw error;
        // Kept as the answer to this id: a repeat says the same, nothing was debited.
        return { result: "NOT_ENOUGH_MONEY", ...(await this.walletBalance(repo, merchant, session)) };
      }
    });
  }

  /**
   * A round decided at once: its bet and its win in one transaction, or neither. Unlike a lone
   * bet, every refusal past the token is kept as this id's answer: a vendor that lost the answer
   * sends the call again (it cannot roll a whole round back) and must hear what happened the
   * first time, even after the session ended. A bet-win is never rolled back.
   */
  async betWin(merchant: Merchant, vendor: string, body: BetWin, now = new Date()): Promise<VendorAnswer> {
    const tokenHash = hashToken(body.token);
    const amounts = roundAmounts(body, merchant.currencyScale);
    const recent = this.recentSessions.get(tokenHash);
    if (recent && amounts) {
      const played = await this.playKnown(merchant, vendor, recent, body, amounts, now);
      if (played) return played;
    }
    const found = await this.repo.sessions.findByHashWithMemberStatus(tokenHash);
    const session = found && this.ownSession(merchant, vendor, found.session);
    if (!session) return refuse("INVALID_TOKEN");
    // Looked up before the transaction: the cache reads outside it (PGlite has one connection).
    const gameKnown = await this.gameKnown(merchant, vendor, body.gameCode);
    const limits = await this.limitCheck(
      merchant,
      session,
      amounts && amounts.stake > amounts.payout ? amounts.stake - amounts.payout : 0n,
    );
    // Kept for the one-statement way unless player protection has a say on this member (a break,
    // limits): its statement would find its gate closed every time, one statement spent for nothing.
    if (limits.refused || limits.recheck) this.recentSessions.delete(tokenHash);
    else this.recentSessions.set(tokenHash, found);
    // The refusals before any money, in this order: the session, the member's limits (the loss
    // limits' locked recheck in between, when there are any), the amounts, the game.
    const sessionOrLimit = () => betRefusal(session, found.memberStatus, body.currency, now) ?? limits.refused;
    const amountsOrGame = (): VendorResult | undefined => {
      if (!amounts) return "WRONG_SYNTAX";
      return gameKnown ? undefined : "INVALID_GAME";
    };

    // The common round, which nothing before the money refuses, in one statement; anything else
    // (and a round the statement did not play) the transactional way, which answers and keeps it.
    if (!sessionOrLimit() && !limits.recheck && !amountsOrGame()) {
      const played = await this.playAtOnce(merchant, vendor, session, body, amounts!, now);
      if (played) return played;
    }

    return this.once(merchant, vendor, session, "BETWIN", body, async (repo, ledger) => {
      const refused = sessionOrLimit() ?? (await limits.recheck?.(ledger)) ?? amountsOrGame();
      if (refused) return refuse(refused);
      const wallet = await this.existingWallet(ledger, merchant, session);
      if (!wallet) return { result: "NOT_ENOUGH_MONEY", ...(await this.walletBalance(repo, merchant, session)) };
      const house = await platform(ledger, walletOwner(merchant, session), vendorPlatformKind(vendor));
      const { stake, payout } = amounts!;
      const [bet, win] = roundLegs(merchant, vendor, body, wallet.id, house.id, stake, payout);
      let posted;
      try {
        posted = await ledger.post(bet!);
      } catch (error) {
        if (!(error instanceof LedgerError) || error.code !== "INSUFFICIENT_FUNDS") throw error;
        return { result: "NOT_ENOUGH_MONEY", ...(await this.walletBalance(repo, merchant, session)) };
      }
      if (win) posted = await ledger.post(win);
      await this.round(repo, merchant, vendor, session, body, { stake, payout, settle: true });
      await renewVendorSession(repo.sessions, session, now);
      const after = posted.entries.find((e) => e.accountId === wallet.id)!.balanceAfter;
      return { result: "OK", balance: minorToDecimal(after, merchant.currencyScale), currency: session.currency };
    });
  }

  /**
   * A bet-win on a session read lately (recentSessions), in one statement with nothing read
   * before it, when the copy says the session may play this round: the statement itself holds to
   * the session being live and its member active and, for money play, clear of player
   * protection's breaks and limits. Undefined when any of that fails or the statement wrote
   * nothing: the call then takes the way that reads and checks everything.
   */
  private async playKnown(
    merchant: Merchant,
    vendor: string,
    recent: FoundSession,
    body: BetWin,
    amounts: RoundAmounts,
    now: Date,
  ): Promise<VendorAnswer | undefined> {
    const session = this.ownSession(merchant, vendor, recent.session);
    if (!session || betRefusal(session, recent.memberStatus, body.currency, now)) return undefined;
    if (!(await this.gameKnown(merchant, vendor, body.gameCode))) return undefined;
    const gate = [this.repo.sessions.liveAt(session.tokenHash, now)];
    if (this.limits && session.currency !== DEMO_CURRENCY) {
      gate.push(this.limits.playClear({ id: session.memberId, merchantId: merchant.id }));
    }
    return this.playAtOnce(merchant, vendor, session, body, amounts, now, gate);
  }

  /**
   * A bet-win as one statement (SeamlessWalletRepository.playRound): the call claimed with its
   * answer, the bet and the win posted and the round recorded together; the answer is the one the
   * statement stored. Undefined when it wrote nothing (the wallet was never opened, the books
   * refused the bet, the id was seen): the transactional way then answers, and keeps the answer,
   * exactly as for any other call.
   */
  private async playAtOnce(
    merchant: Merchant,
    vendor: string,
    session: VendorSession,
    body: BetWin,
    { stake, payout }: RoundAmounts,
    now: Date,
    gate: SQL[] = [],
  ): Promise<VendorAnswer | undefined> {
    const accounts = this.repo.ledgerAccounts();
    const owner = walletOwner(merchant, session);
    const wallet = await existingMemberAccount(accounts, owner, walletKind(session));
    if (!wallet) return undefined;
    const house = await platform(accounts, owner, vendorPlatformKind(vendor));
    const played = await this.repo.playRound(
      {
        ...callKey(merchant, vendor, body.transactionId),
        kind: "BETWIN",
        memberId: session.memberId,
        roundId: body.roundId,
        fingerprint: fingerprintOf("BETWIN", session, body),
      },
      roundLegs(merchant, vendor, body, wallet.id, house.id, stake, payout),
      roundRecord(merchant, vendor, session, body, { stake, payout, settle: true }),
      { walletId: wallet.id, scale: merchant.currencyScale, currency: session.currency },
      gate,
    );
    if (!played.written) return undefined;
    const renewedUntil = await renewVendorSession(this.repo.sessions, session, now);
    const recent = renewedUntil && this.recentSessions.get(session.tokenHash);
    if (recent)
      this.recentSessions.set(session.tokenHash, { ...recent, session: { ...session, expiresAt: renewedUntil } });
    return played.written.answer as VendorAnswer;
  }

  /**
   * The member's own limits (player protection), before the call's transaction: past the session
   * limit the member's session has just been ended (TOKEN_EXPIRED, as for a logout); a reached
   * loss limit is PLAYER_LIMIT. The loss limits are checked by `recheck`, which the call runs
   * inside its transaction with the limits locked, so two bets at once cannot both slip under a
   * limit; members without loss limits get none. Demo-credit (trial) sessions have no limits.
   */
  private async limitCheck(merchant: Merchant, session: VendorSession, risked: bigint): Promise<LimitCheck> {
    if (!this.limits || session.currency === DEMO_CURRENCY) return {};
    const limits = this.limits;
    const member = { id: session.memberId, merchantId: merchant.id };
    const { refusal, lossLimits } = await limits.playCheck(member, merchant, session.memberSession ?? null, risked, {
      lossLater: true,
    });
    // A break has ended the member's sessions: the game's token is over, as after a logout.
    if (typeof refusal === "object" || refusal === "SESSION_LIMIT_REACHED") return { refused: "TOKEN_EXPIRED" };
    if (refusal) return { refused: "PLAYER_LIMIT" };
    if (!lossLimits) return {};
    return {
      recheck: async (ledger) =>
        (await limits.lossLimitReached(member, merchant, risked, ledger.tx)) ? "PLAYER_LIMIT" : undefined,
    };
  }

  async win(merchant: Merchant, vendor: string, body: Win): Promise<VendorAnswer> {
    const session = await this.session(merchant, vendor, body.token);
    if ("result" in session) return session;
    if (body.currency !== session.currency) return refuse("WRONG_CURRENCY");
    const amount = decimalToMinor(body.amount, merchant.currencyScale);
    if (amount === null || amount < 0n) return refuse("WRONG_SYNTAX");

    return this.once(merchant, vendor, session, "WIN", body, async (repo, ledger) => {
      const wallet = await this.wallet(ledger, merchant, session);
      let balance: bigint | undefined;
      if (amount > 0n) {
        const house = await platform(ledger, walletOwner(merchant, session), vendorPlatformKind(vendor));
        const posted = await ledger.post({
          id: transferId(merchant, vendor, "win", body.transactionId),
          merchantId: merchant.id,
          debitAccountId: house.id,
          creditAccountId: wallet.id,
          amount,
          reason: "WIN",
          reference: { type: "round", id: `${vendor}:${body.roundId}` },
        });
        // The balance right after this win, under the wallet's lock (a transfer found already
        // posted carries the balance of its time: then the balance is read).
        if (posted.created) balance = posted.entries.find((e) => e.accountId === wallet.id)!.balanceAfter;
      }
      await this.round(repo, merchant, vendor, session, body, { payout: amount, settle: true });
      if (balance === undefined) return { result: "OK", ...(await this.walletBalance(repo, merchant, session)) };
      return { result: "OK", balance: minorToDecimal(balance, merchant.currencyScale), currency: session.currency };
    });
  }

  /**
   * Many wins in one call (a lottery draw's payouts): each item is exactly a win call under its
   * own transactionId (a batch sent again pays nothing twice and answers each item as before),
   * made together (winsAtOnce): the calls claimed, the payouts posted (ledger postMany), the
   * rounds settled and the answers stored in one transaction of a few statements, however many
   * items. Items it cannot take that way (a repeat of an id within the batch; a batch the books
   * refuse) go the one-by-one way, each a win of its own; one failing on our side answers UNKNOWN
   * alone, as a single call would with HTTP 500, and the vendor sends it again.
   */
  async winBatch(
    merchant: Merchant,
    vendor: string,
    items: readonly Win[],
    onItemError?: (error: unknown, transactionId: string) => void,
  ): Promise<VendorWinBatchAnswer> {
    const answers: (VendorAnswer | undefined)[] = items.map(() => undefined);
    const sessions = await findVendorSessions(
      this.repo.sessions,
      items.map((item) => item.token),
    );
    const ready: BatchWin[] = [];
    const ids = new Set<string>();
    for (const [index, item] of items.entries()) {
      const session = this.ownSession(merchant, vendor, sessions.get(item.token));
      const amount = decimalToMinor(item.amount, merchant.currencyScale);
      if (!session) answers[index] = refuse("INVALID_TOKEN");
      else if (item.currency !== session.currency) answers[index] = refuse("WRONG_CURRENCY");
      else if (amount === null || amount < 0n) answers[index] = refuse("WRONG_SYNTAX");
      else if (!ids.has(item.transactionId)) {
        ids.add(item.transactionId);
        ready.push({ index, item, session, amount });
      }
    }
    try {
      for (const [index, answer] of await this.winsAtOnce(merchant, vendor, ready)) answers[index] = answer;
    } catch (error) {
      if (!(error instanceof BatchRefused)) onItemError?.(error, "(batch)");
    }
    for (const [index, item] of items.entries()) {
      if (answers[index]) continue;
      try {
        answers[index] = await this.win(merchant, vendor, item);
      } catch (error) {
        onItemError?.(error, item.transactionId);
        answers[index] = { result: "UNKNOWN", transactionId: item.transactionId };
      }
    }
    return { result: "OK", items: answers as VendorAnswer[] };
  }

  /**
   * The batch's wins in one transaction: every id's lock taken (a repeat answers as the first
   * time), the new ones' payouts posted in one statement from one bucket of the vendor's platform
   * account (the first new item's member's) to the members' wallets, their rounds settled, and their calls recorded with
   * their answers. Throws BatchRefused (nothing written) when the books refuse a payout.
   */
  private winsAtOnce(merchant: Merchant, vendor: string, wins: readonly BatchWin[]) {
    return this.repo.runLedger(async (repo, ledger) => {
      const answers = new Map<number, VendorAnswer>();
      if (wins.length === 0) return answers;
      const ids = wins.map(({ item }) => item.transactionId);
      // Under the ids' locks no other call can record them: an id not found now is this batch's
      // to record, once its money has moved (the row is written once, answer and all).
      await repo.lockCalls(merchant.id, vendor, ids);
      const stored = new Map(
        (await repo.findCalls(merchant.id, vendor, ids)).map((call) => [call.transactionId, call]),
      );
      for (const { index, item, session } of wins) {
        const call = stored.get(item.transactionId);
        if (!call) continue;
        answers.set(
          index,
          call.kind === "WIN" && call.fingerprint === fingerprintOf("WIN", session, item)
            ? (call.answer as VendorAnswer)
            : refuse("DUPLICATE_TRANSACTION"),
        );
      }
      const news = wins.filter(({ item }) => !stored.has(item.transactionId));
      if (news.length === 0) return answers;

      // The wallets (found in one statement; one never opened is opened only for a payout) and the buckets.
      const walletKeys = news.map(({ session }) => memberKey(walletOwner(merchant, session), walletKind(session)));
      const wallets = await findAccounts(ledger.tx as unknown as Db, walletKeys);
      const walletIds = new Map([...wallets].map(([key, wallet]) => [key, wallet.id]));
      // Balances before the batch: a settled loss answers its wallet as the items before it left it.
      const before = new Map([...wallets.values()].map((wallet) => [wallet.id, wallet.balance]));
      const keyTexts = walletKeys.map(accountKeyText);
      // One bucket of the vendor's platform account pays the whole batch (the first new item's
      // member's), not each payee's own: a thousand payees span all the buckets, so every batch
      // held all of them until its commit, and a player's own call of any bucket waited behind it;
      // now a player waits only if of this batch's bucket (decision 0021, 0035).
      const payer = news[0]!.session.memberId;
      const houses = new Map<string, AccountRef>();
      const legs: TransferRequest[] = [];
      const legOf = new Map<number, number>();
      for (const [k, { item, session, amount }] of news.entries()) {
        if (amount === 0n) continue;
        // Awaited only when not known yet: a currency's bucket, a wallet never opened.
        let house = houses.get(session.currency);
        if (!house) {
          const owner = { merchantId: merchant.id, memberId: payer, currency: session.currency };
          house = await platform(ledger, owner, vendorPlatformKind(vendor));
          houses.set(session.currency, house);
        }
        let wallet = walletIds.get(keyTexts[k]!);
        if (wallet === undefined) {
          wallet = (await ledger.account(walletKeys[k]!)).id;
          walletIds.set(keyTexts[k]!, wallet);
        }
        legOf.set(k, legs.length);
        legs.push({
          id: transferId(merchant, vendor, "win", item.transactionId),
          merchantId: merchant.id,
          debitAccountId: house.id,
          creditAccountId: wallet,
          amount,
          reason: "WIN",
          reference: { type: "round", id: `${vendor}:${item.roundId}` },
        });
      }
      const posted = await ledger.postMany(legs);
      if (!posted.posted) throw new BatchRefused();
      await repo.settleRounds(
        news.map(({ item, session, amount }) =>
          roundRecord(merchant, vendor, session, item, { payout: amount, settle: true }),
        ),
      );
      // Each item answers the balance right after it, as if the items came one after another: a
      // payout its leg's credit balance, a settled loss the balance the items before it left (the
      // last earlier payout to the same wallet, else the balance before the batch; 0 for none).
      const calls: NewVendorCall[] = [];
      const latest = new Map<string, bigint>();
      for (const [k, { index, item, session }] of news.entries()) {
        const text = keyTexts[k]!;
        const leg = legOf.get(k);
        const balance =
          leg !== undefined
            ? posted.creditBalances[leg]!
            : (latest.get(text) ?? before.get(walletIds.get(text) ?? -1) ?? 0n);
        latest.set(text, balance);
        const answer: VendorAnswer = {
          result: "OK",
          balance: minorToDecimal(balance, merchant.currencyScale),
          currency: session.currency,
          transactionId: item.transactionId,
        };
        answers.set(index, answer);
        calls.push({
          ...callKey(merchant, vendor, item.transactionId),
          kind: "WIN",
          memberId: session.memberId,
          roundId: item.roundId,
          fingerprint: fingerprintOf("WIN", session, item),
          answer,
        });
      }
      await repo.insertCalls(calls);
      return answers;
    });
  }

  async rollback(merchant: Merchant, vendor: string, body: Rollback): Promise<VendorAnswer> {
    const session = await this.session(merchant, vendor, body.token);
    if ("result" in session) return session;

    return this.once(merchant, vendor, session, "ROLLBACK", body, async (repo, ledger) => {
      // The bet id's own lock first, as the bet takes it: a bet still in its transaction commits
      // (or not) before this looks for it, so a rollback racing it never hits its row half-made.
      await repo.lockCall(callKey(merchant, vendor, body.betTransactionId));
      const bet = await repo.findCall(callKey(merchant, vendor, body.betTransactionId), { lock: true });
      if (!bet) {
        // The rollback came first: remember the bet id so a late bet is refused; nothing moves.
        await repo.insertCall({
          merchantId: merchant.id,
          vendor,
          transactionId: body.betTransactionId,
          kind: TOMBSTONE,
          memberId: session.memberId,
          roundId: body.roundId,
          fingerprint: "",
          answer: refuse("DUPLICATE_TRANSACTION"),
        });
        return refuse("TRANSACTION_DOES_NOT_EXIST");
      }
      const original = await findTransfer(ledger.tx, transferId(merchant, vendor, "bet", body.betTransactionId));
      if (bet.kind !== "BET" || bet.memberId !== session.memberId || !original)
        return refuse("TRANSACTION_DOES_NOT_EXIST");
      const reversal = {
        id: transferId(merchant, vendor, "rollback", body.transactionId),
        merchantId: merchant.id,
        debitAccountId: original.creditAccountId,
        creditAccountId: original.debitAccountId,
        amount: original.amount,
        reason: "ROLLBACK" as const,
        reference: { type: "round", id: `${vendor}:${bet.roundId}` },
        // At most one reversal of a bet, whatever rollback id it comes under.
        reverses: original.id,
      };
      try {
        await ledger.post(reversal);
      } catch (error) {
        // Another rollback id already cancelled this bet: its money moved back once.
        if (error instanceof LedgerError && error.code === "ALREADY_REVERSED")
          return refuse("TRANSACTION_DOES_NOT_EXIST");
        throw error;
      }
      await this.round(
        repo,
        merchant,
        vendor,
        session,
        { roundId: bet.roundId, gameCode: "" },
        { stake: -original.amount },
      );
      return { result: "OK", ...(await this.walletBalance(repo, merchant, session)) };
    }).catch((error: unknown) => {
      // Two rollback ids racing for one bet: the loser's transaction hit the unique `reverses`.
      if (error instanceof LedgerError && error.code === "ALREADY_REVERSED")
        return refuse("TRANSACTION_DOES_NOT_EXIST");
      throw error;
    });
  }

  /**
   * Runs a call once per transaction id: records the call with its fingerprint, does the work
   * and stores its answer, in one transaction. A repeat gets the stored answer; another call
   * under the same id gets DUPLICATE_TRANSACTION.
   */
  private once(
    merchant: Merchant,
    vendor: string,
    session: VendorSession,
    kind: "BET" | "WIN" | "ROLLBACK" | "BETWIN",
    body: { transactionId: string; roundId: string } & Record<string, unknown>,
    work: (repo: SeamlessWalletRepository, ledger: LedgerTx) => Promise<VendorAnswer>,
  ): Promise<VendorAnswer> {
    const fingerprint = fingerprintOf(kind, session, body);
    const key = callKey(merchant, vendor, body.transactionId);
    return this.repo.runLedger(async (repo, ledger) => {
      const fresh = await repo.insertCallOnce({
        ...key,
        kind,
        memberId: session.memberId,
        roundId: body.roundId,
        fingerprint,
        answer: {},
      });
      if (!fresh) {
        const seen = await repo.findCall(key);
        return seen!.fingerprint === fingerprint ? (seen!.answer as VendorAnswer) : refuse("DUPLICATE_TRANSACTION");
      }
      const answer = { ...(await work(repo, ledger)), transactionId: body.transactionId };
      await repo.storeAnswer(key, answer);
      return answer;
    });
  }

  /** The round's bet record: stake and payout add up; a win settles it; no stake left is rolled back. */
  private round(
    repo: SeamlessWalletRepository,
    merchant: Merchant,
    vendor: string,
    session: VendorSession,
    call: { roundId: string; gameCode: string },
    change: { stake?: bigint; payout?: bigint; settle?: boolean },
  ) {
    return repo.addToRound(roundRecord(merchant, vendor, session, call, change));
  }

  private async session(merchant: Merchant, vendor: string, token: string): Promise<VendorSession | VendorAnswer> {
    const session = this.ownSession(merchant, vendor, await findVendorSession(this.repo.sessions, token));
    return session ?? refuse("INVALID_TOKEN");
  }

  private async gameKnown(merchant: Merchant, vendor: string, gameCode: string): Promise<boolean> {
    return (await this.knownGames.fetch(JSON.stringify([merchant.id, vendor, gameCode]))) === true;
  }

  /** A session only counts for the brand and vendor it was issued to. */
  private ownSession(merchant: Merchant, vendor: string, session: VendorSession | undefined) {
    return session && session.merchantId === merchant.id && session.vendor === vendor ? session : undefined;
  }

  private wallet(ledger: LedgerTx, merchant: Merchant, session: VendorSession) {
    return memberAccount(ledger, walletOwner(merchant, session), walletKind(session));
  }

  private existingWallet(ledger: LedgerTx, merchant: Merchant, session: VendorSession) {
    return existingMemberAccount(ledger, walletOwner(merchant, session), walletKind(session));
  }

  private async walletBalance(repo: SeamlessWalletRepository, merchant: Merchant, session: VendorSession) {
    const kind = walletKind(session);
    const balance = (await repo.wallets.balances(walletOwner(merchant, session), [kind])).get(kind)!;
    return { balance: minorToDecimal(balance, merchant.currencyScale), currency: session.currency };
  }
}

/** A bet-win's stake and win in minor units. */
interface RoundAmounts {
  stake: bigint;
  payout: bigint;
}

/** A bet-win's amounts, when the stake is positive and the win not negative, in the brand's decimals. */
function roundAmounts(body: BetWin, scale: number): RoundAmounts | undefined {
  const stake = decimalToMinor(body.bet, scale);
  const payout = decimalToMinor(body.win, scale);
  return stake === null || stake <= 0n || payout === null || payout < 0n ? undefined : { stake, payout };
}

/** A session as a bet reads it: the row and its member's status (null for a member that is gone). */
type FoundSession = NonNullable<Awaited<ReturnType<typeof findVendorSessionWithMemberStatus>>>;

/** A batch's item ready to be won: its place in the batch, its session and amount (minor units). */
interface BatchWin {
  index: number;
  item: Win;
  session: VendorSession;
  amount: bigint;
}

/** The books refused a batch's payouts: nothing was written; its items go the one-by-one way. */
class BatchRefused extends Error {}

/** Why a session may not bet now (ended, its member disabled, another currency), if it may not. */
function betRefusal(
  session: VendorSession,
  memberStatus: string | null,
  currency: string,
  now: Date,
): VendorResult | undefined {
  if (session.expiresAt <= now) return "TOKEN_EXPIRED";
  if (memberStatus !== "ACTIVE") return "USER_DISABLED";
  if (currency !== session.currency) return "WRONG_CURRENCY";
  return undefined;
}

/** The wallet a vendor session plays with: demo credit for a trial session, else the main wallet. */
function walletKind(session: VendorSession): string {
  return session.currency === DEMO_CURRENCY ? "DEMO" : MEMBER_KIND.main;
}
function walletOwner(merchant: Merchant, session: VendorSession) {
  return { merchantId: merchant.id, memberId: session.memberId, currency: session.currency };
}

/** One vendor call's row: the brand, the vendor and the vendor's own transaction id. */
function callKey(merchant: Merchant, vendor: string, transactionId: string): CallKey {
  return { merchantId: merchant.id, vendor, transactionId };
}

/** Ledger transfer ids of vendor calls: unique per brand, vendor and the vendor's own id. */
function transferId(merchant: Merchant, vendor: string, kind: "bet" | "win" | "rollback", transactionId: string) {
  return `vendor-${kind}:${merchant.id}:${vendor}:${transactionId}`;
}

/** What a call's id stands for: a repeat must carry the same (the token aside, which may be renewed). */
function fingerprintOf(kind: string, session: VendorSession, body: { token?: string } & Record<string, unknown>) {
  const { token: _token, ...data } = body;
  return hash("sha256", JSON.stringify({ kind, member: session.memberId, ...data }), "hex");
}

/** A bet-win's postings: the stake from the wallet to the vendor's platform account, then the payout back (if any). */
function roundLegs(
  merchant: Merchant,
  vendor: string,
  body: BetWin,
  walletId: number,
  houseId: number,
  stake: bigint,
  payout: bigint,
): TransferRequest[] {
  const leg = (kind: "bet" | "win", amount: bigint): TransferRequest => ({
    id: transferId(merchant, vendor, kind, body.transactionId),
    merchantId: merchant.id,
    debitAccountId: kind === "bet" ? walletId : houseId,
    creditAccountId: kind === "bet" ? houseId : walletId,
    amount,
    reason: kind === "bet" ? "BET" : "WIN",
    reference: { type: "round", id: `${vendor}:${body.roundId}` },
  });
  return payout > 0n ? [leg("bet", stake), leg("win", payout)] : [leg("bet", stake)];
}

/** The change a call makes to its round's bet record. */
function roundRecord(
  merchant: Merchant,
  vendor: string,
  session: VendorSession,
  call: { roundId: string; gameCode: string },
  change: { stake?: bigint; payout?: bigint; settle?: boolean },
): RoundChange {
  return {
    merchantId: merchant.id,
    memberId: session.memberId,
    vendor,
    roundId: call.roundId,
    gameCode: call.gameCode || session.gameCode,
    currency: session.currency,
    stake: change.stake ?? 0n,
    payout: change.payout ?? 0n,
    settle: change.settle ?? false,
  };
}
