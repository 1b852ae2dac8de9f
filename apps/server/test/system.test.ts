import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { decodeServiceLink } from "@portal/contract/customer-service-link";
import { flattenFeatures } from "@portal/contract/feature-switches";
import { CUSTOMER_SERVICE_TYPE_LINK } from "@portal/contract/constants";
import type { SystemStatus } from "@portal/contract/api/system";
import QRCode from "qrcode";
import { SettingsRepository } from "../src/modules/system/settings-repository";
import { createTestApp, type TestApp } from "./test-app";
import { REGISTRATION_FIELDS } from "@portal/contract/registration-rules";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function status(headers: Record<string, string> = {}, app = t.app) {
  const res = await app.inject({ method: "GET", url: "/wps/system/status?url=localhost", headers });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.success).toBe(true);
  return body.value as SystemStatus;
}

describe("GET /wps/system/status", () => {
  it("answers the start-up info from the database", async () => {
    const s = await status();
    expect(s.maintenance).toBe(false);
    expect(s.regionRestriction).toBe(false);
    expect(s.location.ip).toBe("127.0.0.1");
    expect(s.info.site.merchantCode).toBe("DEMO");
    expect(s.info.site.defaultLanguage).toBe("en");
    const switches = flattenFeatures(s.info.whitelabel);
    expect(switches.USERNAMEREG3).toBe(true);
    expect(switches.CREDITMAR3).toBe(false);
    expect(s.info.register.username).toMatchObject({ enabled: true, required: true, patternId: 1 });
    const ios = s.info.resources.find((r) => r.resourceType === "IOS");
    expect(ios?.qrCodeUrl).toMatch(/^\/wps\/system\/qr-code\/DEMO\/[A-Za-z0-9_-]{22}$/);
  });

  it("serves each download link's QR code as a cacheable image, not inside the status body", async () => {
    const s = await status();
    expect(s.info.resources.length).toBeGreaterThan(0);
    for (const resource of s.info.resources) {
      const image = await t.app.inject({ method: "GET", url: resource.qrCodeUrl });
      expect(image.statusCode, resource.resourceType).toBe(200);
      expect(image.headers["content-type"]).toContain("image/svg+xml");
      expect(image.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      // The image is the link's own QR code.
      expect(image.body).toBe(
        await QRCode.toString(resource.url, { type: "svg", margin: 1, errorCorrectionLevel: "M" }),
      );
      const etag = String(image.headers.etag);
      const again = await t.app.inject({
        method: "GET",
        url: resource.qrCodeUrl,
        headers: { "if-none-match": etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe("");
    }
    expect(new Set(s.info.resources.map((r) => r.qrCodeUrl)).size).toBe(s.info.resources.length);
    // Four codes were 8.4 KB of the 13 KB body; an address is a few dozen bytes.
    const body = await t.app.inject({ method: "GET", url: "/wps/system/status?url=localhost" });
    expect(body.body).not.toContain("data:image");
  });

  it("answers not found for a QR code of no link of the brand, or of an unknown brand", async () => {
    const unknownLink = await t.app.inject({ method: "GET", url: "/wps/system/qr-code/DEMO/AAAAAAAAAAAAAAAAAAAAAA" });
    expect(unknownLink.statusCode).toBe(404);
    expect(unknownLink.json()).toMatchObject({ success: false, errorCode: "NOT_FOUND" });
    const s = await status();
    const digest = s.info.resources[0]!.qrCodeUrl.split("/").pop()!;
    const otherBrand = await t.app.inject({ method: "GET", url: `/wps/system/qr-code/NOPE/${digest}` });
    expect(otherBrand.json()).toMatchObject({ success: false, errorCode: "UNKNOWN_MERCHANT" });
  });

  it("publishes the customer-service link obfuscated, decodable by the client", async () => {
    const s = await status();
    const entry = s.info.customerService.find((c) => c.csType === CUSTOMER_SERVICE_TYPE_LINK);
    expect(entry).toBeDefined();
    expect(entry!.path).not.toContain("/helpmc");
    expect(await decodeServiceLink(entry!.path)).toBe("/helpmc");
  });

  it("turns maintenance on from the operator setting", async () => {
    await new SettingsRepository(t.database.db).write(t.merchantId, "maintenance", true);
    try {
      expect((await status()).maintenance).toBe(true);
    } finally {
      await new SettingsRepository(t.database.db).write(t.merchantId, "maintenance", false);
    }
    expect((await status()).maintenance).toBe(false);
  });

  it("ignores X-Forwarded-For from an untrusted peer", async () => {
    await new SettingsRepository(t.database.db).write(t.merchantId, "blockedCountries", ["US"]);
    try {
      const s = await status({ "x-forwarded-for": "8.8.8.8" });
      expect(s.location).toEqual({ ip: "127.0.0.1", country: "" });
      expect(s.regionRestriction).toBe(false);
    } finally {
      await new SettingsRepository(t.database.db).write(t.merchantId, "blockedCountries", []);
    }
  });

  it("rejects an unknown merchant with a stable code", async () => {
    const res = await t.app.inject({ method: "GET", url: "/wps/system/status", headers: { merchant: "NOPE" } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: "UNKNOWN_MERCHANT", value: null });
  });
});

describe("region restriction behind a trusted proxy", () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ TRUSTED_PROXIES: "127.0.0.1", BLOCKED_COUNTRIES: "US,JP" });
  });
  afterAll(() => proxied.close());

  it("locates the visitor from X-Forwarded-For and blocks listed countries", async () => {
    const us = await status({ "x-forwarded-for": "8.8.8.8" }, proxied.app);
    expect(us.location).toEqual({ ip: "8.8.8.8", country: "US" });
    expect(us.regionRestriction).toBe(true);
    const au = await status({ "x-forwarded-for": "203.2.218.214" }, proxied.app);
    expect(au.location.country).toBe("AU");
    expect(au.regionRestriction).toBe(false);
  });

  it("reports maintenance before region when both apply", async () => {
    await new SettingsRepository(proxied.database.db).write(proxied.merchantId, "maintenance", true);
    const s = await status({ "x-forwarded-for": "8.8.8.8" }, proxied.app);
    expect(s.maintenance).toBe(true);
    expect(s.regionRestriction).toBe(true);
  });
});

