import { mkdtemp, mkdir, writeFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPRESS_THRESHOLD_BYTES } from "../src/http/compression";
import { createTestApp, type TestApp } from "./test-app";

const SCRIPT = `export const greeting = ${JSON.stringify("hello ".repeat(400))};\n`;
const SHELL = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), "portal-dist-"));
  await mkdir(path.join(dist, "assets"));
  await writeFile(path.join(dist, "index.html"), SHELL);
  // What the build writes: the asset and its .br and .gz copies.
  await writeFile(path.join(dist, "assets", "app-1234.js"), SCRIPT);
  await writeFile(path.join(dist, "assets", "app-1234.js.br"), brotliCompressSync(SCRIPT));
  await writeFile(path.join(dist, "assets", "app-1234.js.gz"), gzipSync(SCRIPT));
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: "GET",
    url,
    headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding },
  });

const varies = (headers: Record<string, unknown>) =>
  String(headers["vary"] ?? "")
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes("accept-encoding");

describe("pre-compressed assets", () => {
  it("sends the brotli copy when the browser accepts it, else gzip, else the file itself", async () => {
    const br = await get("/assets/app-1234.js", "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(varies(br.headers)).toBe(true);
    expect(br.headers["content-type"]).toContain("javascript");
    expect(br.headers["cache-control"]).toContain("immutable");

    const gzip = await get("/assets/app-1234.js", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    expect(varies(gzip.headers)).toBe(true);

    for (const accept of [undefined, "identity"]) {
      const plain = await get("/assets/app-1234.js", accept);
      expect(plain.headers["content-encoding"], String(accept)).toBeUndefined();
      expect(plain.body).toBe(SCRIPT);
      expect(varies(plain.headers)).toBe(true);
    }
  });

  it("sends the app shell compressed too, with its merchant code, CSP and request id", async () => {
    const br = await get("/index", "br, gzip");
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<meta name="portal-merchant" content="DEMO" />');
    expect(varies(br.headers)).toBe(true);
    expect(String(br.headers["content-security-policy"])).toContain("script-src 'self'");
    expect(br.headers["x-request-id"]).toBeDefined();

    const gzip = await get("/no-such-page", "gzip");
    expect(gzip.statusCode).toBe(404);
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('id="root"');

    const plain = await get("/index");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain('<meta name="portal-merchant" content="DEMO" />');
    expect(varies(plain.headers)).toBe(true);
  });
});

describe("compressed API answers", () => {
  it("compresses JSON above the threshold and keeps the envelope and headers", async () => {
    const plain = await get("/wps/system/status");
    expect(plain.body.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(plain.headers["content-encoding"]).toBeUndefined();

    for (const [accept, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const res = await get("/wps/system/status", accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBe(accept);
      expect(varies(res.headers)).toBe(true);
      expect(res.headers["x-request-id"]).toBeDefined();
      const envelope = JSON.parse(decode(res.rawPayload).toString());
      expect(envelope.success).toBe(true);
      expect(Object.keys(envelope.value)).toEqual(Object.keys(plain.json().value));
    }
  });

  it("leaves small answers, such as most error envelopes, as they are", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/wps/session/login",
      headers: { "accept-encoding": "br, gzip" },
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.json()).toMatchObject({ success: false, errorCode: expect.any(String) });
  });
});
