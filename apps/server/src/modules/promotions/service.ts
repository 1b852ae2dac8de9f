import type { Db } from "../../db/client";
import type { CursorRequest } from "../../db/keyset";
import type { BonusView, Eligibility, IneligibleReason, OfferInput, OfferTerms } from "@portal/contract/api/promotions";
import { pickText, type Language } from "@portal/contract/languages";
import { decimalToMinor, minorToDecimal } from "@portal/contract/money";
import { AppError } from "../../http/app-error";
import type { Merchant } from "../merchants/repository";
import type { Member } from "../members/repository";
import { brandDayStart, brandWeekStart, parseAmount } from "../money/amounts";
import { memberAccount, MEMBER_KIND, platform, PLATFORM_KIND, type MoneyOwner } from "../money/wallets";
import { lockAccount } from "../../ledger/accounts";
import type { LedgerTx } from "../../ledger/post";
import { inAudience } from "./audience";
import type { CashbackService } from "./cashback-service";
import type { BonusLocks, TurnoverProgress } from "./bonus-locks";
import type { BonusDeposit, Grant, NewOffer, Offer, PromotionRepository } from "./repository";

/** Writes the operator's audit entry for an offer inside the change's transaction. */
export type Trace = (tx: Db, offerId: number) => Promise<void>;

const DAY_MS = 86_400_000;
const BP = 10_000n;
/** The expiry sweep's batch: each bonus is its own transaction. */
const SWEEP_BATCH = 200;

/** What a member would get from an offer now, or why not. */
type Evaluation =
  | { ok: true; deposit: BonusDeposit; bonus: bigint; locked: bigint; required: bigint; periodKey: string }
  | { ok: false; reason: IneligibleReason; claimed?: Grant };

/**
 * Deposit bonuses (decision 0039). An offer is the rule of one promotion; a member with a
 * qualifying confirmed deposit claims it, and the bonus is posted from the brand's promotions
 * expense to the main wallet (`bonus:<grant>`) in the transaction that records the grant. The
 * grant locks an amount of the wallet until its turnover is met (BonusLocks). Giving it up, or
 * letting it expire, takes the bonus back (`bonus-forfeit:<grant>`, at most what the wallet holds)
 * and ends the lock.
 */
export class PromotionService {
  constructor(
    private readonly repo: PromotionRepository,
    private readonly locks: BonusLocks,
    private readonly cashback: CashbackService,
  ) {}

  async offers(merchant: Merchant, now = new Date()) {
    const offers = await this.repo.liveOffers(merchant.id, now);
    return { list: offers.map((offer) => ({ id: offer.announcementId, terms: terms(offer, merchant.currencyScale) })) };
  }

  async eligibility(
    member: Member,
    merchant: Merchant,
    promotionId: number,
    lang: Language,
    now = new Date(),
  ): Promise<Eligibility> {
    const { offer } = await this.offerOf(merchant, promotionId);
    const scale = merchant.currencyScale;
    const base = { terms: terms(offer, scale), deposit: null, bonus: null, turnoverRequired: null, claimed: null };
    if (offer.kind === "CASHBACK") return this.cashback.running(member, merchant, offer, base, now);
    const balance = await this.repo.mainBalance(ownerOf(member, merchant));
    const evaluation = await this.evaluate(this.repo, this.locks, member, offer, now, balance);
    if (evaluation.ok) {
      return {
        ...base,
        cashback: null,
        state: "CLAIMABLE",
        reason: null,
        deposit: { orderNo: evaluation.deposit.orderNo, amount: minorToDecimal(evaluation.deposit.amount, scale) },
        bonus: minorToDecimal(evaluation.bonus, scale),
        turnoverRequired: minorToDecimal(evaluation.required, scale),
      };
    }
    if (evaluation.claimed) {
      const [view] = await this.views([evaluation.claimed], merchant, lang);
      return { ...base, cashback: null, state: "CLAIMED", reason: null, claimed: view! };
    }
    return { ...base, cashback: null, state: "NOT_ELIGIBLE", reason: evaluation.reason };
  }

