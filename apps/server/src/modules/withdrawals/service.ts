import type { CursorRequest } from "../../db/keyset";
import type { WithdrawalStatus } from "@portal/contract/api/money";
import type { z } from "zod";
import type { createWithdrawalRequest, withdrawalSchema } from "@portal/contract/api/money";
import { minorToDecimal } from "@portal/contract/money";
import type { Db } from "../../db/client";
import { AppError } from "../../http/app-error";
import { lockAccount } from "../../ledger/accounts";
import type { LedgerTx } from "../../ledger/post";
import type { Merchant } from "../merchants/repository";
import type { Member } from "../members/repository";
import { brandDayStart, parseAmount } from "../money/amounts";
import { newOrderNumber } from "../money/order-numbers";
import { memberAccount, MEMBER_KIND, platform, PLATFORM_KIND, type MoneyOwner } from "../money/wallets";
import type { Settings } from "../system/settings";
import type { VipWithdrawalLimits } from "../vip/service";
import type { BonusLocks } from "../promotions/bonus-locks";
import type { WalletRepository } from "../wallet/repository";
import { maskAccountNumber } from "./bank-accounts";
import type { BankAccount, NewWithdrawal, Withdrawal, WithdrawalRepository } from "./repository";

export type { Withdrawal };
type WithdrawalView = z.infer<typeof withdrawalSchema>;
type Status = Withdrawal["status"];
/** Writes the operator's audit entry inside the decision's transaction. */
export type Trace = (tx: Db) => Promise<void>;

/** The requestId space of the orders operators open to return a self-excluded member's money. */
const RETURNED_FUNDS_PREFIX = "returned:";

/** An order an operator opened to return a self-excluded member's money (not the member's own). */
export const isReturnedFunds = (w: Pick<Withdrawal, "requestId">) => w.requestId.startsWith(RETURNED_FUNDS_PREFIX);

/** A paid withdrawal the member may still confirm or dispute: before the auto-confirm deadline. */
export function memberMayConfirm(w: Withdrawal, settings: Settings, now = Date.now()): boolean {
  return (
    w.status === "PAID" &&
    w.paidAt !== null &&
    w.paidAt.getTime() + settings.withdrawalAutoConfirmMinutes * 60_000 > now
  );
}

/** After the deadline the withdrawal counts as received, whether or not the job has marked it. */
function refuseAfterDeadline(w: Withdrawal, settings: Settings) {
  if (!memberMayConfirm(w, settings)) throw new AppError("INVALID_STATE", "The withdrawal is treated as received");
}

/**
 * Withdrawals. Requesting one moves the amount from MAIN into the member's WITHDRAWAL_HOLD in
 * the same transaction that writes the order, so money is never both spendable and promised.
 * The operator approves and pays (HOLD -> WITHDRAWALS_CLEARING) or rejects (HOLD -> MAIN). The
 * member then confirms receipt, reports it missing with a proof, or lets the brand's minutes
 * pass (treated as received). A missing payout can be refunded (CLEARING -> MAIN) by an operator.
 */
export class WithdrawalService {
  constructor(
    private readonly repo: WithdrawalRepository,
    private readonly wallets: WalletRepository,
    private readonly bonusLocks: BonusLocks,
    private readonly vip: { withdrawalLimits(member: Member): Promise<VipWithdrawalLimits> },
    private readonly protection: { selfExcluded(memberId: number): Promise<boolean> },
  ) {}

  /** The daily limits: the member's VIP level's where it sets them, else the brand's. */
  private async dailyLimits(member: Member, settings: Settings) {
    const vip = await this.vip.withdrawalLimits(member);
    return {
      maxMinor: vip.dailyMaxMinor ?? BigInt(settings.withdrawalDailyMaxMinor),
      maxCount: vip.dailyMaxCount ?? settings.withdrawalDailyMaxCount,
    };
  }

