import type { SQL } from "drizzle-orm";
import { MAIN_WALLET, minorToDecimal } from "@portal/contract/money";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import { type walletTransferRequest } from "@portal/contract/api/money";
import { AppError } from "../../http/app-error";
import { SANDBOX_VENDOR_CODE } from "../../vendors/sandbox-transfer";
import type { VendorRegistry } from "../../vendors/registry";
import { playerFor, VendorUnreachable, type TransferWalletVendor } from "../../vendors/transfer-wallet";
import type { Merchant } from "../merchants/repository";
import type { Member } from "../members/repository";
import { parseAmount } from "../money/amounts";
import { newOrderNumber } from "../money/order-numbers";
import { existingMemberAccount, memberAccount, MEMBER_KIND, platform, vendorPlatformKind } from "../money/wallets";
import { LedgerError, type TransferRequest } from "../../ledger/types";
import type { LedgerTx } from "../../ledger/post";
import type { BonusLocks } from "../promotions/bonus-locks";
import type { Settings } from "../system/settings";
import type { VendorTransfer, VendorTransferRepository, WithPosting } from "./repository";

type NewOrder = Parameters<VendorTransferRepository["insertOnce"]>[0] & { orderId: string };

export type { VendorTransfer };

type Outcome = "SUCCEEDED" | "FAILED";

/**
 * Player protection's say on money into a game: `clear` is SQL true when nothing could refuse
 * the member (the order's statement holds to it, so the common case reads nothing first);
 * `check` is the full check, which throws the refusal, run only when `clear` did not hold.
 */
export interface PlayGate {
  clear: SQL;
  check(): Promise<void>;
}

/**
 * The reconciler asks about an order only when its last vendor call is older than this: longer
 * than any adapter waits for an answer (VENDOR_CALL_TIMEOUT_MS), so no call is still in flight.
 */
export const RECONCILE_AFTER_MS = 60_000;

/** A vendor slower than this to tell a balance is shown as unavailable, not waited for. */
export const VENDOR_BALANCE_TIMEOUT_MS = 3000;

/**
 * GCS_walletTransfer: money between the main wallet and a transfer-wallet vendor, with our own
 * order id. Money sent to a vendor first moves MAIN -> VENDOR_HOLD together with the order row;
 * the vendor's answer settles it (HOLD -> the platform's VENDOR:<code> account, or back to MAIN).
 * Money taken back moves only once the vendor confirmed the debit (VENDOR:<code> -> MAIN). When
 * the vendor does not answer, the order stays PENDING, the money stays held, and the
 * reconciler asks the vendor's transfer status until it learns the outcome.
 */
export class VendorWalletService {
  constructor(
    private readonly repo: VendorTransferRepository,
    private readonly registry: VendorRegistry,
    private readonly log: FastifyBaseLogger,
    private readonly bonusLocks: BonusLocks,
  ) {}

  /** The transfer-wallet vendors offered to this brand. */
  vendorsFor(settings: Settings): TransferWalletVendor[] {
    return this.registry
      .transferVendors()
      .filter((v) => v.code !== SANDBOX_VENDOR_CODE || settings.sandboxVendorEnabled);
  }

