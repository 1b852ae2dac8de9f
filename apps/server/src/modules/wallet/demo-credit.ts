import { DEMO_CURRENCY } from "@portal/contract/money";
import type { Db } from "../../db/client";
import { openAccount, platformAccount } from "../../ledger/accounts";
import { WalletRepository } from "./repository";

/**
 * A trial member's demo credit: a DEMO account in the DEMO currency, funded by the platform's
 * demo issuer. The ledger refuses any transfer between currencies, so demo credit can never be
 * withdrawn or moved into real money. Idempotent per member.
 */
export class DemoCredit {
  constructor(private readonly wallets: WalletRepository) {}

  async grant(merchantId: number, memberId: number, amountMinor: number): Promise<void> {
    if (amountMinor <= 0) return;
    await this.wallets.runLedger(async (_wallets, { tx, post }) => {
      const issuer = await platformAccount(tx, merchantId, "DEMO_ISSUER", DEMO_CURRENCY);
      const wallet = await openAccount(tx, {
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

// Until auth's registration receives a DemoCredit (the lead's cut-over), it grants through this,
// on the executor it passes.
export const grantDemoCredit = (db: Db, merchantId: number, memberId: number, amountMinor: number) =>
  new DemoCredit(new WalletRepository(db)).grant(merchantId, memberId, amountMinor);
