import { VENDOR_HEADERS } from "@portal/contract/api/vendor-wallet";
import { games, vendorSecrets } from "../src/db/schema";
import { signVendorRequest } from "../src/modules/vendor-api/signature";
import type { TestApp } from "./test-app";

/** A seamless-wallet vendor of the test brand: its signing secret and one slot game. */
export interface TestVendor {
  vendor: string;
  secret: string;
  gameCode: string;
}

export async function addTestVendor(t: TestApp, vendor: TestVendor): Promise<void> {
  await t.database.db
    .insert(vendorSecrets)
    .values({ merchantId: t.merchantId, vendor: vendor.vendor, secret: vendor.secret });
  await t.database.db.insert(games).values({
    merchantId: t.merchantId,
    vassalage: vendor.vendor,
    gameCode: vendor.gameCode,
    category: "RNG",
    gameType: "SLOT",
    name: { en: `${vendor.vendor} slot` },
  });
}

/**
 * A vendor-API call as the vendor sends it: the raw JSON body signed with its secret. Options
 * forge what a test needs wrong (another secret, an old timestamp, a body other than signed).
 */
export function signedVendorCall(
  t: TestApp,
  vendor: TestVendor,
  path: string,
  body: object,
  options: { secret?: string; timestamp?: number; raw?: string; vendor?: string } = {},
) {
  const raw = options.raw ?? JSON.stringify(body);
  const timestamp = String(options.timestamp ?? Date.now());
  return t.app.inject({
    method: "POST",
    url: path,
    payload: raw,
    headers: {
      "content-type": "application/json",
      [VENDOR_HEADERS.code]: options.vendor ?? vendor.vendor,
      [VENDOR_HEADERS.timestamp]: timestamp,
      [VENDOR_HEADERS.signature]: signVendorRequest(options.secret ?? vendor.secret, timestamp, raw),
    },
  });
}