describe("MAINTENANCE variable", () => {
  it("forces maintenance whatever the setting says", async () => {
    const forced = await createTestApp({ MAINTENANCE: "true" });
    try {
      expect((await status({}, forced.app)).maintenance).toBe(true);
    } finally {
      await forced.close();
    }
  });
});

describe("other system calls", () => {
  it("GET /wps/system/whitelabel answers the switch tree", async () => {
    const res = await t.app.inject({ method: "GET", url: "/wps/system/whitelabel" });
    const tree = res.json().value;
    expect(tree.map((n: { modId: string }) => n.modId)).toEqual(["LOGINREG3", "MEMCEN3", "AGECEN3"]);
    expect(tree[0].childrenNodes.length).toBeGreaterThan(5);
  });

  it("GET /wps/system/country answers country and dialing codes", async () => {
    const res = await t.app.inject({ method: "GET", url: "/wps/system/country" });
    const list = res.json().value as { countryCode: string; countryDialingCode: string }[];
    expect(list).toContainEqual({ countryCode: "VN", countryDialingCode: "84" });
    expect(list).toContainEqual({ countryCode: "TH", countryDialingCode: "66" });
  });

  it("GET /wps/system/domainRoute answers the brand's domains", async () => {
    const res = await t.app.inject({ method: "GET", url: "/wps/system/domainRoute" });
    expect(res.json().value).toEqual({
      mainDomain: "localhost",
      domains: [
        { domain: "localhost", purpose: "WEB" },
        { domain: "127.0.0.1", purpose: "WEB" },
      ],
    });
  });

  it("GET /wps/system/setting/register answers a rule per registration field", async () => {
    const res = await t.app.inject({ method: "GET", url: "/wps/system/setting/register" });
    const rules = res.json().value;
    expect(Object.keys(rules).sort()).toEqual([...REGISTRATION_FIELDS].sort());
    expect(rules.birthday).toMatchObject({ enabled: false, required: false });
    expect(rules.password).toMatchObject({ required: true, minLength: 8, maxLength: 20 });
  });
});

describe("status cache", () => {
  it("reuses brand settings for STATUS_CACHE_MS, then reads the change", async () => {
    const cached = await createTestApp({ STATUS_CACHE_MS: "60000" });
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      expect((await status({}, cached.app)).maintenance).toBe(false);
      await new SettingsRepository(cached.database.db).write(cached.merchantId, "maintenance", true);
      expect((await status({}, cached.app)).maintenance).toBe(false);
      vi.setSystemTime(Date.now() + 60_001);
      expect((await status({}, cached.app)).maintenance).toBe(true);
    } finally {
      vi.useRealTimers();
      await cached.close();
    }
  });
});
