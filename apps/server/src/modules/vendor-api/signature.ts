import { createHmac, timingSafeEqual } from "node:crypto";
import { VENDOR_SIGNATURE_MAX_SKEW_MS } from "@portal/contract/api/vendor-wallet";

/** What a vendor signs: "<timestamp>.<raw body>", HMAC-SHA256 with its secret, hex. */
export function signVendorRequest(secret: string, timestamp: string, rawBody: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest("hex");
}

type SignatureHeaders = { timestamp: string | undefined; signature: string | undefined };

/** True when the headers carry a well-formed signature and a timestamp within the allowed skew. */
export function hasFreshSignatureHeaders({ timestamp, signature }: SignatureHeaders, now = Date.now()): boolean {
  if (!timestamp || !signature || !/^\d{1,16}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) return false;
  return Math.abs(now - Number(timestamp)) <= VENDOR_SIGNATURE_MAX_SKEW_MS;
}

/** True when the signature matches and the timestamp is fresh (constant-time comparison). */
export function verifyVendorSignature(
  secret: string,
  headers: SignatureHeaders,
  rawBody: string,
  now = Date.now(),
): boolean {
  if (!hasFreshSignatureHeaders(headers, now)) return false;
  const { timestamp, signature } = headers as { timestamp: string; signature: string };
  const expected = Buffer.from(signVendorRequest(secret, timestamp, rawBody), "hex");
  return timingSafeEqual(expected, Buffer.from(signature, "hex"));
}
