import helmetPlugin from "@fastify/helmet";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API } from "@portal/contract/api/paths";
import { HELMET_OPTIONS } from "../src/http/security";
import { createTestApp, type TestApp } from "./test-app";

/**
 * The security headers are computed once at start (http/security.ts) instead of by
 * @fastify/helmet on every request: they must be the very headers the plugin sent with the same
 * options, on API answers, refusals and pages alike.
 */
let t: TestApp;
let helmetHeaders: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const reference = Fastify({ logger: false });
  // The same options; helmet's ESM and CJS typings name the same types twice, hence the cast.
  await reference.register(helmetPlugin, HELMET_OPTIONS as Record<string, unknown>);
  reference.get("/", async () => ({}));
  const res = await reference.inject({ method: "GET", url: "/" });
  const { "content-type": _t, "content-length": _l, date: _d, connection: _c, ...rest } = res.headers;
  helmetHeaders = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, String(v)]));
  await reference.close();
});
afterAll(() => t.close());

const picked = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(helmetHeaders).map((name) => [name, headers[name]]));

describe("precomputed security headers", () => {
  it("sends the headers @fastify/helmet sent, with the same values", async () => {
    expect(Object.keys(helmetHeaders).length).toBeGreaterThanOrEqual(10);
    expect(helmetHeaders["content-security-policy"]).toContain("frame-ancestors 'none'");
    for (const request of [
      { url: API.systemStatus, headers: {} },
      // A refusal before the handler, and a page of the web app.
      { url: API.memberInfo, headers: { authorization: "no-such-token" } },
      { url: "/index", headers: {} },
      { url: "/no-such-page", headers: {} },
    ]) {
      const res = await t.app.inject({ method: "GET", ...request });
      expect(picked(res.headers), request.url).toEqual(helmetHeaders);
    }
  });

  it("lets this origin frame only our own game pages, with otherwise the same headers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/house/slot?token=x" });
    expect(picked(res.headers)).toEqual({
      ...helmetHeaders,
      "content-security-policy": helmetHeaders["content-security-policy"]!.replace(
        "frame-ancestors 'none'",
        "frame-ancestors 'self'",
      ),
      "x-frame-options": "SAMEORIGIN",
    });
  });
});
