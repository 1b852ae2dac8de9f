/**
 * A page's style nonce (decision 0059). The server puts a fresh one in every app shell it sends,
 * as `<meta property="csp-nonce" nonce="...">`, and in that response's CSP (`style-src 'self'
 * 'nonce-...'`). The Radix primitives' scroll lock (react-remove-scroll) writes a style element
 * while a modal is open; the apps hand it this nonce (get-nonce's `setNonce`) at start-up, so the
 * CSP lets that element in and still refuses any other inline style.
 */
export const CSP_NONCE_META = "csp-nonce";

/** The shell's nonce (the element's `nonce` property: browsers hide the attribute once parsed). */
export function pageStyleNonce(doc: {
  querySelector(selector: string): { nonce?: string } | null;
}): string | undefined {
  return doc.querySelector(`meta[property="${CSP_NONCE_META}"]`)?.nonce || undefined;
}
