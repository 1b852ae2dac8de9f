import { MAIN_WALLET } from "@portal/contract/money";
import type { Wallet } from "../../../shared/api/wallet-balance";

/** A vendor wallet's kind: VENDOR:<code>. */
const VENDOR_PREFIX = "VENDOR:";

/** The vendor code of a wallet kind ("VENDOR:PG" -> "PG"), or null for MAIN, DEMO and holds. */
export function vendorCode(kind: string): string | null {
  return kind.startsWith(VENDOR_PREFIX) && kind.length > VENDOR_PREFIX.length ? kind.slice(VENDOR_PREFIX.length) : null;
}

export interface VendorWallet {
  code: string;
  wallet: Wallet;
}

/** The vendor wallets of a balance answer, in its order. */
export function vendorWallets(wallets: readonly Wallet[]): VendorWallet[] {
  const out: VendorWallet[] = [];
  for (const wallet of wallets) {
    const code = vendorCode(wallet.kind);
    if (code !== null) out.push({ code, wallet });
  }
  return out;
}

/** The wallets a transfer may go to from `from`: a vendor from the main wallet, the main wallet from a vendor. */
export function transferTargets(from: string, vendors: readonly VendorWallet[]): string[] {
  if (from !== MAIN_WALLET) return [MAIN_WALLET];
  return vendors.filter((vendor) => vendor.wallet.available).map((vendor) => vendor.code);
}
