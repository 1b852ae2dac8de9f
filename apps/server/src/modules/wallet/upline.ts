import { lockAccount } from "../../ledger/accounts";
import type { LedgerTx } from "../../ledger/post";
import { AppError } from "../../http/app-error";
import type { PostedTransfer } from "../../ledger/types";
import type { Merchant } from "../merchants/repository";
import type { Member, MemberRepository } from "../members/repository";
import { parseAmount } from "../money/amounts";
import { memberAccount, MEMBER_KIND } from "../money/wallets";
import type { BonusLocks } from "../promotions/bonus-locks";
import type { WalletRepository } from "./repository";

/** Transfers from a member's main wallet to its direct upline's. */
export class UplineTransfers {
  constructor(
    private readonly members: MemberRepository,
    private readonly wallets: WalletRepository,
    private readonly bonusLocks: BonusLocks,
  ) {}

  /** The member's direct upline, when there is a live one in the same brand. */
  async uplineOf(member: Member): Promise<Member | undefined> {
    if (member.uplineId === null) return undefined;
    const upline = await this.members.findById(member.uplineId);
    return upline && upline.merchantId === member.merchantId && upline.status === "ACTIVE" ? upline : undefined;
  }

  /**
   * Transfer to upline: MAIN -> the upline's MAIN, one ledger transfer whose id carries the
   * member and the request id, so a retry posts nothing twice and other content is a conflict.
   * The caller has checked the switches and the payment password.
   */
  async transfer(
    member: Member,
    merchant: Merchant,
    input: { amount: string; requestId: string },
  ): Promise<{ transfer: PostedTransfer; upline: Member }> {
    const upline = await this.uplineOf(member);
    if (!upline) throw new AppError("TRANSFER_NOT_ALLOWED", "There is no upline to transfer to");
    const amount = parseAmount(input.amount, merchant.currencyScale);
    const currency = merchant.currency;
    // Both wallets are opened inside the posting's transaction: a refusal (the balance) rolls
    // them back, so it leaves no empty account rows.
    const mainOf = (ledger: LedgerTx, memberId: number) =>
      memberAccount(ledger, { merchantId: member.merchantId, memberId, currency }, MEMBER_KIND.main);
    const id = `upline:${member.id}:${input.requestId}`;
    const transfer = await this.wallets.runLedger(async (wallets, ledger) => {
      const main = await mainOf(ledger, member.id);
      // Under the wallet's lock, a retry of a posted transfer is answered by the ledger, whatever
      // a bonus locks now (checked before the lock, a retry waiting on the first could be refused).
      await lockAccount(ledger.tx, main.id);
      if (!(await wallets.transferExists(id))) {
        const owner = { merchantId: member.merchantId, memberId: member.id, currency };
        await this.bonusLocks.refuseOutflow(ledger, owner, main.id, amount, merchant.currencyScale);
      }
      return ledger.post({
        id,
        merchantId: member.merchantId,
        debitAccountId: main.id,
        creditAccountId: (await mainOf(ledger, upline.id)).id,
        amount,
        reason: "TRANSFER_TO_UPLINE",
        reference: { type: "member", id: String(upline.id) },
      });
    });
    return { transfer, upline };
  }
}
