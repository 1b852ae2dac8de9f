import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN } from "@portal/contract/api/admin";
import { VENDOR_ORDER_ADMIN, type AdminVendor } from "@portal/contract/api/admin-catalogue";
import { API } from "@portal/contract/api/paths";
import type { Lane } from "@portal/contract/api/content";
import { Operators } from "../src/modules/admin/operators";
import { OperatorRepository } from "../src/modules/admin/operators-repository";
import { get, operatorToken } from "./money-helper";
import { signInOperator } from "./operator-helper";
import { createTestApp, type TestApp } from "./test-app";

/**
 * Games > Vendor order: one category's vendor lane in an operator's order, the other categories
 * untouched. The catalogue is cached for ten minutes here: players seeing the new order at once
 * can only be the change dropping the brand's caches.
 */
let t: TestApp;
let admin: string;
let support: string;
beforeAll(async () => {
  t = await createTestApp({ STATUS_CACHE_MS: "600000" });
  admin = await operatorToken(t);
  const credentials = { username: "order_support", password: "Operator-Pass-123" };
  await new Operators(new OperatorRepository(t.database.db)).create({
    merchantId: t.merchantId,
    ...credentials,
    role: "SUPPORT",
  });
  support = (await signInOperator(t, credentials)).token;
});
afterAll(() => t.close());

const order = (payload: unknown, token = admin) =>
  t.app.inject({
    method: "PUT",
    url: VENDOR_ORDER_ADMIN.order,
    headers: { authorization: token },
    payload: payload as object,
  });
const listings = async () => (await get(t.app, ADMIN.vendors, admin)).json().value.list as AdminVendor[];
const inCategory = async (category: string) =>
  (await listings()).filter((v) => v.category === category).map((v) => v.vendor);
const lane = async (category: string) =>
  (
    (await t.app.inject({ method: "GET", url: API.vendorLanes, headers: { language: "en" } })).json().value.data
      .lanes as Lane[]
  )
    .find((l) => l.title === category)!
    .cards.map((c) => c.vassalage);

describe("a category's vendor order", () => {
  it("orders one category's lane (players see it at once); the other categories keep theirs; audited", async () => {
    const rng = await inCategory("RNG");
    expect(rng.length).toBeGreaterThanOrEqual(3);
    const otherBefore = (await listings()).filter((v) => v.category !== "RNG");
    await lane("RNG"); // cached before the change
    const reversed = [...rng].reverse();
    const res = await order({ category: "RNG", vendors: reversed });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toEqual({ category: "RNG", vendors: reversed });

    const after = (await listings()).filter((v) => v.category === "RNG");
    expect(after.map((v) => v.vendor)).toEqual(reversed);
    expect(after.map((v) => v.sort)).toEqual(reversed.map((_, i) => i + 1));
    expect((await listings()).filter((v) => v.category !== "RNG")).toEqual(otherBefore);
    // The lane: playable vendors first, then those under maintenance, each kind in the new order.
    const shown = await lane("RNG");
    const open = new Set(after.filter((v) => !v.maintenance).map((v) => v.vendor));
    expect(shown).toEqual([...reversed.filter((v) => open.has(v)), ...reversed.filter((v) => !open.has(v))]);

    const log = (await get(t.app, `${ADMIN.audit}?action=vendor.order`, admin)).json().value.list;
    expect(log[0]).toMatchObject({
      action: "vendor.order",
      targetType: "vendorCategory",
      targetId: "RNG",
      operator: t.demoOperator.username,
      detail: { vendors: reversed },
    });
  });

  it("refuses an unknown vendor, a vendor twice or a missing one, a bad category, and a role without configureBrand", async () => {
    const rng = await inCategory("RNG");
    const cases: [unknown, string | null][] = [
      [{ category: "RNG", vendors: [...rng.slice(1), "NOPE"] }, "unknown"],
      [{ category: "RNG", vendors: [...rng, rng[0]] }, "duplicate"],
      [{ category: "RNG", vendors: rng.slice(1) }, "incomplete"],
      [{ category: "NOPE", vendors: rng }, null],
      [{ category: "RNG", vendors: [] }, null],
    ];
    for (const [body, reason] of cases) {
      const res = await order(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errorCode).toBe("VALIDATION_FAILED");
      if (reason) expect(res.json().value.fields).toEqual({ vendors: reason });
    }
    expect((await order({ category: "RNG", vendors: [...rng].reverse() }, support)).statusCode).toBe(403);
    expect(await inCategory("RNG")).toEqual(rng);
  });
});
