/** The server injects `<meta name="portal-merchant" content="CODE">` into the shell (as for the portal). */
const MERCHANT_META_NAME = "portal-merchant";
const FALLBACK_MERCHANT_CODE = "DEMO";
const MERCHANT_CODE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

let merchantCode: string | null = null;

export function getMerchantCode(): string {
  if (merchantCode !== null) return merchantCode;
  const metas =
    typeof document === "undefined"
      ? []
      : [...document.querySelectorAll<HTMLMetaElement>(`meta[name="${MERCHANT_META_NAME}"]`)];
  const found = metas.map((meta) => meta.content.trim()).findLast((content) => MERCHANT_CODE_PATTERN.test(content));
  merchantCode = found ?? FALLBACK_MERCHANT_CODE;
  return merchantCode;
}
