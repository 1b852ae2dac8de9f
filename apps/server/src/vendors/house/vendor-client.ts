import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import { HEADER } from "@portal/contract/api/paths";
import { VENDOR_HEADERS, type VendorAnswer } from "@portal/contract/api/vendor-wallet";
import type { Db } from "../../db/client";
import { vendorSecrets } from "../../db/schema";
import { signVendorRequest } from "../../modules/vendor-api/signature";

export const HOUSE_VENDOR = "HOUSE";

/**
 * How the house games reach money: signed calls to the public seamless wallet API (/vendor/*),
 * sent through the server's own HTTP stack (routing, signature check, validation), exactly as a
 * remote vendor's calls arrive. No shortcut into the ledger.
 */
export class HouseWalletClient {
  constructor(
    private readonly app: FastifyInstance,
    private readonly db: Db,
  ) {}

  async call(merchant: { id: number; code: string }, path: string, body: object): Promise<VendorAnswer> {
    const [row] = await this.db
      .select({ secret: vendorSecrets.secret })
      .from(vendorSecrets)
      .where(and(eq(vendorSecrets.merchantId, merchant.id), eq(vendorSecrets.vendor, HOUSE_VENDOR)));
    if (!row) throw new Error("the house vendor has no secret for this brand");
    const raw = JSON.stringify(body);
    const timestamp = String(Date.now());
    const res = await this.app.inject({
      method: "POST",
      url: path,
      payload: raw,
      headers: {
        "content-type": "application/json",
        [HEADER.merchant]: merchant.code,
        [VENDOR_HEADERS.code]: HOUSE_VENDOR,
        [VENDOR_HEADERS.timestamp]: timestamp,
        [VENDOR_HEADERS.signature]: signVendorRequest(row.secret, timestamp, raw),
      },
    });
    if (res.statusCode !== 200) throw new Error(`vendor API answered ${res.statusCode}`);
    return res.json() as VendorAnswer;
  }
}
