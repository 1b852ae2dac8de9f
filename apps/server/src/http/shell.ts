import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";
import { CSP_NONCE_META } from "@portal/contract/csp-nonce";
import { sendCompressed } from "./compression";
import { withStyleNonce } from "./security";

/** Where each response's nonce goes in the shell (no index.html holds a NUL). */
const NONCE_SLOT = "\u0000";

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

/** Sends an app's shell with the given status. */
export type ShellSender = (request: FastifyRequest, reply: FastifyReply, status?: number) => FastifyReply;

/**
 * An app's shell (its built index.html), the portal's or the back office's: it carries the
 * merchant code in a meta tag (no inline script: CSP) and, per response, a fresh style nonce that
 * the response's CSP names (contract csp-nonce.ts). Never cached; compressed per response, as its
 * nonce makes every copy different (about 1 KB: microseconds).
 */
export async function loadShell(distDir: string, merchantCode: string): Promise<ShellSender> {
  const template = await readFile(path.join(distDir, "index.html"), "utf8");
  const parts = template
    .replace(
      "</head>",
      `  <meta property="${CSP_NONCE_META}" nonce="${NONCE_SLOT}" />\n` +
        `  <meta name="portal-merchant" content="${escapeAttribute(merchantCode)}" />\n  </head>`,
    )
    .split(NONCE_SLOT);
  if (parts.length !== 2) throw new Error(`${distDir}/index.html has no </head> to carry the shell's meta tags`);
  const [before, after] = parts as [string, string];
  return (request, reply, status = 200) => {
    const nonce = randomBytes(16).toString("base64");
    // The CSP the security hook set for this path (a game page's may be framed by this origin).
    const csp = reply.getHeader("content-security-policy");
    if (typeof csp !== "string") throw new Error("An app shell is sent only with the security hook's CSP");
    return sendCompressed(
      request,
      reply
        .status(status)
        .header("content-security-policy", withStyleNonce(csp, nonce))
        // Its nonce is this response's: no shared cache may keep the page for others.
        .header("cache-control", "private, no-cache")
        .type("text/html; charset=utf-8"),
      before + nonce + after,
    );
  };
}
