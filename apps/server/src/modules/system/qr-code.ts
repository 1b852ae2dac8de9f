import { createHash } from "node:crypto";
import QRCode from "qrcode";

const cache = new Map<string, string>();
const CACHE_LIMIT = 256;

/**
 * The name of a link's QR code image: a digest of the link, so the image's address changes with
 * the link and browsers may keep it for good (decision 0005).
 */
export function qrCodeDigest(text: string): string {
  return createHash("sha256").update(text).digest("base64url").slice(0, 22);
}

/** A download link's QR code as SVG text. Links rarely change, so results are kept (bounded). */
export async function qrCodeSvg(text: string): Promise<string> {
  const hit = cache.get(text);
  if (hit) return hit;
  const svg = await QRCode.toString(text, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(text, svg);
  return svg;
}
