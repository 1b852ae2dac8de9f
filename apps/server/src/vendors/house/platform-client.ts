import { createHmac } from "node:crypto";
import { HEADER } from "@portal/contract/api/paths";
import {
  VENDOR_API,
  VENDOR_HEADERS,
  type VendorAnswer,
  type VendorSessionAnswer,
  type VendorWinBatchAnswer,
} from "@portal/contract/api/vendor-wallet";
import type { HouseBrand } from "./repository";
import { httpTransport, type PlatformTransport } from "./platform-transport";

/** The vendor code the house registers under at the platform (its configuration may name another). */
export const HOUSE_VENDOR = "HOUSE";

/** What any vendor signs (see the vendor guide): hex HMAC-SHA256 of "<timestamp>.<raw body>". */
export function signRequest(secret: string, timestamp: string, rawBody: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest("hex");
}

/**
 * The house's only way to the platform: signed calls to the public vendor API, with the vendor
 * code and secret of the brand's house configuration, through the brand's transport (its
 * platform API base over HTTP, or this process when it has none). Who a player is comes from
 * POST /vendor/session, money moves through /vendor/bet|win|rollback. No shortcut.
 */
export class PlatformClient {
  private readonly remote = new Map<string, PlatformTransport>();

  constructor(
    /** This process's platform, for brands without a platform API base; absent when the house runs alone. */
    private readonly inProcess: PlatformTransport | undefined,
    private readonly now: () => number = Date.now,
  ) {}

  /** A wallet call (bet, win, rollback, balance). */
  call(brand: HouseBrand, path: string, body: object): Promise<VendorAnswer> {
    return this.send(brand, path, body) as Promise<VendorAnswer>;
  }

  /** Many wins in one call (a lottery draw's payouts): each item answered as its own win call. */
  winBatch(brand: HouseBrand, items: object[]): Promise<VendorWinBatchAnswer> {
    return this.send(brand, VENDOR_API.winBatch, { items }) as Promise<VendorWinBatchAnswer>;
  }

  /** Who the launch token belongs to, while it takes bets (TOKEN_EXPIRED once the platform ended it). */
  session(brand: HouseBrand, token: string): Promise<VendorSessionAnswer> {
    return this.send(brand, VENDOR_API.session, { token }) as Promise<VendorSessionAnswer>;
  }

  private async send(brand: HouseBrand, path: string, body: object): Promise<unknown> {
    const raw = JSON.stringify(body);
    const timestamp = String(this.now());
    const res = await this.transport(brand).post(
      path,
      {
        "content-type": "application/json",
        [HEADER.merchant]: brand.merchantCode,
        [VENDOR_HEADERS.code]: brand.vendorCode,
        [VENDOR_HEADERS.timestamp]: timestamp,
        [VENDOR_HEADERS.signature]: signRequest(brand.secret, timestamp, raw),
      },
      raw,
    );
    if (res.statusCode !== 200) throw new Error(`vendor API answered ${res.statusCode}`);
    return JSON.parse(res.body) as unknown;
  }

  private transport(brand: HouseBrand): PlatformTransport {
    const base = brand.platformApiBase;
    if (base === null) {
      if (!this.inProcess) throw new Error(`no platform API base for brand ${brand.merchantCode}`);
      return this.inProcess;
    }
    let transport = this.remote.get(base);
    if (!transport) this.remote.set(base, (transport = httpTransport(base)));
    return transport;
  }
}
