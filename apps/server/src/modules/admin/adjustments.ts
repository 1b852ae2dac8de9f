import type { z } from "zod";
import type { adjustmentRequest } from "@portal/contract/api/admin";
import type { AdjustmentAnswer } from "@portal/contract/api/admin-adjustments";
import { minorToDecimal } from "@portal/contract/money";
import type { Db } from "../../db/client";
import type { LedgerTx } from "../../ledger/post";
import { AppError } from "../../http/app-error";
import type { Merchant } from "../merchants/repository";
import type { MemberRepository } from "../members/repository";
import { parseAmount } from "../money/amounts";
import { memberAccount, MEMBER_KIND, platform, PLATFORM_KIND } from "../money/wallets";
import type { BrandSettings } from "../system/brand-settings";
import type { AdjustmentApprovalRepository } from "./adjustment-approvals-repository";
import { decidable } from "./four-eyes";

type Direction = "CREDIT" | "DEBIT";

/**
 * The rolling window of the four-eyes sum: an adjustment posted at once counts toward the
 * threshold of the member's next ones for this long (decision 0054).
 */
export const ADJUSTMENT_WINDOW_MS = 24 * 60 * 60_000;
/** An audit entry written in the decision's transaction. */
type Trace = (tx: Db) => Promise<unknown>;

/**
 * Manual credits and debits of a member's main wallet by an operator, with a written reason.
 * Below the brand's `adjustmentApprovalMinor` an adjustment is posted at once; at or above it
 * (four eyes) it is a request a second operator approves, which posts it, or rejects. What was
 * posted at once to the same member in the last 24 hours (by any operator) counts toward the
 * threshold, so splitting a large adjustment into small ones does not pass it.
 */
export class BalanceAdjustments {
  constructor(
    private readonly members: MemberRepository,
    private readonly approvals: AdjustmentApprovalRepository,
    private readonly brandSettings: BrandSettings,
  ) {}

  /**
   * Posts the adjustment once per operator and requestId, or asks for a second operator's
   * approval (once per operator and requestId as well). `trace` (the audit entry) commits with
   * the first posting or request only, not with a repeat.
   */
  async adjust(
    merchant: Merchant,
    operatorId: number,
    memberId: number,
    input: z.infer<typeof adjustmentRequest>,
    trace: (outcome: AdjustmentAnswer, tx: Db) => Promise<void>,
  ): Promise<AdjustmentAnswer> {
    const member = await this.members.findById(memberId);
    if (!member || member.merchantId !== merchant.id) throw new AppError("NOT_FOUND", "No such member");
    const { direction, requestId } = input;
    const amount = parseAmount(input.amount, merchant.currencyScale);
    // Checked before anything is written: a refused adjustment leaves no transfer, no audit
    // entry and no account.
    const settings = await this.brandSettings.get(merchant.id);
    const ceiling = BigInt(settings.adjustmentMaxMinor);
    if (amount > ceiling) {
      throw new AppError("AMOUNT_OUT_OF_RANGE", "The amount is above the adjustment limit", undefined, {
        max: minorToDecimal(ceiling, merchant.currencyScale),
      });
    }
    const postedId = `adjustment:${operatorId}:${requestId}`;
    const threshold = BigInt(settings.adjustmentApprovalMinor);
    return this.approvals.runLedger(async (repo, ledger) => {
      // One member's adjustments queue here: the rolling sum below and what follows from it are
      // one step, so two adjustments racing cannot both slip under the threshold.
      await repo.lockMemberAdjustments(memberId);
      const request = async (): Promise<AdjustmentAnswer> => {
        // One requestId is one adjustment: not also one already posted at once.
        if (await repo.transferExists(postedId)) throw conflict();
        const { row, created } = await repo.insertOnce({
          merchantId: merchant.id,
          memberId,
          direction,
          amount,
          currency: merchant.currency,
          reason: input.reason,
          requestedBy: operatorId,
          requestId,
        });
        // A repeat answers the request as it stands now; another adjustment under its id is refused.
        const same =
          row.merchantId === merchant.id &&
          row.memberId === memberId &&
          row.direction === direction &&
          row.amount === amount &&
          row.reason === input.reason;
        if (!same) throw conflict();
        if (row.status === "REJECTED") throw new AppError("INVALID_STATE", "This adjustment was rejected");
        const answer: AdjustmentAnswer =
          row.status === "APPROVED"
            ? { status: "POSTED", transferId: row.transferId, approvalId: row.id }
            : { status: "PENDING_APPROVAL", transferId: null, approvalId: row.id };
        if (created) await trace(answer, ledger.tx);
        return answer;
      };
      if (amount >= threshold) return request();
      // A repeat of a request (sent to the queue by the rolling sum) answers it as it stands.
      if (await repo.requestedAs(operatorId, requestId)) return request();
      const answer: AdjustmentAnswer = { status: "POSTED", transferId: postedId, approvalId: null };
      // A repeat of an adjustment posted at once answers it again when it is the same adjustment
      // (member, direction, amount and reason, as a repeat of a request); another is refused.
      const posted = await repo.postedAtOnce(postedId);
      if (posted) {
        const same =
          posted.memberId === memberId &&
          posted.direction === direction &&
          posted.amount === amount &&
          posted.reason === input.reason;
        if (!same) throw conflict();
        return answer;
      }
      // Splitting does not defeat four eyes: what was posted at once to this member in the last
      // window, by any operator, counts toward the threshold with this amount.
      const recent = await repo.postedAtOnceSince(merchant.id, memberId, new Date(Date.now() - ADJUSTMENT_WINDOW_MS));
      if (amount + recent >= threshold) return request();
      const created = await post(ledger, merchant, memberId, direction, amount, postedId, requestId);
      if (created) await trace(answer, ledger.tx);
      return answer;
    });
  }

