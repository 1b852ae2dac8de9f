import { pgError } from "../db/client";
import { LedgerError } from "./types";

/** How often a posting is retried after losing a race (same id, or a serialization failure). */
export const MAX_ATTEMPTS = 4;

/**
 * A lost race worth another attempt: another request posted the same id first (the retry then
 * returns its result), or PostgreSQL asked for a retry (serialization failure, deadlock).
 */
export function retryable(error: unknown): boolean {
  const { code, constraint } = pgError(error);
  // A second reversal of one transfer lost the race on the unique `reverses` index.
  if (code === "23505" && constraint === "ledger_transfers_reverses") {
    throw new LedgerError("ALREADY_REVERSED", "the transfer is already reversed");
  }
  return (code === "23505" && constraint === "ledger_transfers_pkey") || code === "40001" || code === "40P01";
}
