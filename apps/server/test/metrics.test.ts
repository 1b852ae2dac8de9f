import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/app";
import { createTestApp, type TestApp } from "./test-app";

const METRICS_TOKEN = "metrics-token-for-tests-0123456789";

let t: TestApp;
/** The same database served without METRICS_TOKEN. */
let noToken: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN });
  noToken = await buildApp({
    config: { ...t.config, metricsToken: undefined },
    database: t.database,
    logger: false,
    jobs: false,
  });
  await noToken.ready();
});
afterAll(async () => {
  await noToken.close();
  await t.close();
});

const metrics = (app: FastifyInstance, authorization?: string) =>
  app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });

describe("/metrics is for the monitoring system only", () => {
  it("is not served at all without METRICS_TOKEN", async () => {
    const res = await metrics(noToken);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, errorCode: "NOT_FOUND" });
    expect(res.body).not.toContain("http_request_duration_seconds");
  });

  it("refuses a request without the token, or with a wrong one, with the 401 envelope", async () => {
    for (const authorization of [undefined, "Bearer wrong-token", METRICS_TOKEN, `Bearer ${METRICS_TOKEN}x`]) {
      const res = await metrics(t.app, authorization);
      expect([res.statusCode, res.json().errorCode]).toEqual([401, "NOT_LOGGED_IN"]);
      expect(res.body).not.toContain("http_request_duration_seconds");
    }
  });

  it("answers Prometheus text to the right bearer token", async () => {
    await t.app.inject({ method: "GET", url: "/wps/system/country" });
    const res = await metrics(t.app, `Bearer ${METRICS_TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    expect(res.body).toContain(
      'http_request_duration_seconds_count{method="GET",route="/wps/system/country",status_code="200"}',
    );
  });
});
