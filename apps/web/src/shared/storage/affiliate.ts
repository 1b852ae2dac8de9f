import { readStorage, writeStorage } from "./safe-storage";

/** The affiliate (invitation) code of the landing URL, kept for the session's registration. */
const AFFILIATE_KEY = "affiliateCode";
const CODE_PATTERN = /^[A-Za-z0-9]{1,32}$/;

/** `?affiliateCode=` (or `?code=`) of the URL the visitor arrived with. */
export function captureAffiliateCode(search: string): void {
  const params = new URLSearchParams(search);
  const code = (params.get("affiliateCode") ?? params.get("code") ?? "").trim();
  if (CODE_PATTERN.test(code)) writeStorage("session", AFFILIATE_KEY, code);
}

export function getAffiliateCode(): string | null {
  return readStorage("session", AFFILIATE_KEY);
}
