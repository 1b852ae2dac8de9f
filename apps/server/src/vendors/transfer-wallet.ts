/**
 * A vendor in transfer-wallet mode keeps its own balance per player; the operator moves money
 * in and out with its own order id, and asks the transfer status when an answer was lost
 * (reference notes, vendor wallets). Issue 5 adds launch and bet pull to the adapter.
 */
export interface TransferWalletVendor {
  /** The vendor's code (vassalage), as in VENDOR:<code>. */
  readonly code: string;
  /** Display name per language. */
  readonly name: Partial<Record<string, string>>;
  /** The player's balance at the vendor, in minor units. */
  balance(player: VendorPlayer): Promise<bigint>;
  /** Credits the player's vendor wallet. Throws VendorUnreachable when the outcome is unknown. */
  transferIn(player: VendorPlayer, orderId: string, amount: bigint): Promise<TransferAnswer>;
  /** Debits the player's vendor wallet. Throws VendorUnreachable when the outcome is unknown. */
  transferOut(player: VendorPlayer, orderId: string, amount: bigint): Promise<TransferAnswer>;
  /** What became of an order: applied, refused, or never seen. Throws VendorUnreachable. */
  transferStatus(player: VendorPlayer, orderId: string): Promise<"SUCCEEDED" | "FAILED" | "NOT_FOUND">;
}

/**
 * An adapter gives up on a vendor call after this (the outcome is then unknown). The reconciler
 * waits longer than this after a call before it asks the vendor (RECONCILE_AFTER_MS).
 */
export const VENDOR_CALL_TIMEOUT_MS = 15_000;

export type TransferAnswer = "OK" | "INSUFFICIENT_FUNDS" | "REFUSED";

export interface VendorPlayer {
  merchantId: number;
  /** Our stable id for the member at the vendor. */
  playerId: string;
}

/** The vendor did not answer (timeout, network, 5xx): the outcome of the call is unknown. */
export class VendorUnreachable extends Error {
  constructor(message = "vendor did not answer") {
    super(message);
    this.name = "VendorUnreachable";
  }
}

export function playerFor(member: { merchantId: number; id: number }): VendorPlayer {
  return { merchantId: member.merchantId, playerId: `m${member.id}` };
}
