import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import { ROUTE } from "@portal/contract/routes";

/**
 * Strict CSP and the usual security headers on every response. No inline script or style is
 * allowed; images may come from the brand's CDNs (https) and QR codes are data: URLs; game
 * iframes load from https vendors.
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

/**
 * Pages the portal itself shows in its game frame (/game): our own games. They may be framed by
 * this origin; everything else may be framed by nobody.
 */
const FRAMEABLE_BY_SELF: readonly string[] = [ROUTE.houseSlot, ROUTE.houseBaccarat, ROUTE.houseVerify];

export async function installSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    // The portal opens the customer-service window and vendor games in new windows.
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  app.addHook("onSend", async (request, reply) => {
    const path = request.url.split("?")[0]!;
    if (!FRAMEABLE_BY_SELF.some((page) => path === page)) return;
    const policy = reply.getHeader("content-security-policy");
    if (typeof policy === "string") {
      reply.header("content-security-policy", policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
    }
    reply.header("x-frame-options", "SAMEORIGIN");
  });
}