  async limits(member: Member, merchant: Merchant, settings: Settings) {
    const today = await this.repo.totalsSince(member.id, brandDayStart(new Date()));
    const daily = await this.dailyLimits(member, settings);
    const owner = { merchantId: member.merchantId, memberId: member.id, currency: merchant.currency };
    const main = (await this.wallets.balances(owner, [MEMBER_KIND.main])).get(MEMBER_KIND.main)!;
    const scale = merchant.currencyScale;
    return {
      minAmount: minorToDecimal(BigInt(settings.withdrawalMinMinor), scale),
      maxAmount: minorToDecimal(BigInt(settings.withdrawalMaxMinor), scale),
      dailyMaxAmount: minorToDecimal(daily.maxMinor, scale),
      dailyMaxCount: daily.maxCount,
      todayAmount: minorToDecimal(today.amount, scale),
      todayCount: today.count,
      autoConfirmMinutes: settings.withdrawalAutoConfirmMinutes,
      hasPaymentPassword: member.paymentPasswordHash !== null,
      available: minorToDecimal(main, scale),
      ...(await this.bonusLocks.view(member.id, main, scale)),
    };
  }

  /** Opens the order and holds the money (idempotent by requestId). The payment password is checked by the caller. */
  async request(
    member: Member,
    merchant: Merchant,
    input: Omit<z.infer<typeof createWithdrawalRequest>, "paymentPassword">,
    settings: Settings,
  ): Promise<Withdrawal> {
    const amount = parseAmount(input.amount, merchant.currencyScale);
    const bank = await this.ownBank(member, input.bankAccountId);
    if (amount < BigInt(settings.withdrawalMinMinor) || amount > BigInt(settings.withdrawalMaxMinor)) {
      throw new AppError("AMOUNT_OUT_OF_RANGE", "The amount is outside the withdrawal limits", undefined, {
        min: minorToDecimal(BigInt(settings.withdrawalMinMinor), merchant.currencyScale),
        max: minorToDecimal(BigInt(settings.withdrawalMaxMinor), merchant.currencyScale),
      });
    }
    const daily = await this.dailyLimits(member, settings);
    return this.openOrder(member, merchant, input.requestId, bank, {
      sameAs: (earlier) => earlier.amount === amount,
      amount: async ({ repo, ledger, owner, mainId }) => {
        const today = await repo.totalsSince(member.id, brandDayStart(new Date()));
        if (today.count + 1 > daily.maxCount || today.amount + amount > daily.maxMinor) {
          throw new AppError("DAILY_LIMIT_EXCEEDED", "Today's withdrawal limit is reached");
        }
        await this.bonusLocks.refuseOutflow(ledger, owner, mainId, amount, merchant.currencyScale);
        return amount;
      },
    });
  }

  /**
   * An operator returns a self-excluded member's money (decision 0025): the member cannot log in
   * until the exclusion ends, months away, so an operator opens a withdrawal of everything the main
   * wallet may give (what a bonus's unmet turnover locks stays) to one of the member's own bank
   * accounts. It is an ordinary order from then on (review, the second operator for a large sum,
   * payment, the receipt deadline), so the brand's per-order and daily limits, which pace a
   * player's own withdrawals, do not apply. Idempotent by requestId; `audit` records the new order
   * in its transaction. What a bonus locks stays (TURNOVER_UNMET when that is all of it).
   */
  async returnFunds(
    member: Member,
    merchant: Merchant,
    input: { bankAccountId: number; requestId: string },
    audit: (tx: Db, order: Withdrawal) => Promise<void>,
  ): Promise<Withdrawal> {
    if (!(await this.protection.selfExcluded(member.id))) {
      throw new AppError("INVALID_STATE", "Only a self-excluded member's money is returned by an operator");
    }
    const bank = await this.ownBank(member, input.bankAccountId);
    // Its own requestId space: a member's ids have no colon, so an operator's can never answer
    // (or be answered by) one of the member's own orders.
    return this.openOrder(member, merchant, `${RETURNED_FUNDS_PREFIX}${input.requestId}`, bank, {
      sameAs: () => true,
      audit,
      amount: async ({ ledger, owner, mainId }) => {
        const { balance, withdrawable } = await this.bonusLocks.withdrawableNow(ledger, owner, mainId);
        if (balance <= 0n) throw new AppError("INSUFFICIENT_BALANCE", "The main wallet has nothing to return");
        // All of it locked by a bonus: the bonus's own refusal, which says what is locked.
        if (withdrawable <= 0n) throw new AppError("TURNOVER_UNMET", "A bonus's turnover locks the whole wallet");
        return withdrawable;
      },
    });
  }