  /**
   * A second operator approves a request: it is posted once (a repeat answers the same transfer)
   * under the request's row lock, so two approvals at once post once. The operator who asked may
   * not approve it (SECOND_OPERATOR_REQUIRED); a rejected one cannot be (INVALID_STATE). A debit
   * the wallet cannot cover is refused by the books and the request stays PENDING.
   */
  async approve(
    merchant: Merchant,
    operatorId: number,
    id: number,
    trace: (detail: Record<string, unknown>) => Trace,
  ): Promise<string> {
    return this.approvals.runLedger(async (repo, ledger) => {
      const request = await decidable(repo, ADJUSTMENT_REQUEST, merchant.id, id, operatorId);
      if (request.status === "APPROVED") return request.transferId!;
      if (request.status === "REJECTED") throw new AppError("INVALID_STATE", "This adjustment was rejected");
      const transferId = `adjustment-approval:${request.id}`;
      await post(ledger, merchant, request.memberId, request.direction, request.amount, transferId, `approval:${id}`);
      await repo.decide(id, { status: "APPROVED", decidedBy: operatorId, transferId });
      // What was posted, in the entry itself (the request row is the one that changes).
      await trace({
        memberId: request.memberId,
        direction: request.direction,
        amount: minorToDecimal(request.amount, merchant.currencyScale),
        requestedBy: request.requestedBy,
        transferId,
      })(ledger.tx);
      return transferId;
    });
  }

  /** A second operator rejects a request: nothing moves. Rejecting a rejected one again changes nothing. */
  async reject(merchant: Merchant, operatorId: number, id: number, note: string, trace: Trace): Promise<void> {
    await this.approvals.transaction(async (repo, tx) => {
      const request = await decidable(repo, ADJUSTMENT_REQUEST, merchant.id, id, operatorId);
      if (request.status === "REJECTED") return;
      if (request.status === "APPROVED") throw new AppError("INVALID_STATE", "This adjustment is already posted");
      await repo.decide(id, { status: "REJECTED", decidedBy: operatorId, note });
      await trace(tx);
    });
  }
}

const ADJUSTMENT_REQUEST = { request: "adjustment request", yours: "the adjustment" };
const conflict = () => new AppError("IDEMPOTENCY_CONFLICT", "This requestId was already used for another adjustment");

/** Posts an adjustment between the member's main wallet and the platform's adjustments account; true when new. */
async function post(
  ledger: LedgerTx,
  merchant: Merchant,
  memberId: number,
  direction: Direction,
  amount: bigint,
  transferId: string,
  reference: string,
): Promise<boolean> {
  const owner = { merchantId: merchant.id, memberId, currency: merchant.currency };
  // Opened inside the transaction: a refused debit rolls them back (no empty rows).
  const wallet = await memberAccount(ledger, owner, MEMBER_KIND.main);
  const house = await platform(ledger, owner, PLATFORM_KIND.adjustments);
  const posted = await ledger.post({
    id: transferId,
    merchantId: merchant.id,
    debitAccountId: direction === "CREDIT" ? house.id : wallet.id,
    creditAccountId: direction === "CREDIT" ? wallet.id : house.id,
    amount,
    reason: "ADJUSTMENT",
    reference: { type: "adjustment", id: reference },
  });
  return posted.created;
}
