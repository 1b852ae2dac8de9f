import { SESSION_KEYS } from "@portal/contract/members";
import { readStorage, writeStorage } from "./safe-storage";

/** The server injects `<meta name="portal-merchant" content="CODE">` into index.html. */
export const MERCHANT_META_NAME = "portal-merchant";
export const FALLBACK_MERCHANT_CODE = "DEMO";
const MERCHANT_CODE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

let merchantCode: string | null = null;

function readMeta(doc: Document): string | null {
  const metas = doc.querySelectorAll<HTMLMetaElement>(`meta[name="${MERCHANT_META_NAME}"]`);
  // The last tag wins, so a tag injected after a template default takes precedence.
  for (let i = metas.length - 1; i >= 0; i -= 1) {
    const content = metas[i]?.content.trim() ?? "";
    if (MERCHANT_CODE_PATTERN.test(content)) return content;
  }
  return null;
}

/** Reads the merchant code at start-up and writes it to session and local storage (spec section 3). */
export function initMerchantCode(doc: Document = document): string {
  const code = readMeta(doc) ?? FALLBACK_MERCHANT_CODE;
  merchantCode = code;
  writeStorage("session", SESSION_KEYS.merchantCode, code);
  writeStorage("local", SESSION_KEYS.merchantCode, code);
  return code;
}

export function getMerchantCode(): string {
  return merchantCode ?? readStorage("session", SESSION_KEYS.merchantCode) ?? FALLBACK_MERCHANT_CODE;
}
