import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN } from "@portal/contract/api/admin";
import { ADMIN_OPERATIONS, type AuditPage } from "@portal/contract/api/admin-operations";
import { API, pathWith } from "@portal/contract/api/paths";
import { FEATURE, flattenFeatures, type FeatureNode } from "@portal/contract/feature-switches";
import { get, operatorToken, post } from "./money-helper";
import { signInOperator } from "./operator-helper";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
let admin: string;
let finance: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t);
  await post(t.app, ADMIN.operators, admin, { username: "ops_finance", password: "Finance-Pass-123", role: "FINANCE" });
  finance = (await signInOperator(t, { username: "ops_finance", password: "Finance-Pass-123" })).token;
});
afterAll(() => t.close());

const put = (url: string, token: string, payload: unknown) =>
  t.app.inject({ method: "PUT", url, headers: { authorization: token }, payload: payload as object });
const portalSwitches = async () =>
  flattenFeatures((await t.app.inject({ method: "GET", url: API.whitelabel })).json().value as FeatureNode[]);
const audit = async (query: Record<string, string | number> = {}, token = admin) => {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const res = await get(t.app, search ? `${ADMIN.audit}?${search}` : ADMIN.audit, token);
  return res.json() as { success: boolean; errorCode?: string; value: AuditPage };
};

describe("feature switches through the operator API", () => {
  it("lists the groups and their switches; turns one off and on, audited; the portal sees it at once", async () => {
    const list = (await get(t.app, ADMIN_OPERATIONS.featureSwitches, finance)).json().value.list as {
      modId: string;
      parent: string | null;
      enabled: boolean;
    }[];
    expect(list[0]).toEqual({ modId: "LOGINREG3", parent: null, enabled: true });
    expect(list).toContainEqual({ modId: FEATURE.feedback, parent: "MEMCEN3", enabled: true });

    const url = pathWith(ADMIN_OPERATIONS.featureSwitch, { modId: FEATURE.feedback });
    expect((await put(url, admin, { enabled: false })).json()).toMatchObject({ success: true });
    expect((await portalSwitches())[FEATURE.feedback]).toBe(false);
    expect((await put(url, admin, { enabled: true })).statusCode).toBe(200);
    expect((await portalSwitches())[FEATURE.feedback]).toBe(true);

    const entries = (await audit({ action: "featureSwitch.update", targetId: FEATURE.feedback })).value.list;
    expect(entries.map((e) => e.detail)).toEqual([
      { enabled: true, before: false },
      { enabled: false, before: true },
    ]);
  });

  it("refuses other roles, an unknown switch and a malformed body", async () => {
    const url = pathWith(ADMIN_OPERATIONS.featureSwitch, { modId: FEATURE.feedback });
    const refused = await put(url, finance, { enabled: false });
    expect([refused.statusCode, refused.json().errorCode]).toEqual([403, "FORBIDDEN"]);
    const unknown = await put(pathWith(ADMIN_OPERATIONS.featureSwitch, { modId: "NOPE" }), admin, { enabled: false });
    expect([unknown.statusCode, unknown.json().errorCode]).toEqual([404, "NOT_FOUND"]);
    for (const body of [{ enabled: "no" }, {}, { enabled: true, extra: 1 }]) {
      expect((await put(url, admin, body)).json().errorCode).toBe("VALIDATION_FAILED");
    }
    expect((await portalSwitches())[FEATURE.feedback]).toBe(true);
  });
});