  /** What the vendor holds for the member; null when it does not say within VENDOR_BALANCE_TIMEOUT_MS. */
  async balanceOf(vendor: TransferWalletVendor, member: Member): Promise<bigint | null> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("timeout")), VENDOR_BALANCE_TIMEOUT_MS);
    });
    try {
      return await Promise.race([vendor.balance(playerFor(member)), timeout]);
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  /** What each of the brand's transfer vendors holds for the member (null: not told in time), side by side. */
  balances(member: Member, settings: Settings): Promise<{ vendor: TransferWalletVendor; balance: bigint | null }[]> {
    return Promise.all(
      this.vendorsFor(settings).map(async (vendor) => ({ vendor, balance: await this.balanceOf(vendor, member) })),
    );
  }

  /**
   * Brings everything the brand's transfer vendors hold for the member back to the main wallet:
   * when a break starts, and before an operator returns a self-excluded member's money, since the
   * member cannot log in to do it then (decision 0025). One ordinary order per vendor that holds
   * something, its request id `<key>:<vendor>` (a member's own ids have no colon), so the same key
   * run again moves nothing twice. Best effort, vendors side by side, never throwing: a vendor that
   * does not tell its balance, or refuses, keeps the money; one that does not answer leaves its
   * order PENDING for the reconciler, as any order (each logged).
   */
  async recallAll(member: Member, merchant: Merchant, settings: Settings, key: string): Promise<void> {
    const held = await this.balances(member, settings);
    await Promise.all(
      held.map(async ({ vendor, balance }) => {
        try {
          if (balance === null) {
            this.log.warn({ memberId: member.id, vendor: vendor.code }, "game wallet not recalled: no balance");
            return;
          }
          if (balance <= 0n) return;
          const amount = minorToDecimal(balance, merchant.currencyScale);
          const requestId = `${key}:${vendor.code}`;
          const order = await this.transfer(member, merchant, settings, {
            from: vendor.code,
            to: MAIN_WALLET,
            amount,
            requestId,
          });
          // FAILED: the vendor refused (the money stays there); PENDING: the reconciler settles it.
          if (order.status !== "SUCCEEDED") {
            this.log.warn(
              { memberId: member.id, vendor: vendor.code, orderId: order.orderId, status: order.status },
              "game wallet not recalled yet",
            );
          }
        } catch (error) {
          this.log.warn({ err: error, memberId: member.id, vendor: vendor.code }, "game wallet not recalled");
        }
      }),
    );
  }

  async transfer(
    member: Member,
    merchant: Merchant,
    settings: Settings,
    input: z.infer<typeof walletTransferRequest>,
    /** For money into a game (play): player protection's gate. */
    play?: PlayGate,
  ): Promise<VendorTransfer> {
    const toVendor = input.from === MAIN_WALLET;
    const vendorCode = toVendor ? input.to : input.from;
    if ((input.from === MAIN_WALLET) === (input.to === MAIN_WALLET)) {
      throw new AppError("VALIDATION_FAILED", "One side of a transfer is the main wallet", { to: "main" });
    }
    const vendor = this.vendorsFor(settings).find((v) => v.code === vendorCode);
    if (!vendor)
      throw new AppError("VALIDATION_FAILED", "Unknown vendor wallet", { [toVendor ? "to" : "from"]: "unknown" });
    const amount = parseAmount(input.amount, merchant.currencyScale);
    const direction = toVendor ? "TO_VENDOR" : "FROM_VENDOR";
    const values = {
      orderId: newOrderNumber("T"),
      merchantId: member.merchantId,
      memberId: member.id,
      requestId: input.requestId,
      vendor: vendor.code,
      direction,
      amount,
      currency: merchant.currency,
    } as const;
    const inserted = toVendor
      ? await this.insertWithHold(values, merchant.currencyScale, play)
      : await this.repo.insertOnce(values);
    const order = inserted
      ? { order: inserted, fresh: true }
      : { order: (await this.repo.byRequest(member.id, input.requestId))!, fresh: false };
    const existing = order.order;
    if (existing.vendor !== vendor.code || existing.direction !== direction || existing.amount !== amount) {
      throw new AppError("IDEMPOTENCY_CONFLICT", "This requestId was used for another transfer");
    }
    // A retry of a settled order answers its outcome; a pending one asks the vendor again
    // with the same order id (the vendor applies an order id at most once).
    if (existing.status !== "PENDING") return existing;
    if (!order.fresh) {
      // A retry that asks the vendor again puts the money into the game now: play, checked as a new one.
      if (direction === "TO_VENDOR") await play?.check();
      // Stamp the call first (only while still PENDING, under the row's lock): the reconciler
      // then knows a call is in flight and leaves the order alone.
      const claimed = await this.repo.stampCall(existing.orderId);
      if (!claimed) return (await this.repo.byRequest(member.id, input.requestId))!;
      return this.callVendor(vendor, member, claimed);
    }
    return this.callVendor(vendor, member, existing);
  }

  private async callVendor(
    vendor: TransferWalletVendor,
    member: Member,
    order: VendorTransfer,
  ): Promise<VendorTransfer> {
    const player = playerFor(member);
    try {
      const answer =
        order.direction === "TO_VENDOR"
          ? await vendor.transferIn(player, order.orderId, order.amount)
          : await vendor.transferOut(player, order.orderId, order.amount);
      const settled = await this.settle(order, answer === "OK" ? "SUCCEEDED" : "FAILED");
      if (answer === "INSUFFICIENT_FUNDS") {
        throw new AppError("INSUFFICIENT_BALANCE", "The vendor wallet has less than that", undefined, {
          orderId: settled.orderId,
        });
      }
      return settled;
    } catch (error) {
      if (!(error instanceof VendorUnreachable)) throw error;
      // Counted, so operators see orders that keep failing.
      await this.repo.countAttempt(order.orderId);
      return { ...order, attempts: order.attempts + 1 };
    }
  }

  /**
   * A new order sending money to a vendor, with the hold of that money (MAIN -> VENDOR_HOLD), in
   * one statement. Undefined when the member already used the request id; a refusal of the books
   * (the balance) is thrown. A member who never had a main wallet has nothing to send, and no
   * account is opened for it. A member's first order opens the hold account inside a transaction
   * with the order and its posting, so a refused one leaves no empty account behind. So does an
   * order the one statement could not take past an active bonus's lock (decision 0039), and an
   * order player protection's gate stopped (after its full check, which throws a refusal).
   */
  private async insertWithHold(values: NewOrder, scale: number, play?: PlayGate): Promise<VendorTransfer | undefined> {
    const owner = { merchantId: values.merchantId, memberId: values.memberId, currency: values.currency };
    const accounts = this.repo.ledgerAccounts();
    const main = await existingMemberAccount(accounts, owner, MEMBER_KIND.main);
    const hold = main && (await existingMemberAccount(accounts, owner, MEMBER_KIND.vendorHold));
    const posting = (debitAccountId: number, creditAccountId: number): TransferRequest => ({
      id: `vendor-hold:${values.orderId}`,
      merchantId: values.merchantId,
      debitAccountId,
      creditAccountId,
      amount: values.amount,
      reason: "VENDOR_TRANSFER_OUT",
      reference: { type: "vendorTransfer", id: values.orderId },
    });
    if (!main) throw new LedgerError("INSUFFICIENT_FUNDS", "no main wallet");
    const inTransaction = async () => {
      await play?.check();
      return this.orderWithHoldInTransaction(
        values,
        (holdId) => posting(main.id, holdId),
        (ledger) => this.bonusLocks.refuseOutflow(ledger, owner, main.id, values.amount, scale),
      );
    };
    let written: WithPosting = hold
      ? await this.repo.insertWithPosting(values, posting(main.id, hold.id), play?.clear)
      : await inTransaction();
    if (!written.order && !written.refusal && hold && !(await this.repo.byRequest(values.memberId, values.requestId))) {
      // The one statement wrote nothing and nothing refused it: player protection's gate was
      // closed, an active bonus's lock was in the way, or a claim committed meanwhile. The
      // transaction decides under the wallet's lock, after protection's full check.
      written = await inTransaction();
    }
    if (written.order) return written.order;
    // A retry of a used request id answers that order, whatever its balance says now.
    if (await this.repo.byRequest(values.memberId, values.requestId)) return undefined;
    if (written.refusal) throw written.refusal;
    return undefined;
  }

  /**
   * insertWithHold in one transaction: the order, the hold account when it is new, the bonus lock's
   * check (after the order, so a retry of a used request id is answered, not refused) and the posting.
   */
  private async orderWithHoldInTransaction(
    values: NewOrder,
    posting: (holdId: number) => TransferRequest,
    refuseLocked: (ledger: LedgerTx) => Promise<void>,
  ): Promise<WithPosting> {
    const owner = { merchantId: values.merchantId, memberId: values.memberId, currency: values.currency };
    try {
      return await this.repo.runLedger(async (repo, ledger) => {
        const order = await repo.insertOnce(values);
        if (!order) return { order: undefined, refusal: undefined };
        await refuseLocked(ledger);
        const transfer = await ledger.post(posting((await memberAccount(ledger, owner, MEMBER_KIND.vendorHold)).id));
        return { order, transfer };
      });
    } catch (error) {
      // Thrown inside, so the order and the new account rolled back with the refused posting.
      if (error instanceof LedgerError) return { order: undefined, refusal: error };
      throw error;
    }
  }

  /**
   * Records the vendor's outcome once, with its posting, in one statement that moves the order
   * out of PENDING: both or neither. A second settlement of a settled order changes nothing. The
   * reconciler passes the call it asked about (seenCallAt): a newer call in flight then settles
   * the order, not this older question.
   */
  async settle(order: VendorTransfer, outcome: Outcome, seenCallAt?: Date): Promise<VendorTransfer> {
    const posting = await this.settlement(order, outcome);
    const resolved = posting
      ? await this.repo.resolveWithPosting(order, outcome, posting, seenCallAt)
      : { order: await this.repo.resolvePending(order, outcome, seenCallAt), refusal: undefined };
    if (resolved.order) return resolved.order;
    const current = await this.repo.find(order.orderId);
    if (!current) throw new AppError("NOT_FOUND", "No such transfer");
    // Still PENDING, yet the books refused to move the held money: they disagree with the order.
    if (current.status === "PENDING" && resolved.refusal) throw resolved.refusal;
    // The vendor said one thing, the books another: someone must look at this order.
    if (current.status !== "PENDING" && current.status !== outcome)
      this.log.error(
        { orderId: order.orderId, settled: current.status, vendorSays: outcome },
        "vendor outcome disagrees with a settled transfer",
      );
    return current;
  }

  /**
   * The posting an outcome makes: money sent moves from the hold to the platform's account at the
   * vendor, or back to the main wallet; money taken back moves from the vendor's account to the
   * main wallet once it succeeded. Only the accounts it uses are opened: a failed order taking
   * money back makes no posting and opens nothing.
   */
  private async settlement(order: VendorTransfer, outcome: Outcome): Promise<TransferRequest | undefined> {
    const owner = { merchantId: order.merchantId, memberId: order.memberId, currency: order.currency };
    const accounts = this.repo.ledgerAccounts();
    const base = {
      id: `vendor-settle:${order.orderId}`,
      merchantId: order.merchantId,
      amount: order.amount,
      reference: { type: "vendorTransfer", id: order.orderId },
    };
    const atVendor = () => platform(accounts, owner, vendorPlatformKind(order.vendor));
    const main = () => memberAccount(accounts, owner, MEMBER_KIND.main);
    if (order.direction === "TO_VENDOR") {
      return {
        ...base,
        debitAccountId: (await memberAccount(accounts, owner, MEMBER_KIND.vendorHold)).id,
        creditAccountId: (outcome === "SUCCEEDED" ? await atVendor() : await main()).id,
        reason: outcome === "SUCCEEDED" ? "VENDOR_TRANSFER_OUT" : "VENDOR_TRANSFER_IN",
      };
    }
    if (outcome === "FAILED") return undefined;
    return {
      ...base,
      debitAccountId: (await atVendor()).id,
      creditAccountId: (await main()).id,
      reason: "VENDOR_TRANSFER_IN",
    };
  }

  /**
   * The reconciler: asks the vendor what became of each pending order whose last call is older
   * than RECONCILE_AFTER_MS by the database's clock (the one that stamped the call), and settles it. An order the vendor never saw failed (nothing was
   * applied there). Settling re-checks under the row lock that no newer call started since the
   * order was read, so a retry in flight is never settled from an older question. Safe to run
   * on many instances at once.
   */
  async reconcile(
    options: { merchantId?: number; limit?: number; signal?: AbortSignal } = {},
  ): Promise<{ resolved: number; stillPending: number }> {
    const pending = await this.repo.pendingQuietFor(RECONCILE_AFTER_MS, {
      merchantId: options.merchantId,
      limit: options.limit ?? 200,
    });
    let resolved = 0;
    for (const order of pending) {
      // A job run that no longer holds its period stops between orders (each settles on its own).
      if (options.signal?.aborted) break;
      const vendor = this.registry.transferVendor(order.vendor);
      if (!vendor) continue;
      try {
        const status = await vendor.transferStatus(
          playerFor({ merchantId: order.merchantId, id: order.memberId }),
          order.orderId,
        );
        await this.settle(order, status === "SUCCEEDED" ? "SUCCEEDED" : "FAILED", order.lastCallAt);
        resolved++;
      } catch (error) {
        if (error instanceof LedgerError) {
          // The books refuse the settlement (they disagree with the order): someone must look at
          // it, and the orders after it are still settled (it stays first in every run's list).
          this.log.error(
            { orderId: order.orderId, refusal: error.code },
            "the books refuse a vendor transfer's settlement",
          );
        } else if (!(error instanceof VendorUnreachable)) throw error;
        await this.repo.countAttempt(order.orderId);
      }
    }
    return { resolved, stillPending: pending.length - resolved };
  }
}
