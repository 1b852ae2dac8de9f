import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("has working defaults", () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      merchantCode: "DEMO",
      defaultLanguage: "en",
      forceMaintenance: false,
      trustedProxies: [],
    });
    expect(c.blockedCountries).toBeUndefined();
    expect(c.publicOrigin).toBe("http://localhost:8080");
    expect(loadConfig({ PORT: "3000" }).publicOrigin).toBe("http://localhost:3000");
  });

  it("takes an https public origin (plain http only on a loopback host)", () => {
    expect(loadConfig({ PUBLIC_ORIGIN: "https://portal.example/" }).publicOrigin).toBe("https://portal.example");
    expect(loadConfig({ PUBLIC_ORIGIN: "http://127.0.0.1:8080" }).publicOrigin).toBe("http://127.0.0.1:8080");
  });

  it("parses lists and switches", () => {
    const c = loadConfig({ BLOCKED_COUNTRIES: "US, GB", TRUSTED_PROXIES: "10.0.0.0/8,127.0.0.1", MAINTENANCE: "1" });
    expect(c.blockedCountries).toEqual(["US", "GB"]);
    expect(c.trustedProxies).toEqual(["10.0.0.0/8", "127.0.0.1"]);
    expect(c.forceMaintenance).toBe(true);
  });

  it.each([
    ["PORT", "eighty"],
    ["DATABASE_URL", "mysql://x"],
    ["DEFAULT_LANGUAGE", "fr"],
    ["BLOCKED_COUNTRIES", "usa"],
    ["MAINTENANCE", "maybe"],
    ["MERCHANT_CODE", "bad code!"],
    ["PUBLIC_ORIGIN", "http://portal.example"],
    ["PUBLIC_ORIGIN", "https://portal.example/reset"],
    ["PUBLIC_ORIGIN", "https://user:pass@portal.example"],
    ["PUBLIC_ORIGIN", "javascript:alert(1)"],
    ["METRICS_TOKEN", "short"],
    ["OPERATOR_SECRET_KEY", Buffer.alloc(16).toString("base64")],
  ])("stops on a bad %s, naming it", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it("reads OPERATOR_SECRET_KEY as 32 bytes of base64; unset keeps the key in the database", () => {
    const key = Buffer.alloc(32, 9);
    expect(loadConfig({ OPERATOR_SECRET_KEY: key.toString("base64") }).operatorSecretKey).toEqual(key);
    expect(loadConfig({}).operatorSecretKey).toBeUndefined();
  });

  it("runs the periodic jobs unless JOBS=off, and names JOBS when it is neither", () => {
    expect(loadConfig({}).jobs).toBe(true);
    expect(loadConfig({ JOBS: "on" }).jobs).toBe(true);
    expect(loadConfig({ JOBS: "off" }).jobs).toBe(false);
    expect(loadConfig({ JOBS: "false" }).jobs).toBe(false);
    expect(() => loadConfig({ JOBS: "sometimes" })).toThrow(/JOBS: on or off/);
  });

  describe("demo data", () => {
    it.each([
      [{}, true],
      [{ SEED_DEMO: "false" }, false],
      [{ MERCHANT_CODE: "ACME" }, false],
      [{ MERCHANT_CODE: "ACME", SEED_DEMO: "true" }, true],
      [{ NODE_ENV: "production", PUBLIC_ORIGIN: "https://portal.example" }, false],
      [{ NODE_ENV: "production", PUBLIC_ORIGIN: "https://portal.example", MERCHANT_CODE: "ACME" }, false],
      [{ NODE_ENV: "production", PUBLIC_ORIGIN: "https://portal.example", SEED_DEMO: "false" }, false],
      [{ NODE_ENV: "development", MERCHANT_CODE: "ACME", SEED_DEMO: "yes" }, true],
    ])("with %o seeds the demo: %s", (env, seeded) => {
      expect(loadConfig(env).seedDemo).toBe(seeded);
    });

    it("a production start needs PUBLIC_ORIGIN (links in mails must not point at localhost)", () => {
      expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/PUBLIC_ORIGIN/);
    });

    it("stops a production start asked to seed the demo, naming both variables", () => {
      for (const env of [
        { NODE_ENV: "production", SEED_DEMO: "true" },
        { NODE_ENV: "production", SEED_DEMO: "1", MERCHANT_CODE: "ACME" },
      ]) {
        expect(() => loadConfig(env)).toThrow(ConfigError);
        expect(() => loadConfig(env)).toThrow(/SEED_DEMO[\s\S]*NODE_ENV|NODE_ENV[\s\S]*SEED_DEMO/);
      }
    });
  });
});