  /**
   * Takes the offer's bonus; a retry of the same requestId answers the same bonus (even once the
   * offer has ended), the same requestId for another promotion is IDEMPOTENCY_CONFLICT.
   */
  async claim(member: Member, merchant: Merchant, promotionId: number, requestId: string, lang: Language) {
    const retried = await this.repo.grantByRequest(member.id, requestId);
    if (retried) return this.answerRetry(retried, promotionId, merchant, lang);
    const { offer } = await this.offerOf(merchant, promotionId);
    if (offer.kind === "CASHBACK") {
      throw new AppError("PROMOTION_NOT_ELIGIBLE", "A cashback is paid after each period", undefined, {
        reason: "AUTOMATIC",
      });
    }
    const owner = ownerOf(member, merchant);
    const grant = await this.repo.runLedger(async (repo, ledger) => {
      const main = await memberAccount(ledger, owner, MEMBER_KIND.main);
      // The member's claims, forfeits and outflows queue on the main wallet's lock: the checks
      // below (one active bonus, one per period and deposit, the deposit still there) cannot be raced.
      const balance = await lockAccount(ledger.tx, main.id);
      const earlier = await repo.grantByRequest(member.id, requestId);
      if (earlier) return earlier;
      // The offer as it is now, held: an operator's change waits for this claim.
      const current = await repo.lockOffer(offer.id);
      if (!current?.active) throw new AppError("NOT_FOUND", "This promotion has no offer");
      // Two linked accounts claiming at once: the second waits and sees the first's bonus.
      await repo.queueClaims(current.id);
      const evaluation = await this.evaluate(repo, this.locks.joining(ledger.tx), member, current, new Date(), balance);
      if (!evaluation.ok) {
        throw new AppError("PROMOTION_NOT_ELIGIBLE", "The offer cannot be taken now", undefined, {
          reason: evaluation.reason,
        });
      }
      const granted = await repo.insertGrant({
        merchantId: member.merchantId,
        memberId: member.id,
        offerId: current.id,
        requestId,
        periodKey: evaluation.periodKey,
        depositOrderNo: evaluation.deposit.orderNo,
        currency: owner.currency,
        depositAmount: evaluation.deposit.amount,
        bonusAmount: evaluation.bonus,
        lockedAmount: evaluation.locked,
        turnoverRequired: evaluation.required,
        weights: current.weights,
        expiresAt: new Date(Date.now() + current.expiryDays * DAY_MS),
      });
      await ledger.post({
        id: `bonus:${granted.id}`,
        merchantId: member.merchantId,
        debitAccountId: (await platform(ledger, owner, PLATFORM_KIND.promotionsExpense)).id,
        creditAccountId: main.id,
        amount: granted.bonusAmount,
        reason: "BONUS",
        reference: { type: "bonus", id: String(granted.id) },
      });
      return granted;
    });
    if (grant.offerId !== offer.id)
      throw new AppError("IDEMPOTENCY_CONFLICT", "This requestId was used for another claim");
    // A bonus without a turnover requirement is free at once.
    if (grant.status === "ACTIVE") await this.locks.active(member.id);
    const [view] = await this.views([(await this.repo.grantByRequest(member.id, requestId))!], merchant, lang);
    return view!;
  }

  private async answerRetry(grant: Grant, promotionId: number, merchant: Merchant, lang: Language) {
    const [view] = await this.views([grant], merchant, lang);
    if (view!.promotionId !== promotionId) {
      throw new AppError("IDEMPOTENCY_CONFLICT", "This requestId was used for another claim");
    }
    return view!;
  }

  async bonuses(member: Member, merchant: Merchant, request: CursorRequest, lang: Language) {
    await this.locks.active(member.id);
    const page = await this.repo.pageForMember(member.id, request);
    const progress = await Promise.all(page.rows.map((r) => this.progressOf(r.grant)));
    return {
      list: page.rows.map((r, i) => view(r.grant, r.promotionId, pickText(r.title, lang), progress[i]!, merchant)),
      next: page.next,
      prev: page.prev,
      total: page.total,
      totalCapped: page.totalCapped,
      pageSize: request.pageSize,
    };
  }

  /** The member gives up its active bonus. */
  async forfeit(member: Member, merchant: Merchant, bonusId: number, lang: Language): Promise<BonusView> {
    const grant = await this.end(bonusId, "FORFEITED", member.id);
    if (!grant) throw new AppError("NOT_FOUND", "No such bonus");
    const [result] = await this.views([grant], merchant, lang);
    return result!;
  }

  /**
   * Active bonuses past their deadline: each either met (completed) or expired (its bonus taken
   * back); one with a bet still open waits for the next run. One that fails does not stop the
   * others: the run fails at the end with every error (and is tried again).
   */
  async expireDue(now = new Date(), signal?: AbortSignal): Promise<number> {
    let ended = 0;
    const failures: unknown[] = [];
    let after = 0;
    for (;;) {
      const due = await this.repo.expiredActive(now, SWEEP_BATCH, after);
      for (const grant of due) {
        if (signal?.aborted) return ended;
        try {
          if (await this.end(grant.id, "EXPIRED")) ended++;
        } catch (error) {
          failures.push(error);
        }
      }
      if (due.length < SWEEP_BATCH) break;
      after = due[due.length - 1]!.id;
    }
    if (failures.length > 0) throw new AggregateError(failures, `${failures.length} bonus expiries failed`);
    return ended;
  }

