import path from "node:path";
import fastifyStatic, { type FastifyStaticOptions } from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { fail } from "@portal/contract/envelope";
import { BACK_OFFICE_BASE } from "@portal/contract/back-office";
import { infrastructure, routeGroup } from "./access";
import { loadShell } from "./shell";

/**
 * Serves the built back office (apps/back-office, the operators' web app) under /back-office/:
 * its hashed assets with long caching, pre-compressed like the portal's, and its shell for every
 * other GET under the prefix (the app's router shows the section, or its own not-found). The
 * shell carries the merchant code as the portal's does; the same strict CSP applies (every
 * response gets it). A non-GET under the prefix is a JSON 404. Registered beside installSpa, in
 * its own scope, so the portal's shell never answers a back-office path.
 */
export async function installBackOffice(app: FastifyInstance, distDir: string, merchantCode: string) {
  const sendShell = await loadShell(distDir, merchantCode);

  const staticOptions = {
    root: distDir,
    prefix: "/",
    index: false,
    preCompressed: true,
    // Another instance of the plugin (the portal's) already decorates the reply.
    decorateReply: false,
    allowedPath: (pathname) => pathname !== "/index.html" && !pathname.endsWith("/"),
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=300");
    },
  } satisfies FastifyStaticOptions;

  // One scope under the prefix: its files, and its 404s (fastify-static's misses included): the
  // shell for a page, JSON for anything else.
  await app.register(
    routeGroup(infrastructure, async (scope) => {
      await scope.register(fastifyStatic, staticOptions);
      // `/back-office` itself: the shell (the router sends the operator on to a section).
      scope.get("", { schema: { hide: true } }, (request, reply) => sendShell(request, reply));
      scope.setNotFoundHandler((request, reply) => {
        const pathname = request.url.split("?")[0] ?? "/";
        const wantsPage = request.method === "GET" || request.method === "HEAD";
        // A missing asset is a 404, not the shell: a stale chunk after a deploy fails loudly.
        if (!wantsPage || pathname.startsWith(`${BACK_OFFICE_BASE}/assets/`)) {
          return reply.status(404).send(fail("NOT_FOUND", "Not found"));
        }
        return sendShell(request, reply);
      });
    }),
    { prefix: BACK_OFFICE_BASE },
  );
}