  private async ownBank(member: Member, bankAccountId: number) {
    const bank = await this.repo.findOwnBankAccount(member.id, bankAccountId);
    if (!bank) throw new AppError("VALIDATION_FAILED", "Unknown bank account", { bankAccountId: "unknown" });
    return bank;
  }

  /**
   * Writes the order and moves its amount from MAIN into the member's WITHDRAWAL_HOLD, in one
   * transaction. The same requestId again answers the first order (`sameAs` it, with the same
   * bank account), or IDEMPOTENCY_CONFLICT. `amount` checks and decides the sum under the main
   * wallet's lock: one member's withdrawals queue on it, so its totals and the requestId lookup
   * cannot be raced by a second order of the same member.
   */
  private openOrder(
    member: Member,
    merchant: Merchant,
    requestId: string,
    bank: BankAccount,
    order: {
      sameAs: (earlier: Withdrawal) => boolean;
      amount: (at: {
        repo: WithdrawalRepository;
        ledger: LedgerTx;
        owner: MoneyOwner;
        mainId: number;
      }) => Promise<bigint>;
      /** Audits the new order in its transaction (not a repeat answered with the first). */
      audit?: (tx: Db, order: Withdrawal) => Promise<void>;
    },
  ): Promise<Withdrawal> {
    const snapshot = {
      bankName: bank.bankName,
      accountName: bank.accountName,
      accountNumber: bank.accountNumber,
      branch: bank.branch,
    };
    const owner = { merchantId: member.merchantId, memberId: member.id, currency: merchant.currency };
    return this.repo.runLedger(async (repo, ledger) => {
      // Accounts are opened inside the transaction: a refused request (the daily limit, the
      // balance) rolls them back with everything else and leaves no empty account rows.
      const main = await memberAccount(ledger, owner, MEMBER_KIND.main);
      await lockAccount(ledger.tx, main.id);
      const earlier = await repo.findByRequest(member.id, requestId);
      if (earlier) {
        if (!order.sameAs(earlier) || earlier.bank.accountNumber !== snapshot.accountNumber) {
          throw new AppError("IDEMPOTENCY_CONFLICT", "This requestId was used for another withdrawal");
        }
        return earlier;
      }
      const amount = await order.amount({ repo, ledger, owner, mainId: main.id });
      const created = await repo.insert({
        id: newOrderNumber("W"),
        merchantId: member.merchantId,
        memberId: member.id,
        requestId,
        amount,
        currency: merchant.currency,
        bank: snapshot,
      });
      await ledger.post({
        id: `withdrawal-hold:${created.id}`,
        merchantId: member.merchantId,
        debitAccountId: main.id,
        creditAccountId: (await memberAccount(ledger, owner, MEMBER_KIND.withdrawalHold)).id,
        amount,
        reason: "WITHDRAWAL_HOLD",
        reference: { type: "withdrawal", id: created.id },
      });
      await order.audit?.(ledger.tx, created);
      return created;
    });
  }

  /** The member's own orders, newest first, by cursor. */
  async listForMember(member: Member, merchant: Merchant, settings: Settings, request: CursorRequest) {
    await this.autoConfirm(member.merchantId, settings.withdrawalAutoConfirmMinutes, new Date(), member.id);
    const { rows, next, prev, total, totalCapped } = await this.repo.pageForMember(member.id, request);
    return {
      list: rows.map((r) => this.view(r.withdrawal, merchant, settings)),
      next,
      prev,
      total,
      totalCapped,
      pageSize: request.pageSize,
    };
  }

  /** The brand's orders with the member's account, newest first (the back office's list). */
  pageForBrand(merchantId: number, status: WithdrawalStatus | undefined, page: number, pageSize: number) {
    return this.repo.pageForBrand(merchantId, status, page, pageSize);
  }