  // --- Operators ---

  async adminOffers(merchant: Merchant) {
    return { list: (await this.repo.offersOfBrand(merchant.id)).map((o) => adminView(o, merchant.currencyScale)) };
  }

  /** A new offer for a promotion that has none, with the operator's audit entry (`trace`) in its transaction. */
  async createOffer(merchant: Merchant, input: OfferInput, trace: Trace) {
    const row = await this.offerRow(merchant, input);
    const offer = await this.repo.transaction(async (repo, tx) => {
      const inserted = await repo.insertOffer(row);
      if (!inserted) {
        throw new AppError("VALIDATION_FAILED", "The promotion has an offer already", { announcementId: "taken" });
      }
      await trace(tx, inserted.id);
      return inserted;
    });
    return adminView(offer, merchant.currencyScale);
  }

  /** Changes an offer; bonuses already given keep the terms they were given under. */
  async updateOffer(merchant: Merchant, id: number, input: OfferInput, trace: Trace) {
    const row = await this.offerRow(merchant, input);
    const offer = await this.repo.transaction(async (repo, tx) => {
      const existing = await repo.findOffer(merchant.id, id);
      if (!existing) throw new AppError("NOT_FOUND", "No such offer");
      if (existing.announcementId !== input.announcementId) {
        throw new AppError("VALIDATION_FAILED", "An offer stays with its promotion", { announcementId: "fixed" });
      }
      // Its period keys (ONCE, a day, a week) say which bonuses were given: changing them would
      // let a member claim twice in one period.
      const periodChanged = existing.kind !== input.kind || existing.reloadPeriod !== input.reloadPeriod;
      if (periodChanged && (await repo.offerHasGrants(id))) {
        throw new AppError("VALIDATION_FAILED", "An offer that gave bonuses keeps its kind and period", {
          kind: "fixed",
        });
      }
      await trace(tx, id);
      return (await repo.updateOffer(merchant.id, id, row))!;
    });
    return adminView(offer, merchant.currencyScale);
  }

  private async offerRow(merchant: Merchant, input: OfferInput): Promise<NewOffer> {
    if (!(await this.repo.isPromotion(merchant.id, input.announcementId))) {
      throw new AppError("VALIDATION_FAILED", "No such promotion", { announcementId: "unknown" });
    }
    const scale = merchant.currencyScale;
    return {
      merchantId: merchant.id,
      announcementId: input.announcementId,
      kind: input.kind,
      category: input.category,
      percentBp: input.percentBp,
      maxBonus: parseAmount(input.maxBonus, scale, "maxBonus"),
      minDeposit: minDepositOf(input.minDeposit, scale),
      minLoss: minDepositOf(input.minLoss, scale, "minLoss"),
      turnoverMultiple: input.turnoverMultiple,
      turnoverBasis: input.turnoverBasis,
      weights: input.weights,
      claimDays: input.claimDays,
      expiryDays: input.expiryDays,
      reloadPeriod: input.reloadPeriod,
      labels: input.labels,
      agentIds: input.agentIds,
      vipLevels: input.vipLevels,
      startsAt: new Date(input.startsAt),
      endsAt: input.endsAt === null ? null : new Date(input.endsAt),
      active: input.active,
    };
  }

  // --- Rules ---

  private async offerOf(merchant: Merchant, promotionId: number) {
    const found = await this.repo.offerOfPromotion(merchant.id, promotionId);
    if (!found) throw new AppError("NOT_FOUND", "This promotion has no offer");
    return found;
  }

