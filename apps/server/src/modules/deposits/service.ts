import type { CursorRequest } from "../../db/keyset";
import type { DepositStatus } from "@portal/contract/api/money";
import type { z } from "zod";
import type { createDepositRequest, depositSchema } from "@portal/contract/api/money";
import { pickText, type Language } from "@portal/contract/languages";
import { minorToDecimal } from "@portal/contract/money";
import type { Db } from "../../db/client";
import { AppError } from "../../http/app-error";
import type { Merchant } from "../merchants/repository";
import type { Settings } from "../system/settings";
import type { Member } from "../members/repository";
import { parseAmount } from "../money/amounts";
import { newOrderNumber } from "../money/order-numbers";
import { memberAccount, MEMBER_KIND, platform, PLATFORM_KIND } from "../money/wallets";
import { findGateway } from "./gateways/registry";
import type { Deposit, DepositRepository, PaymentChannel, Settlement } from "./repository";

type DepositView = z.infer<typeof depositSchema>;

/** A channel members may use: a bank transfer, or a gateway this brand may use. */
const usable = (channel: PaymentChannel, settings: Settings) =>
  channel.kind === "BANK_TRANSFER" || findGateway(channel.gateway, settings) !== undefined;

/** Who settles a deposit: an operator (bank transfer) or a verified gateway callback. */
export type Settler =
  { operatorId: number; note?: string; trace?: (tx: Db) => Promise<void> } | { gateway: string; reference: string };

/**
 * Deposits: the member opens an order on a channel; a bank transfer waits for its receipt and an
 * operator's decision, a gateway order for the gateway's signed callback. Crediting is one
 * transaction: the order's status and the DEPOSITS_CLEARING -> MAIN transfer (id
 * `deposit:<orderNo>`) commit together, so a repeated confirmation or callback credits once.
 */
export class DepositService {
  constructor(
    private readonly repo: DepositRepository,
    /** Player protection: breaks, deposit limits and the session limit refuse an order (decision 0025). */
    private readonly protection?: {
      checkDeposit(member: Member, merchant: Merchant, amount: bigint, enabled: boolean, tx: Db): Promise<void>;
      checkDepositSession(member: Member, merchant: Merchant, tokenHash: string): Promise<void>;
    },
  ) {}

  /** The brand's deposits with channel and member account, newest first (the back office's list). */
  pageForBrand(merchantId: number, status: DepositStatus | undefined, page: number, pageSize: number) {
    return this.repo.pageForBrand(merchantId, status, page, pageSize);
  }

  async channels(merchant: Merchant, language: Language, settings: Settings) {
    const rows = await this.repo.enabledChannels(merchant.id);
    return rows
      .filter((c) => usable(c, settings))
      .map((c) => ({
        id: c.id,
        kind: c.kind,
        name: pickText(c.name, language),
        minAmount: minorToDecimal(c.minMinor, merchant.currencyScale),
        maxAmount: minorToDecimal(c.maxMinor, merchant.currencyScale),
      }));
  }

  async create(
    member: Member,
    merchant: Merchant,
    input: z.infer<typeof createDepositRequest>,
    language: Language,
    settings: Settings,
    /** The login the order is made in: a session limit it passed refuses the order and ends it. */
    tokenHash: string,
  ): Promise<DepositView> {
    const channel = await this.repo.findChannel(input.channelId);
    if (!channel || channel.merchantId !== merchant.id || !channel.enabled || !usable(channel, settings)) {
      throw new AppError("VALIDATION_FAILED", "Unknown payment channel", { channelId: "unknown" });
    }
    const amount = parseAmount(input.amount, merchant.currencyScale);
    if (amount < channel.minMinor || amount > channel.maxMinor) {
      throw new AppError("AMOUNT_OUT_OF_RANGE", "The amount is outside the channel's limits", undefined, {
        min: minorToDecimal(channel.minMinor, merchant.currencyScale),
        max: minorToDecimal(channel.maxMinor, merchant.currencyScale),
      });
    }
    // A retry of an order already opened is answered with it, never checked against a limit
    // the order itself now counts towards.
    const earlier = await this.repo.findDepositByRequest(member.id, input.requestId);
    if (!earlier) await this.protection?.checkDepositSession(member, merchant, tokenHash);
    // The order is written first, then the limits are checked in its transaction (they lock
    // there and count it): a refusal rolls it back. A retry racing it waits on its requestId
    // and, once it committed, is answered with it below instead of being checked again.
    const inserted = earlier
      ? undefined
      : await this.repo.transaction(async (repo, tx) => {
          const order = await repo.insertOnce({
            orderNo: newOrderNumber("D"),
            merchantId: merchant.id,
            memberId: member.id,
            channelId: channel.id,
            requestId: input.requestId,
            amount,
            currency: merchant.currency,
          });
          if (order) await this.protection?.checkDeposit(member, merchant, order.amount, settings.playerProtection, tx);
          return order;
        });
    // A retry of the same request returns the order it opened; other content under the same
    // requestId is a conflict, never a second order.
    const deposit = earlier ?? inserted ?? (await this.repo.findDepositByRequest(member.id, input.requestId))!;
    if (deposit.channelId !== channel.id || deposit.amount !== amount) {
      throw new AppError("IDEMPOTENCY_CONFLICT", "This requestId was used for another deposit");
    }
    return this.view(deposit, channel, merchant, language, settings);
  }

