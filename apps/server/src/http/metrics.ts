import { infrastructure } from "./access";
import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { AppError } from "./app-error";

/** Compares digests, so neither the length nor the content of the token leaks through timing. */
function sameToken(given: string, expected: string): boolean {
  const digest = (s: string) => createHash("sha256").update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? "");
  return match?.[1];
}

/**
 * Prometheus metrics at /metrics: process defaults plus request durations labelled by route
 * template (never the raw URL, which would explode the label set). Process and traffic figures
 * are not for visitors: /metrics answers only `Authorization: Bearer <METRICS_TOKEN>`, and is
 * not served at all when no token is configured.
 */
export function installMetrics(app: FastifyInstance, token: string | undefined) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Duration of HTTP requests by method, route and status",
    labelNames: ["method", "route", "status_code"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  // A callback hook, not an async one: no promise per answer.
  app.addHook("onResponse", (request, reply, done) => {
    const route = request.routeOptions.url ?? "unmatched";
    duration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });

  if (token === undefined) return;
  app.get("/metrics", { schema: { hide: true }, config: { access: infrastructure } }, async (request, reply) => {
    const given = bearerToken(request);
    if (given === undefined || !sameToken(given, token)) {
      reply.header("www-authenticate", 'Bearer realm="metrics"');
      throw new AppError("NOT_LOGGED_IN", "The metrics token is required");
    }
    reply.type(registry.contentType);
    return registry.metrics();
  });
}