  /** The member's own order; another member's id is simply not found. */
  async own(member: Member, id: string): Promise<Withdrawal> {
    const row = await this.repo.find(id);
    if (!row || row.memberId !== member.id) throw new AppError("NOT_FOUND", "No such withdrawal");
    return row;
  }

  /** The member says the money arrived. */
  confirmReceived(member: Member, id: string, settings: Settings): Promise<Withdrawal> {
    return this.transition(id, member.merchantId, { memberId: member.id }, ["PAID"], async (w) => {
      refuseAfterDeadline(w, settings);
      return { status: "RECEIVED", confirmation: "MEMBER" };
    });
  }

  /** The member says it did not, with a proof image: the operator investigates. */
  reportNotReceived(member: Member, id: string, proofUploadId: number, settings: Settings): Promise<Withdrawal> {
    return this.transition(id, member.merchantId, { memberId: member.id }, ["PAID"], async (w) => {
      refuseAfterDeadline(w, settings);
      return { status: "NOT_RECEIVED", proofUploadId };
    });
  }

  /**
   * Approves a pending order. One that takes the member to `secondReviewFrom` (the brand's
   * withdrawalSecondReviewMinor) or beyond needs two operators: the first approval is recorded and
   * the order stays PENDING; the same operator again is SECOND_OPERATOR_REQUIRED; another
   * operator's approval makes it APPROVED. Both approvals are audited. What the member's orders
   * approved by one operator in the last 24 hours came to counts with the order (decision 0054),
   * so ten orders just under the threshold do not pass one by one, at once or after a wait.
   */
  approve(
    id: string,
    merchantId: number,
    operatorId: number,
    trace?: Trace,
    secondReviewFrom?: bigint,
  ): Promise<Withdrawal> {
    return this.transition(id, merchantId, { trace }, ["PENDING"], async (w, _ledger, repo) => {
      if (secondReviewFrom !== undefined && (await needsSecondReview(repo, w, secondReviewFrom))) {
        if (w.firstApprovedBy === null) return { firstApprovedBy: operatorId };
        if (w.firstApprovedBy === operatorId)
          throw new AppError("SECOND_OPERATOR_REQUIRED", "Another operator must approve this large withdrawal too");
      }
      return { status: "APPROVED", reviewedBy: operatorId, approvedAt: new Date() };
    });
  }

  pay(id: string, merchantId: number, operatorId: number, trace?: Trace): Promise<Withdrawal> {
    return this.transition(id, merchantId, { trace }, ["APPROVED"], async (w, ledger) => {
      const owner = { merchantId, memberId: w.memberId, currency: w.currency };
      await ledger.post({
        id: `withdrawal-pay:${w.id}`,
        merchantId,
        debitAccountId: (await memberAccount(ledger, owner, MEMBER_KIND.withdrawalHold)).id,
        creditAccountId: (await platform(ledger, owner, PLATFORM_KIND.withdrawalsClearing)).id,
        amount: w.amount,
        reason: "WITHDRAWAL_PAID",
        reference: { type: "withdrawal", id: w.id },
      });
      return { status: "PAID", paidAt: new Date(), reviewedBy: operatorId };
    });
  }

  /**
   * Rejects with a refund: a pending or approved order releases its hold; a paid order the
   * member reported missing is refunded from the withdrawals clearing account.
   */
  reject(id: string, merchantId: number, operatorId: number, note: string, trace?: Trace): Promise<Withdrawal> {
    return this.transition(id, merchantId, { trace }, ["PENDING", "APPROVED", "NOT_RECEIVED"], async (w, ledger) => {
      const owner = { merchantId, memberId: w.memberId, currency: w.currency };
      const wasPaid = w.status === "NOT_RECEIVED";
      const from = wasPaid
        ? await platform(ledger, owner, PLATFORM_KIND.withdrawalsClearing)
        : await memberAccount(ledger, owner, MEMBER_KIND.withdrawalHold);
      await ledger.post({
        id: `${wasPaid ? "withdrawal-refund" : "withdrawal-release"}:${w.id}`,
        merchantId,
        debitAccountId: from.id,
        creditAccountId: (await memberAccount(ledger, owner, MEMBER_KIND.main)).id,
        amount: w.amount,
        reason: "WITHDRAWAL_RELEASE",
        reference: { type: "withdrawal", id: w.id },
      });
      return { status: "REJECTED", reviewedBy: operatorId, note };
    });
  }

