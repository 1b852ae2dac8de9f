import { createHmac, timingSafeEqual } from "node:crypto";
import { VENDOR_SIGNATURE_MAX_SKEW_MS } from "@portal/contract/api/vendor-wallet";

/** What a vendor signs: "<timestamp>.<raw body>", HMAC-SHA256 with its secret, hex. */
export function signVendorRequest(secret: string, timestamp: string, rawBody: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest("hex");
}

/** True when the signature matches and the timestamp is fresh (constant-time comparison). */
export function verifyVendorSignature(
  secret: string,
  headers: { timestamp: string | undefined; signature: string | undefined },
  rawBody: string,
  now = Date.now(),
): boolean {
  const { timestamp, signature } = headers;
  if (!timestamp || !signature || !/^\d{1,16}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) return false;
  if (Math.abs(now - Number(timestamp)) > VENDOR_SIGNATURE_MAX_SKEW_MS) return false;
  const expected = Buffer.from(signVendorRequest(secret, timestamp, rawBody), "hex");
  return timingSafeEqual(expected, Buffer.from(signature, "hex"));
}