describe("registration rules through the operator API", () => {
  const rules = async () =>
    (await get(t.app, ADMIN_OPERATIONS.registrationRules, finance)).json().value.list as {
      field: string;
      enabled: boolean;
      required: boolean;
    }[];

  it("lists one rule per field and replaces one, audited; the portal's registration settings follow", async () => {
    const before = await rules();
    expect(before.map((r) => r.field)).toContain("email");
    const email = {
      enabled: true,
      required: true,
      acceptedPattern: "[^@\\s]+@[^@\\s]+",
      patternId: 3,
      minLength: 5,
      maxLength: 64,
    };
    const url = pathWith(ADMIN_OPERATIONS.registrationRule, { field: "email" });
    expect((await put(url, admin, email)).json()).toMatchObject({ success: true });
    expect((await rules()).find((r) => r.field === "email")).toEqual({ field: "email", ...email });
    const portal = (await t.app.inject({ method: "GET", url: API.registerSettings })).json().value;
    expect(portal.email).toEqual(email);
    const [entry] = (await audit({ action: "registrationRule.update" })).value.list;
    expect(entry).toMatchObject({ targetType: "registrationRule", targetId: "email", detail: email });
  });

  it("refuses other roles, unknown fields, a pattern that does not compile, inverted lengths and a hidden required field", async () => {
    const rule = { enabled: true, required: false, acceptedPattern: "*", patternId: 4, minLength: 2, maxLength: 8 };
    const url = pathWith(ADMIN_OPERATIONS.registrationRule, { field: "wechat" });
    expect((await put(url, finance, rule)).json().errorCode).toBe("FORBIDDEN");
    expect(
      (await put(pathWith(ADMIN_OPERATIONS.registrationRule, { field: "shoeSize" }), admin, rule)).json().errorCode,
    ).toBe("VALIDATION_FAILED");
    for (const bad of [
      { ...rule, acceptedPattern: "([a-z" },
      { ...rule, minLength: 9 },
      { ...rule, enabled: false, required: true },
      { ...rule, patternId: 20 },
      { ...rule, maxLength: -1 },
    ]) {
      const res = await put(url, admin, bad);
      expect([res.statusCode, res.json().errorCode]).toEqual([400, "VALIDATION_FAILED"]);
    }
    // Max 0: no maximum, for a rule with no pattern ("*"); a pattern runs on bounded values only.
    expect((await put(url, admin, { ...rule, maxLength: 0 })).statusCode).toBe(200);
    const unbounded = await put(url, admin, { ...rule, acceptedPattern: "[a-z]+", maxLength: 0 });
    expect([unbounded.statusCode, unbounded.json().value.fields]).toEqual([400, { maxLength: "bounded" }]);
  });

  it("refuses a pattern whose matching time can explode, and takes the seeded ones", async () => {
    const rule = { enabled: true, required: false, acceptedPattern: "*", patternId: 4, minLength: 2, maxLength: 32 };
    const url = pathWith(ADMIN_OPERATIONS.registrationRule, { field: "line" });
    for (const acceptedPattern of ["(a+)+", "(a|aa)+", "([a-z]+)*x", "(\\w+\\s?)+$"]) {
      const res = await put(url, admin, { ...rule, acceptedPattern });
      expect([res.statusCode, res.json().errorCode, res.json().value], acceptedPattern).toEqual([
        400,
        "VALIDATION_FAILED",
        { fields: { acceptedPattern: "slow" } },
      ]);
    }
    // What the demo brand is seeded with passes, the e-mail's polynomial one included.
    for (const acceptedPattern of [
      "[A-Za-z][A-Za-z0-9]*",
      "[^@\\s]+@[^@\\s]+\\.[^@\\s]+",
      "(?=.*[A-Za-z])(?=.*[0-9])[\\x21-\\x7e]+",
    ]) {
      expect((await put(url, admin, { ...rule, acceptedPattern })).statusCode, acceptedPattern).toBe(200);
    }
  });
});