  /**
   * The rules, in the order a member would ask about them: the offer's period, its audience, a
   * bonus already taken for this period, another bonus still locked, then the deposit.
   */
  private async evaluate(
    repo: PromotionRepository,
    locks: BonusLocks,
    member: Member,
    offer: Offer,
    now: Date,
    balance: bigint,
  ): Promise<Evaluation> {
    if (offer.startsAt > now) return { ok: false, reason: "NOT_STARTED" };
    if (offer.endsAt !== null && offer.endsAt <= now) return { ok: false, reason: "ENDED" };
    if (!(await inAudience(repo, member, offer))) return { ok: false, reason: "NOT_IN_AUDIENCE" };
    const period = periodOf(offer, now);
    const claimed = await repo.grantOfPeriod(offer.id, member.id, period.key);
    if (claimed) return { ok: false, reason: "ALREADY_CLAIMED", claimed };
    // One bonus per person: not again on another account of the same device or bank account.
    if (await repo.periodTakenByLinkedMember(offer.id, member.id, period.key)) {
      return { ok: false, reason: "LINKED_ACCOUNT" };
    }
    // A bonus whose turnover is met is completed here, and no longer stands in the way.
    if (await locks.active(member.id)) return { ok: false, reason: "BONUS_ACTIVE" };
    const deposit = await this.depositFor(repo, member, offer, period.start, now);
    if ("reason" in deposit) return { ok: false, reason: deposit.reason };
    // A bonus is on money still in the wallet: not on a deposit already withdrawn or sent away.
    if (balance < deposit.amount) return { ok: false, reason: "DEPOSIT_NOT_IN_WALLET" };
    const percentOf = (deposit.amount * BigInt(offer.percentBp)) / BP;
    const bonus = percentOf < offer.maxBonus ? percentOf : offer.maxBonus;
    if (bonus <= 0n) return { ok: false, reason: "NO_QUALIFYING_DEPOSIT" };
    const locked = offer.turnoverBasis === "DEPOSIT_AND_BONUS" ? deposit.amount + bonus : bonus;
    return {
      ok: true,
      deposit,
      bonus,
      locked,
      required: locked * BigInt(offer.turnoverMultiple),
      periodKey: period.key,
    };
  }

  /** The deposit a bonus of this offer would be on: confirmed in the offer's period and claim window. */
  private async depositFor(
    repo: PromotionRepository,
    member: Member,
    offer: Offer,
    periodStart: Date,
    now: Date,
  ): Promise<BonusDeposit | { reason: IneligibleReason }> {
    const windowStart = new Date(now.getTime() - offer.claimDays * DAY_MS);
    if (offer.kind === "FIRST_DEPOSIT") {
      const first = await repo.firstDeposit(member.id);
      if (!first) return { reason: "NO_QUALIFYING_DEPOSIT" };
      if (first.confirmedAt < offer.startsAt) return { reason: "NOT_FIRST_DEPOSIT" };
      if (
        first.amount < offer.minDeposit ||
        first.confirmedAt < windowStart ||
        (await repo.depositGaveBonus(first.orderNo))
      ) {
        return { reason: "NO_QUALIFYING_DEPOSIT" };
      }
      return first;
    }
    const from = [periodStart, windowStart, offer.startsAt].reduce((a, b) => (a > b ? a : b));
    return (await repo.unusedDepositSince(member.id, from, offer.minDeposit)) ?? { reason: "NO_QUALIFYING_DEPOSIT" };
  }

  /**
   * Ends an active bonus as FORFEITED (the member, `memberId` given: another member's bonus is not
   * found) or EXPIRED (the sweep): the bonus goes back, at most what the wallet holds. A bonus whose
   * turnover turns out met is completed instead, and keeps its money. Undefined when there is no
   * such active bonus.
   */
  private end(id: number, status: "FORFEITED" | "EXPIRED", memberId?: number): Promise<Grant | undefined> {
    return this.repo.runLedger(async (repo, ledger) => {
      const grant = await repo.lockGrant(id);
      if (!grant || (memberId !== undefined && grant.memberId !== memberId)) return undefined;
      if (grant.status !== "ACTIVE") {
        // A forfeit sent again answers the bonus as it ended (forfeited, or completed meanwhile).
        return memberId === undefined ? undefined : grant;
      }
      if ((await this.locks.joining(ledger.tx).progress(grant)).met) return repo.endGrant(id, "COMPLETED", null);
      // The bonus may sit in a bet still open: taken back now, its win would be free. The member
      // is told to wait; the sweep tries again on its next run.
      if (await repo.openRoundBetween(grant.memberId, grant.grantedAt, grant.expiresAt)) {
        if (memberId === undefined) return undefined;
        throw new AppError("BONUS_IN_PLAY", "A bet made since the claim is still open");
      }
      const owner = { merchantId: grant.merchantId, memberId: grant.memberId, currency: grant.currency };
      const taken = await takeBack(ledger, owner, grant);
      return repo.endGrant(id, status, taken);
    });
  }

  private async progressOf(grant: Grant): Promise<TurnoverProgress> {
    if (grant.status === "ACTIVE") return this.locks.progress(grant);
    const done = grant.status === "COMPLETED";
    return { counted: done ? grant.turnoverRequired : 0n, remaining: done ? 0n : grant.turnoverRequired, met: done };
  }

