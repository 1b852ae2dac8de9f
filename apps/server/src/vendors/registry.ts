import type { TransferWalletVendor } from "./transfer-wallet";

/**
 * The transfer-wallet vendors this server can reach, by code. buildApp fills it; a test may
 * pass its own (an unreachable vendor is a test double at the edge of the system).
 */
export class VendorRegistry {
  private readonly byCode = new Map<string, TransferWalletVendor>();

  constructor(vendors: TransferWalletVendor[] = []) {
    for (const vendor of vendors) this.byCode.set(vendor.code, vendor);
  }

  transferVendor(code: string): TransferWalletVendor | undefined {
    return this.byCode.get(code);
  }

  transferVendors(): TransferWalletVendor[] {
    return [...this.byCode.values()];
  }
}
