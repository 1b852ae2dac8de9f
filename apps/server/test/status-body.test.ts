import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemStatusSchema } from "@portal/contract/api/system";
import { API } from "@portal/contract/api/paths";
import { envelopeSchema } from "@portal/contract/envelope";
import { contractWriter } from "../src/http/response-serializer";
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
