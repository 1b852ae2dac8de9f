import { isLanguage, type Language } from "@portal/contract/languages";

/** What a game page knows: the query string of the launch's game_url. */
export interface LaunchParams {
  /** The vendor session token; null when the URL has none (the game must be opened again). */
  token: string | null;
  language: Language | null;
  /** The brand that launched the game, sent as the Merchant header; null keeps the site's. */
  merchant: string | null;
}

const TOKEN = /^[\w.~-]{1,128}$/;
const MERCHANT = /^[A-Za-z0-9_-]{1,32}$/;

/** Reads `?token=&language=&merchant=`; a malformed value counts as absent. */
export function readLaunchParams(search: string | URLSearchParams): LaunchParams {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const token = params.get("token") ?? "";
  const language = params.get("language");
  const merchant = params.get("merchant") ?? "";
  return {
    token: TOKEN.test(token) ? token : null,
    language: isLanguage(language) ? language : null,
    merchant: MERCHANT.test(merchant) ? merchant : null,
  };
}
