import { mkdtemp, mkdir, writeFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTES } from "@portal/contract/routes";
import { API } from "@portal/contract/api/paths";
import { installErrorHandler } from "../src/http/error-handler";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), "portal-dist-"));
  await mkdir(path.join(dist, "assets"));
  await writeFile(
    path.join(dist, "index.html"),
    '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(dist, "assets", "app-1234.js"), "console.log(1)");
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

describe("the app shell (history mode)", () => {
  it("answers every route of the spec with the shell, carrying the merchant code", async () => {
    for (const route of [{ path: "/" }, ...ROUTES]) {
      const res = await t.app.inject({ method: "GET", url: route.path });
      expect(res.statusCode, route.path).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.body).toMatch(/<meta name="portal-merchant" content="DEMO" \/>\s*<\/head>/);
    }
  });

  it("sends a strict CSP and security headers with HTML", async () => {
    const res = await t.app.inject({ method: "GET", url: "/index" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["strict-transport-security"]).toBeDefined();
    expect(res.headers["cache-control"]).toBe("private, no-cache");
  });

  it("names a fresh style nonce in each shell, the one its CSP lets in (the modal scroll lock's style)", async () => {
    const nonces = [];
    for (const url of ["/index", "/index", "/house/slot?token=x&language=en", "/no-such-page"]) {
      const res = await t.app.inject({ method: "GET", url });
      const nonce = /<meta property="csp-nonce" nonce="([A-Za-z0-9+/=]{24})" \/>/.exec(res.body)?.[1];
      expect(nonce, url).toBeDefined();
      const csp = String(res.headers["content-security-policy"]);
      expect(csp, url).toContain(`style-src 'self' 'nonce-${nonce}';`);
      expect(csp, url).toContain("script-src 'self';");
      expect(csp, url).not.toContain("unsafe-inline");
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
    // Compressed, the page names the same nonce as its header; a HEAD gets a nonce'd CSP too.
    const br = await t.app.inject({ method: "GET", url: "/index", headers: { "accept-encoding": "br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    const inPage = /nonce="([^"]+)"/.exec(brotliDecompressSync(br.rawPayload).toString())?.[1];
    expect(String(br.headers["content-security-policy"])).toContain(`'nonce-${inPage}'`);
    const head = await t.app.inject({ method: "HEAD", url: "/index" });
    expect(String(head.headers["content-security-policy"])).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/=]{24}';/);
    // What is no shell names none.
    const api = await t.app.inject({ method: "GET", url: "/wps/system/status" });
    expect(String(api.headers["content-security-policy"])).toContain("style-src 'self';");
  });

  it("lets only this origin frame our own game pages; nothing else may be framed", async () => {
    for (const page of [
      "/house/slot?token=x&language=en",
      "/house/baccarat?token=x",
      "/house/lottery?token=x&game=SSC_1M",
      "/house/verify",
    ]) {
      const game = await t.app.inject({ method: "GET", url: page });
      expect(String(game.headers["content-security-policy"]), page).toContain("frame-ancestors 'self'");
      expect(game.headers["x-frame-options"]).toBe("SAMEORIGIN");
    }
    const other = await t.app.inject({ method: "GET", url: "/house/slotx" });
    expect(String(other.headers["content-security-policy"])).toContain("frame-ancestors 'none'");
  });

  it("answers an unknown page with the shell and 404, so the app shows not-found", async () => {
    const res = await t.app.inject({ method: "GET", url: "/no-such-page" });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('id="root"');
  });

  it("serves hashed assets with long caching", async () => {
    const res = await t.app.inject({ method: "GET", url: "/assets/app-1234.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("immutable");
  });

  it("answers an unknown API path with the JSON envelope and 404", async () => {
    for (const url of ["/wps/nothing", "/lgw/nothing", "/admin/nothing"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, value: null, message: "Not found", errorCode: "NOT_FOUND" });
    }
    const post = await t.app.inject({ method: "POST", url: "/index", payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json().errorCode).toBe("NOT_FOUND");
  });
});

describe("operations endpoints", () => {
  it("/healthz checks the database", async () => {
    const res = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(res.json()).toMatchObject({ success: true, value: { status: "ok" } });
  });

  // /metrics (behind METRICS_TOKEN) and the operators' document: metrics.test.ts, api-docs.test.ts.

  it("/docs serves the OpenAPI document generated from the contract", async () => {
    const res = await t.app.inject({ method: "GET", url: "/docs/json" });
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of [
      "/wps/system/status",
      "/wps/system/helpCenter",
      "/wps/announcement/content",
      "/lgw/games/game_menus",
      "/wps/games/vendors",
      "/wps/games/hot",
    ]) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
    const ui = await t.app.inject({ method: "GET", url: "/docs" });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it("/docs documents the seamless wallet for vendor developers: the protocol and each call's body", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/docs/json" })).json();
    const guide = doc.tags.find((tag: { name: string }) => tag.name === "vendor wallet");
    expect(guide.description).toContain("HMAC-SHA256");
    expect(guide.description).toContain("DUPLICATE_TRANSACTION");
    const bet = doc.paths["/vendor/bet"].post;
    const body = bet.requestBody.content["application/json"].schema;
    expect(body.required).toEqual(expect.arrayContaining(["token", "transactionId", "roundId", "amount"]));
    for (const p of ["/lgw/vn/games/game_menu", "/lgw/games/popular", "/wps/relay/pvp/rooms"]) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
  });

  it("echoes a sane request id and replaces an unsafe one", async () => {
    const kept = await t.app.inject({ method: "GET", url: "/healthz", headers: { "x-request-id": "trace-12345678" } });
    expect(kept.headers["x-request-id"]).toBe("trace-12345678");
    const replaced = await t.app.inject({ method: "GET", url: "/healthz", headers: { "x-request-id": "<script>" } });
    expect(replaced.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("sends the request id on refusals and unknown addresses too", async () => {
    const headers = { "x-request-id": "trace-87654321" };
    const refused = await t.app.inject({ method: "GET", url: API.memberInfo, headers });
    expect([refused.statusCode, refused.headers["x-request-id"]]).toEqual([401, "trace-87654321"]);
    const unknown = await t.app.inject({ method: "GET", url: "/wps/no-such-call", headers });
    expect([unknown.statusCode, unknown.headers["x-request-id"]]).toEqual([404, "trace-87654321"]);
  });
});

describe("error handler", () => {
  it("answers an unexpected failure generically, without internals", async () => {
    const app = Fastify({ logger: false });
    installErrorHandler(app);
    app.get("/boom", async () => {
      throw new Error('relation "secret_table" does not exist at /srv/app.js:1');
    });
    app.post("/echo", async (req) => req.body);
    const res = await app.inject({ method: "GET", url: "/boom" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      value: null,
      message: "Unknown error, please retry later",
      errorCode: "INTERNAL_ERROR",
    });
    const bad = await app.inject({
      method: "POST",
      url: "/echo",
      headers: { "content-type": "application/json" },
      payload: "{oops",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe("VALIDATION_FAILED");
    await app.close();
  });
});

describe("addresses the router refuses", () => {
  it("a path parameter that is not percent-encoded UTF-8 answers VALIDATION_FAILED in the envelope", async () => {
    for (const url of ["/wps/deposits/D1%ED%A0%80", "/wps/deposits/%FF", "/wps/deposits/%E0%A4%A"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect([res.statusCode, res.json().errorCode], url).toEqual([400, "VALIDATION_FAILED"]);
      // Refused before any hook runs, yet traceable like every other answer.
      expect(res.headers["x-request-id"], url).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
