import type { z } from "zod";
import type { adjustmentRequest } from "@portal/contract/api/admin";
import { minorToDecimal } from "@portal/contract/money";
import type { Db } from "../../db/client";
import { AppError } from "../../http/app-error";
import type { Merchant } from "../merchants/repository";
import type { MemberRepository } from "../members/repository";
import { parseAmount } from "../money/amounts";
import { memberAccount, MEMBER_KIND, platform, PLATFORM_KIND } from "../money/wallets";
import type { BrandSettings } from "../system/brand-settings";

/** Manual credits and debits of a member's main wallet by an operator, with a written reason. */
export class BalanceAdjustments {
  constructor(
    private readonly members: MemberRepository,
    private readonly brandSettings: BrandSettings,
  ) {}

  /**
   * Posts the adjustment once per operator and requestId (the answer is its transfer id);
   * `trace` (the audit entry) commits with the first posting only, not with a repeat.
   */
  async adjust(
    merchant: Merchant,
    operatorId: number,
    memberId: number,
    input: z.infer<typeof adjustmentRequest>,
    trace: (transferId: string, tx: Db) => Promise<void>,
  ): Promise<string> {
    const member = await this.members.findById(memberId);
    if (!member || member.merchantId !== merchant.id) throw new AppError("NOT_FOUND", "No such member");
    const { direction, requestId } = input;
    const amount = parseAmount(input.amount, merchant.currencyScale);
    // Checked before anything is written: a refused adjustment leaves no transfer, no audit
    // entry and no account.
    const ceiling = BigInt((await this.brandSettings.get(merchant.id)).adjustmentMaxMinor);
    if (amount > ceiling) {
      throw new AppError("AMOUNT_OUT_OF_RANGE", "The amount is above the adjustment limit", undefined, {
        max: minorToDecimal(ceiling, merchant.currencyScale),
      });
    }
    const owner = { merchantId: merchant.id, memberId: member.id, currency: merchant.currency };
    const transferId = `adjustment:${operatorId}:${requestId}`;
    await this.members.runLedger(async (_repo, ledger) => {
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
        reference: { type: "adjustment", id: requestId },
      });
      if (posted.created) await trace(transferId, ledger.tx);
    });
    return transferId;
  }
}
