import type { IncomingMessage, ServerResponse } from "node:http";
import helmet, { type HelmetOptions } from "helmet";
import type { FastifyInstance } from "fastify";
import { ROUTE } from "@portal/contract/routes";

/**
 * Strict CSP and the usual security headers on every response. No inline script is allowed, and
 * no inline style but an app shell's own style elements, under that shell's nonce (shell.ts,
 * decision 0059); images may come from the brand's CDNs (https) and data: URLs; game iframes load
 * from https vendors.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", "data:", "https:"],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameSrc: ["'self'", "https:"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

export const HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  // The portal opens the customer-service window and vendor games in new windows.
  crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
};

/**
 * Pages the portal itself shows in its game frame (/game): our own games. They may be framed by
 * this origin; everything else may be framed by nobody.
 */
const FRAMEABLE_BY_SELF: ReadonlySet<string> = new Set([
  ROUTE.houseSlot,
  ROUTE.houseBaccarat,
  ROUTE.houseLottery,
  ROUTE.houseVerify,
]);

/**
 * The headers helmet sets with these options, computed once: helmet's own middleware run against
 * a response that only records them. (@fastify/helmet built helmet's middleware, CSP string
 * included, on every request.) None of them depends on the request.
 */
export function helmetHeaders(options: Readonly<HelmetOptions> = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * A CSP that also lets in the style elements carrying `nonce` (an app shell's: contract
 * csp-nonce.ts). Nothing else inline: scripts stay 'self' only.
 */
export function withStyleNonce(csp: string, nonce: string): string {
  const named = csp.replace("style-src 'self';", `style-src 'self' 'nonce-${nonce}';`);
  // A policy without that directive (a change to CONTENT_SECURITY_POLICY) must not ship silently.
  if (named === csp) throw new Error("The CSP has no style-src 'self' directive to name the nonce in");
  return named;
}

/** The same headers for our own game pages: this origin may frame them. */
export function frameableHeaders(headers: Record<string, string>): Record<string, string> {
  return {
    ...headers,
    "content-security-policy": headers["content-security-policy"]!.replace(
      "frame-ancestors 'none'",
      "frame-ancestors 'self'",
    ),
    "x-frame-options": "SAMEORIGIN",
  };
}

export async function installSecurityHeaders(app: FastifyInstance) {
  const everywhere = helmetHeaders();
  const frameable = frameableHeaders(everywhere);
  // An onRequest hook, before the access check and the rate limits, like helmet: refusals (rate
  // limits, 401s) carry them too.
  app.addHook("onRequest", (request, reply, done) => {
    const url = request.url;
    const ownGamePage = url.startsWith("/house/") && FRAMEABLE_BY_SELF.has(url.split("?", 1)[0]!);
    reply.headers(ownGamePage ? frameable : everywhere);
    done();
  });
}