  /** The operator found the payout did arrive after all (a NOT_RECEIVED report). */
  operatorReceived(id: string, merchantId: number, operatorId: number, trace?: Trace): Promise<Withdrawal> {
    return this.transition(id, merchantId, { trace }, ["NOT_RECEIVED"], async () => ({
      status: "RECEIVED",
      confirmation: "OPERATOR",
      reviewedBy: operatorId,
    }));
  }

  /**
   * Paid orders older than the brand's minutes become RECEIVED (AUTO): the brand's, or one
   * member's (`memberId`, what a member's list does before reading, so a read costs what that
   * member has outstanding, not what the brand has). Idempotent; safe on many instances.
   */
  async autoConfirm(merchantId: number, minutes: number, now = new Date(), memberId?: number): Promise<number> {
    return this.repo.autoConfirmPaidBefore(merchantId, new Date(now.getTime() - minutes * 60_000), memberId);
  }

  view(w: Withdrawal, merchant: Merchant, settings: Settings): WithdrawalView {
    const paidAt = w.paidAt?.getTime() ?? null;
    return {
      id: w.id,
      amount: minorToDecimal(w.amount, merchant.currencyScale),
      currency: w.currency,
      status: w.status,
      bank: { ...w.bank, accountNumber: maskAccountNumber(w.bank.accountNumber) },
      confirmation: w.confirmation,
      note: w.note,
      createdAt: w.createdAt.getTime(),
      paidAt,
      autoConfirmAt:
        w.status === "PAID" && paidAt !== null ? paidAt + settings.withdrawalAutoConfirmMinutes * 60_000 : null,
    };
  }

  /**
   * Moves an order from one of `from` to the state `change` returns, with its postings, in one
   * transaction under the order's row lock. An order in any other state (including a repeat of a
   * transition that already happened) is INVALID_STATE: the postings' ids make a repeat harmless
   * anyway, but the caller learns the order moved on.
   */
  private transition(
    id: string,
    merchantId: number,
    scope: { memberId?: number; trace?: Trace | undefined },
    from: Status[],
    change: (w: Withdrawal, ledger: LedgerTx, repo: WithdrawalRepository) => Promise<Partial<NewWithdrawal>>,
  ): Promise<Withdrawal> {
    return this.repo.runLedger(async (repo, ledger) => {
      const w = await repo.find(id, { lock: true });
      if (!w || w.merchantId !== merchantId || (scope.memberId !== undefined && w.memberId !== scope.memberId)) {
        throw new AppError("NOT_FOUND", "No such withdrawal");
      }
      if (!from.includes(w.status)) throw new AppError("INVALID_STATE", `The withdrawal is ${w.status}`);
      const values = await change(w, ledger, repo);
      await scope.trace?.(ledger.tx);
      return repo.update(id, values);
    });
  }
}

/** The window of the withdrawals' four-eyes sum: orders approved in the last 24 hours count together. */
const SECOND_REVIEW_WINDOW_MS = 24 * 60 * 60_000;

/**
 * Whether an order needs a second operator: once its two-step review has begun, always; else
 * when it and what the member's other orders of the window were approved for by one operator
 * reach the threshold (read under the member's approvals lock, in the approval's transaction).
 */
async function needsSecondReview(repo: WithdrawalRepository, w: Withdrawal, threshold: bigint): Promise<boolean> {
  if (w.firstApprovedBy !== null || w.amount >= threshold) return true;
  await repo.lockMemberApprovals(w.memberId);
  const since = new Date(Date.now() - SECOND_REVIEW_WINDOW_MS);
  return w.amount + (await repo.approvedAtOnceSince(w.memberId, w.currency, since, w.id)) >= threshold;
}
