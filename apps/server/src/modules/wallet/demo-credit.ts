import { DEMO_CURRENCY } from "@portal/contract/money";
import type { Db } from "../../db/client";
import { openAccount, platformAccount } from "../../ledger/accounts";
import { postTransfer } from "../../ledger/post";

/**
 * A trial member's demo credit: a DEMO account in the DEMO currency, funded by the platform's
 * demo issuer. The ledger refuses any transfer between currencies, so demo credit can never be
 * withdrawn or moved into real money. Idempotent per member.
 */
export async function grantDemoCredit(
  db: Db,
  merchantId: number,
  memberId: number,
  amountMinor: number,
): Promise<void> {
  if (amountMinor <= 0) return;
  const issuer = await platformAccount(db, merchantId, "DEMO_ISSUER", DEMO_CURRENCY);
  const wallet = await openAccount(db, {
    merchantId,
    ownerType: "MEMBER",
    ownerId: memberId,
    kind: "DEMO",
    currency: DEMO_CURRENCY,
  });
  await postTransfer(db, {
    id: `demo-credit:${memberId}`,
    merchantId,
    debitAccountId: issuer.id,
    creditAccountId: wallet.id,
    amount: BigInt(amountMinor),
    reason: "DEMO_CREDIT",
    reference: { type: "member", id: String(memberId) },
  });
}
