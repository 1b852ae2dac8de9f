import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { ledgerTransfers } from "../db/schema";
import { findTransfer, post } from "./post";
import { LedgerError, type PostedTransfer } from "./types";

/**
 * Corrects a transfer by posting its mirror image (a new transfer; nothing is edited). A
 * transfer is reversed at most once; the reversal itself is idempotent by its own id.
 */
export async function reverseTransfer(
  db: Db,
  input: { id: string; merchantId: number; originalId: string },
): Promise<PostedTransfer> {
  const original = await findTransfer(db, input.originalId);
  if (!original || original.merchantId !== input.merchantId) {
    throw new LedgerError("ACCOUNT_NOT_FOUND", `transfer ${input.originalId} not found`);
  }
  // Already reversed by another transfer: say so before any balance rule (the unique index on
  // `reverses` still settles two reversals racing past this check).
  const [earlier] = await db
    .select({ id: ledgerTransfers.id })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.reverses, original.id));
  if (earlier && earlier.id !== input.id) {
    throw new LedgerError("ALREADY_REVERSED", `transfer ${original.id} is already reversed by ${earlier.id}`);
  }
  return post(db, {
    id: input.id,
    merchantId: input.merchantId,
    debitAccountId: original.creditAccountId,
    creditAccountId: original.debitAccountId,
    amount: original.amount,
    reason: "REVERSAL",
    reference: { type: "transfer", id: original.id },
    reverses: original.id,
  });
}