  async listForMember(
    member: Member,
    merchant: Merchant,
    language: Language,
    settings: Settings,
    request: CursorRequest,
  ) {
    const { rows, next, prev, total, totalCapped } = await this.repo.pageForMember(member.id, request);
    return {
      list: rows.map((r) => this.view(r.deposit, r.channel, merchant, language, settings)),
      next,
      prev,
      total,
      totalCapped,
      pageSize: request.pageSize,
    };
  }

  /** The caller's own order (another member's order number is simply not found). */
  async ownDeposit(member: Member, orderNo: string): Promise<{ deposit: Deposit; channel: PaymentChannel }> {
    const deposit = await this.repo.findDeposit(orderNo);
    if (!deposit || deposit.memberId !== member.id) throw new AppError("NOT_FOUND", "No such deposit");
    return { deposit, channel: (await this.repo.findChannel(deposit.channelId))! };
  }

  /**
   * Attaches a receipt to the caller's pending bank transfer. The order is checked before the
   * image is read and stored (`store`), so a refused upload leaves nothing behind.
   */
  async attachReceipt(member: Member, orderNo: string, store: () => Promise<number>): Promise<void> {
    const { deposit, channel } = await this.ownDeposit(member, orderNo);
    if (channel.kind !== "BANK_TRANSFER" || deposit.status !== "PENDING") {
      throw new AppError("INVALID_STATE", "A receipt is only taken for a pending bank transfer");
    }
    const uploadId = await store();
    await this.repo.attachReceiptIfPending(orderNo, uploadId);
  }

  /**
   * Credits the order once. Confirming a confirmed order is a no-op that returns it (a gateway
   * repeats its callback, an operator clicks twice); a rejected order cannot be confirmed.
   */
  async confirm(orderNo: string, merchantId: number, settler: Settler): Promise<Deposit> {
    return this.repo.runLedger(async (repo, ledger) => {
      const deposit = await repo.findDeposit(orderNo, { lock: true });
      if (!deposit || deposit.merchantId !== merchantId) throw new AppError("NOT_FOUND", "No such deposit");
      if (deposit.status === "CONFIRMED") return deposit;
      if (deposit.status !== "PENDING") throw new AppError("INVALID_STATE", "The deposit was already rejected");
      const owner = { merchantId, memberId: deposit.memberId, currency: deposit.currency };
      const clearing = await platform(ledger, owner, PLATFORM_KIND.depositsClearing);
      const wallet = await memberAccount(ledger, owner, MEMBER_KIND.main);
      await ledger.post({
        id: `deposit:${deposit.orderNo}`,
        merchantId,
        debitAccountId: clearing.id,
        creditAccountId: wallet.id,
        amount: deposit.amount,
        reason: "DEPOSIT",
        reference: { type: "deposit", id: deposit.orderNo },
      });
      if ("trace" in settler) await settler.trace?.(ledger.tx);
      return repo.settle(
        orderNo,
        "CONFIRMED",
        "operatorId" in settler
          ? { reviewedBy: settler.operatorId, note: settler.note ?? "" }
          : { gatewayReference: settler.reference },
      );
    });
  }

  /** Refuses a pending order (no money moved yet). Rejecting a rejected order is a no-op. */
  async reject(orderNo: string, merchantId: number, settler: Settler): Promise<Deposit> {
    return this.repo.transaction(async (repo, tx) => {
      const deposit = await repo.findDeposit(orderNo, { lock: true });
      if (!deposit || deposit.merchantId !== merchantId) throw new AppError("NOT_FOUND", "No such deposit");
      if (deposit.status === "REJECTED") return deposit;
      if (deposit.status !== "PENDING") throw new AppError("INVALID_STATE", "The deposit was already confirmed");
      if ("trace" in settler) await settler.trace?.(tx);
      const settlement: Settlement =
        "operatorId" in settler
          ? { reviewedBy: settler.operatorId, note: settler.note ?? "" }
          : { gatewayReference: settler.reference, note: "gateway: failed" };
      return repo.settle(orderNo, "REJECTED", settlement);
    });
  }

  view(
    deposit: Deposit,
    channel: PaymentChannel,
    merchant: Merchant,
    language: Language,
    settings: Settings,
  ): DepositView {
    const gateway = channel.kind === "GATEWAY" ? findGateway(channel.gateway, settings) : undefined;
    return {
      orderNo: deposit.orderNo,
      channelKind: channel.kind,
      channelName: pickText(channel.name, language),
      amount: minorToDecimal(deposit.amount, merchant.currencyScale),
      currency: deposit.currency,
      status: deposit.status,
      bank: channel.kind === "BANK_TRANSFER" ? (channel.bank ?? null) : null,
      payUrl: gateway && deposit.status === "PENDING" ? gateway.payUrl({ orderNo: deposit.orderNo, language }) : null,
      hasReceipt: deposit.receiptUploadId !== null,
      createdAt: deposit.createdAt.getTime(),
      updatedAt: deposit.updatedAt.getTime(),
    };
  }
}
