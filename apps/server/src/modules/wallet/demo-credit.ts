import { DEMO_CURRENCY } from "@portal/contract/money";
import { platformBucket, platformKey } from "../../ledger/accounts";
import type { WalletRepository } from "./repository";

/**
 * A trial member's demo credit: a DEMO account in the DEMO currency, funded by the platform's
 * demo issuer. The ledger refuses any transfer between currencies, so demo credit can never be
 * withdrawn or moved into real money. Idempotent per member.
 */
export class DemoCredit {
  constructor(private readonly wallets: WalletRepository) {}

  async grant(merchantId: number, memberId: number, amountMinor: number): Promise<void> {
    if (amountMinor <= 0) return;
    await this.wallets.runLedger(async (_wallets, { account, post }) => {
      const issuer = await account(platformKey(merchantId, "DEMO_ISSUER", DEMO_CURRENCY, platformBucket(memberId)), {
        allowNegative: true,
      });
      const wallet = await account({
        merchantId,
        ownerType: "MEMBER",
        ownerId: memberId,
        kind: "DEMO",
        currency: DEMO_CURRENCY,
      });
      await post({
        id: `demo-credit:${memberId}`,
        merchantId,
        debitAccountId: issuer.id,
        creditAccountId: wallet.id,
        amount: BigInt(amountMinor),
        reason: "DEMO_CREDIT",
        reference: { type: "member", id: String(memberId) },
      });
    });
  }
}
