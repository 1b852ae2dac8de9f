import QRCode from "qrcode";

const cache = new Map<string, string>();
const CACHE_LIMIT = 256;

/**
 * QR code of a download link as an SVG data URL, so the side bar shows it without a client
 * library. Links rarely change, so results are kept (bounded).
 */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const hit = cache.get(text);
  if (hit) return hit;
  const svg = await QRCode.toString(text, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  const url = `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(text, url);
  return url;
}
