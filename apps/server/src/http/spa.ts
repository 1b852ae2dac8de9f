import { infrastructure, routeGroup } from "./access";
import path from "node:path";
import fastifyStatic, { type FastifyStaticOptions } from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isAppRoute } from "@portal/contract/routes";
import { fail } from "@portal/contract/envelope";
import { BACK_OFFICE_BASE } from "@portal/contract/back-office";
import { loadShell } from "./shell";

/** Prefixes that belong to APIs: an unknown path under them is a JSON 404, never the shell. */
const API_PREFIXES = ["/wps/", "/lgw/", "/admin/", "/vendor/", "/docs", "/ws", "/metrics", "/healthz"];

/**
 * Serves the built web app: hashed assets with long caching, and the app shell for every route
 * of the spec (history mode). Unknown paths get the shell with 404 so the app shows its
 * not-found page. The shell (shell.ts) carries the merchant code and the response's style nonce.
 * Text assets go pre-compressed: the build writes `.br` and `.gz` beside each one and the best
 * the browser accepts is sent (`Vary: Accept-Encoding`).
 */
export async function installSpa(app: FastifyInstance, distDir: string, merchantCode: string) {
  const sendShell = await loadShell(distDir, merchantCode);

  const files = routeGroup(infrastructure, async (scope) => {
    await scope.register(fastifyStatic, staticOptions);
  });
  const staticOptions = {
    root: distDir,
    index: false,
    preCompressed: true,
    // The shell is always sent by the handler below (it carries the merchant code).
    allowedPath: (pathname) => pathname !== "/index.html" && !pathname.endsWith("/"),
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=300");
    },
  } satisfies FastifyStaticOptions;
  await app.register(files);

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const wantsPage = request.method === "GET" || request.method === "HEAD";
    const isApi = API_PREFIXES.some((prefix) => pathname === prefix.replace(/\/$/, "") || pathname.startsWith(prefix));
    // The back office's paths are its own (installBackOffice): never the portal's shell.
    const isBackOffice = pathname === BACK_OFFICE_BASE || pathname.startsWith(`${BACK_OFFICE_BASE}/`);
    if (!wantsPage || isApi || isBackOffice) return reply.status(404).send(fail("NOT_FOUND", "Not found"));
    return sendShell(request, reply, isAppRoute(pathname) || pathname === "/index.html" ? 200 : 404);
  });
}

/** Without a built web app (API-only runs, tests) unknown paths are JSON 404s. */
export function installApiNotFound(app: FastifyInstance) {
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(fail("NOT_FOUND", "Not found")));
}