describe("the audit log's filters and keyset paging", () => {
  beforeAll(async () => {
    // Seven entries by the admin, three by finance (whose adjustments are refused: a setting by the admin instead).
    for (let i = 0; i < 7; i++) {
      await put(pathWith(ADMIN.setting, { key: "smsExpiredMinutes" }), admin, { value: 5 + i });
    }
    await post(t.app, ADMIN.operators, admin, { username: "ops_admin2", password: "Admin-Pass-1234", role: "ADMIN" });
    const admin2 = (await signInOperator(t, { username: "ops_admin2", password: "Admin-Pass-1234" })).token;
    for (let i = 0; i < 3; i++) {
      await put(pathWith(ADMIN.setting, { key: "lockMinutes" }), admin2, { value: 15 + i });
    }
  });

  it("filters by operator, action, target type and target id", async () => {
    const byOperator = (await audit({ operator: "ops_admin2", pageSize: 200 })).value;
    expect(byOperator.list.length).toBeGreaterThanOrEqual(3);
    expect(byOperator.list.every((e) => e.operator === "ops_admin2")).toBe(true);
    const both = (await audit({ operator: "ops_admin2", action: "setting.update" })).value;
    expect(both).toMatchObject({ total: 3, totalCapped: false, next: null, prev: null });
    expect(both.list.map((e) => e.targetId)).toEqual(["lockMinutes", "lockMinutes", "lockMinutes"]);
    expect((await audit({ operator: "nobody_at_all" })).value.list).toEqual([]);

    const byAction = (await audit({ action: "setting.update", pageSize: 200 })).value.list;
    expect(byAction.length).toBeGreaterThanOrEqual(10);
    expect(new Set(byAction.map((e) => e.action))).toEqual(new Set(["setting.update"]));

    const byType = (await audit({ targetType: "operator", pageSize: 200 })).value.list;
    expect(byType.length).toBeGreaterThan(0);
    expect(new Set(byType.map((e) => e.targetType))).toEqual(new Set(["operator"]));

    const byId = (await audit({ targetType: "setting", targetId: "lockMinutes" })).value.list;
    expect(byId.map((e) => e.detail)).toEqual([{ value: 17 }, { value: 16 }, { value: 15 }]);
  });

  it("filters by period: from inclusive, to exclusive", async () => {
    const all = (await audit({ targetId: "smsExpiredMinutes", pageSize: 200 })).value.list;
    expect(all.length).toBe(7);
    const times = all.map((e) => e.time);
    const newest = Math.max(...times);
    const oldest = Math.min(...times);
    expect((await audit({ targetId: "smsExpiredMinutes", from: newest + 1 })).value.list).toEqual([]);
    expect((await audit({ targetId: "smsExpiredMinutes", to: oldest })).value.list).toEqual([]);
    const inside = (await audit({ targetId: "smsExpiredMinutes", from: oldest, to: newest + 1, pageSize: 200 })).value;
    expect(inside.list.length).toBe(7);
    expect((await audit({ from: "yesterday" })).errorCode).toBe("VALIDATION_FAILED");
  });

  it("pages with the cursor, newest first, and refuses a cursor of another filter", async () => {
    const filter = { targetId: "smsExpiredMinutes", pageSize: 3 };
    const first = (await audit(filter)).value;
    expect(first.list.map((e) => e.detail)).toEqual([{ value: 11 }, { value: 10 }, { value: 9 }]);
    expect(first).toMatchObject({ prev: null, total: 7, pageSize: 3 });
    const second = (await audit({ ...filter, cursor: first.next! })).value;
    expect(second.list.map((e) => e.detail)).toEqual([{ value: 8 }, { value: 7 }, { value: 6 }]);
    const third = (await audit({ ...filter, cursor: second.next! })).value;
    expect(third.list.map((e) => e.detail)).toEqual([{ value: 5 }]);
    expect(third.next).toBeNull();
    const back = (await audit({ ...filter, cursor: third.prev! })).value;
    expect(back.list.map((e) => e.detail)).toEqual(second.list.map((e) => e.detail));

    const other = await audit({ targetId: "lockMinutes", pageSize: 3, cursor: first.next! });
    expect(other.errorCode).toBe("VALIDATION_FAILED");
    expect((await audit({ ...filter, cursor: "not-a-cursor" })).errorCode).toBe("VALIDATION_FAILED");
  });

  it("is read by every role (FINANCE here), paged like the others", async () => {
    const page = await audit({ pageSize: 5 }, finance);
    expect(page.success).toBe(true);
    expect(page.value.list.length).toBe(5);
    expect(page.value.next).not.toBeNull();
  });
});