  private async views(grants: Grant[], merchant: Merchant, lang: Language): Promise<BonusView[]> {
    const promotions = await this.repo.promotionsOf([...new Set(grants.map((g) => g.offerId))]);
    return Promise.all(
      grants.map(async (g) => {
        const promotion = promotions.get(g.offerId)!;
        return view(g, promotion.promotionId, pickText(promotion.title, lang), await this.progressOf(g), merchant);
      }),
    );
  }
}

/** Moves the bonus back to the promotions expense, at most the wallet's balance; answers what moved. */
async function takeBack(ledger: LedgerTx, owner: MoneyOwner, grant: Grant): Promise<bigint> {
  const main = await memberAccount(ledger, owner, MEMBER_KIND.main);
  const balance = await lockAccount(ledger.tx, main.id);
  const amount = balance < grant.bonusAmount ? (balance > 0n ? balance : 0n) : grant.bonusAmount;
  if (amount === 0n) return 0n;
  await ledger.post({
    id: `bonus-forfeit:${grant.id}`,
    merchantId: owner.merchantId,
    debitAccountId: main.id,
    creditAccountId: (await platform(ledger, owner, PLATFORM_KIND.promotionsExpense)).id,
    amount,
    reason: "BONUS_FORFEIT",
    reference: { type: "bonus", id: String(grant.id) },
  });
  return amount;
}

const ownerOf = (member: Member, merchant: Merchant): MoneyOwner => ({
  merchantId: member.merchantId,
  memberId: member.id,
  currency: merchant.currency,
});

/** A minimum (deposit, loss) as typed: zero is allowed (any qualifies). */
function minDepositOf(text: string, scale: number, field = "minDeposit"): bigint {
  const minor = decimalToMinor(text, scale);
  if (minor === null) throw new AppError("VALIDATION_FAILED", "Invalid amount", { [field]: "an amount" });
  return minor;
}

/** The period a claim belongs to: once ever, or the brand's day or week (from Monday) of `now`. */
function periodOf(offer: Offer, now: Date): { key: string; start: Date } {
  if (offer.kind === "FIRST_DEPOSIT" || offer.reloadPeriod === null) return { key: "ONCE", start: new Date(0) };
  if (offer.reloadPeriod === "DAY") {
    const day = brandDayStart(now);
    return { key: `D:${day.toISOString()}`, start: day };
  }
  const week = brandWeekStart(now);
  return { key: `W:${week.toISOString()}`, start: week };
}

function terms(offer: Offer, scale: number): OfferTerms {
  return {
    kind: offer.kind,
    category: offer.category,
    percent: minorToDecimal(BigInt(offer.percentBp), 2).replace(/\.?0+$/, ""),
    maxBonus: minorToDecimal(offer.maxBonus, scale),
    minDeposit: minorToDecimal(offer.minDeposit, scale),
    minLoss: minorToDecimal(offer.minLoss, scale),
    turnoverMultiple: offer.turnoverMultiple,
    turnoverBasis: offer.turnoverBasis,
    weights: offer.weights,
    claimDays: offer.claimDays,
    expiryDays: offer.expiryDays,
    reloadPeriod: offer.reloadPeriod,
    startsAt: offer.startsAt.getTime(),
    endsAt: offer.endsAt?.getTime() ?? null,
  };
}

function adminView(offer: Offer, scale: number) {
  return {
    id: offer.id,
    announcementId: offer.announcementId,
    active: offer.active,
    labels: offer.labels,
    agentIds: offer.agentIds,
    vipLevels: offer.vipLevels,
    terms: terms(offer, scale),
  };
}

function view(
  grant: Grant,
  promotionId: number,
  title: string,
  progress: TurnoverProgress,
  merchant: Merchant,
): BonusView {
  const money = (v: bigint) => minorToDecimal(v, merchant.currencyScale);
  return {
    id: grant.id,
    promotionId,
    title,
    status: grant.status,
    depositAmount: money(grant.depositAmount),
    bonusAmount: money(grant.bonusAmount),
    lockedAmount: money(grant.lockedAmount),
    turnoverRequired: money(grant.turnoverRequired),
    turnoverCounted: money(progress.counted),
    turnoverRemaining: money(progress.remaining),
    grantedAt: grant.grantedAt.getTime(),
    expiresAt: grant.expiresAt.getTime(),
    endedAt: grant.endedAt?.getTime() ?? null,
  };
}
