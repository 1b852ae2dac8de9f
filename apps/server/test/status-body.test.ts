import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemStatusSchema } from "@portal/contract/api/system";
import { ADMIN } from "@portal/contract/api/admin";
import { API, pathWith } from "@portal/contract/api/paths";
import { envelopeSchema } from "@portal/contract/envelope";
import { contractWriter } from "../src/http/response-serializer";
import { operatorToken } from "./money-helper";
import { createTestApp, type TestApp } from "./test-app";

/**
 * The status call writes its answer around the brand's site info serialized once
 * (modules/system/status-body.ts), not through the route's writer: its text must be what the
 * writer and the contract's zod parse give (what checkResponses holds for every other route).
 */
const statusEnvelope = envelopeSchema(systemStatusSchema);
const writeStatus = contractWriter(statusEnvelope);

async function expectContractText(t: TestApp, remoteAddress: string) {
  const res = await t.app.inject({ method: "GET", url: API.systemStatus, remoteAddress });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
  const answer = res.json();
  expect(res.body).toBe(JSON.stringify(statusEnvelope.parse(answer)));
  expect(res.body).toBe(writeStatus(answer));
  return answer.value as { maintenance: boolean; regionRestriction: boolean; location: { country: string } };
}

describe("the status call's text", () => {
  let open: TestApp;
  let closed: TestApp;
  beforeAll(async () => {
    open = await createTestApp({ STATUS_CACHE_MS: "600000" });
    closed = await createTestApp({ MAINTENANCE: "true", BLOCKED_COUNTRIES: "US" });
  });
  afterAll(async () => {
    await open.close();
    await closed.close();
  });

  it("is the contract's, from a private and a public address, cached or not", async () => {
    for (const address of ["127.0.0.1", "8.8.8.8", "::ffff:8.8.8.8"]) {
      const value = await expectContractText(open, address);
      expect(value.maintenance).toBe(false);
      expect(value.regionRestriction).toBe(false);
    }
    // The second answer comes from the cached text.
    await expectContractText(open, "8.8.8.8");
  });

  it("is the contract's under maintenance and from a blocked country", async () => {
    const value = await expectContractText(closed, "8.8.8.8");
    expect(value).toMatchObject({ maintenance: true, regionRestriction: true, location: { country: "US" } });
  });
});

describe("the status call's entity tag", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ STATUS_CACHE_MS: "600000" });
  });
  afterAll(() => t.close());

  const status = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url: API.systemStatus, remoteAddress, headers });

  it("answers 304 without a body to a browser that has the answer, until it changes", async () => {
    const first = await status("8.8.8.8", { "accept-encoding": "br, gzip" });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    // Asked again on every page load, and never kept by a shared cache (it names the visitor).
    expect(first.headers["cache-control"]).toBe("private, no-cache");
    const again = await status("8.8.8.8", { "if-none-match": etag, "accept-encoding": "br, gzip" });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    expect((await status("8.8.8.8", { "if-none-match": `"other", W/${etag}` })).statusCode).toBe(304);
    // Another visitor's answer (its address) is another entity.
    const elsewhere = await status("1.1.1.1", { "if-none-match": etag });
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.headers.etag).not.toBe(etag);
    // The brand's change drops the cached site info, and with it the tag.
    const res = await t.app.inject({
      method: "PUT",
      url: pathWith(ADMIN.setting, { key: "chatHeaderColour" }),
      headers: { authorization: await operatorToken(t) },
      payload: { value: "#0a0b0c" },
    });
    expect(res.statusCode).toBe(200);
    const changed = await status("8.8.8.8", { "if-none-match": etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().value.info.site.chatHeaderColour).toBe("#0a0b0c");
    expect(changed.headers.etag).not.toBe(etag);
  });
});
