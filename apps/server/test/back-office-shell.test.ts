import { mkdtemp, mkdir, writeFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app";

// The operators' web app (apps/back-office) served beside the portal under /back-office/
// (src/http/back-office.ts): its own shell and assets, never the portal's.
let t: TestApp;
let webDist: string;
let backOfficeDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), "portal-dist-"));
  backOfficeDist = await mkdtemp(path.join(os.tmpdir(), "back-office-dist-"));
  await writeFile(
    path.join(webDist, "index.html"),
    '<!doctype html><html><head></head><body id="portal"></body></html>',
  );
  await mkdir(path.join(backOfficeDist, "assets"));
  await writeFile(
    path.join(backOfficeDist, "index.html"),
    '<!doctype html><html><head><title>Back office</title></head><body><div id="back-office"></div></body></html>',
  );
  await writeFile(path.join(backOfficeDist, "assets", "index-Ab12Cd34.js"), "console.log('back office')");
  t = await createTestApp({ WEB_DIST_DIR: webDist, BACK_OFFICE_DIST_DIR: backOfficeDist });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
  await rm(backOfficeDist, { recursive: true, force: true });
});

describe("the back office under /back-office/", () => {
  it("answers a deep back-office path with its own shell, the merchant code and the strict CSP", async () => {
    const nonces = new Set<string | undefined>();
    for (const url of ["/back-office", "/back-office/", "/back-office/money/deposits?status=PENDING"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.headers["cache-control"]).toBe("private, no-cache");
      expect(res.body).toContain('id="back-office"');
      expect(res.body).not.toContain('id="portal"');
      expect(res.body).toMatch(/<meta name="portal-merchant" content="DEMO" \/>\s*<\/head>/);
      const csp = String(res.headers["content-security-policy"]);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain("unsafe-inline");
      const nonce = /<meta property="csp-nonce" nonce="([^"]+)" \/>/.exec(res.body)?.[1];
      expect(csp).toContain(`style-src 'self' 'nonce-${nonce}';`);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);
  });

  it("serves its hashed assets with long caching, and a missing asset as a 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/back-office/assets/index-Ab12Cd34.js" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("back office");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const missing = await t.app.inject({ method: "GET", url: "/back-office/assets/gone-0000.js" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorCode).toBe("NOT_FOUND");
  });

  it("leaves the portal's shell to the portal, and unknown API paths to JSON 404s", async () => {
    const portal = await t.app.inject({ method: "GET", url: "/index" });
    expect(portal.statusCode).toBe(200);
    expect(portal.body).toContain('id="portal"');
    for (const url of ["/admin/nothing", "/wps/nothing", "/admin/back-office"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ success: false, value: null, message: "Not found", errorCode: "NOT_FOUND" });
    }
    const post = await t.app.inject({ method: "POST", url: "/back-office/money/deposits", payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json().errorCode).toBe("NOT_FOUND");
  });
});

describe("a portal without a built back office", () => {
  it("never answers a back-office path with the portal's shell", async () => {
    const portalOnly = await createTestApp({ WEB_DIST_DIR: webDist });
    try {
      const res = await portalOnly.app.inject({ method: "GET", url: "/back-office/money/deposits" });
      expect(res.statusCode).toBe(404);
      expect(res.json().errorCode).toBe("NOT_FOUND");
    } finally {
      await portalOnly.close();
    }
  });
});
