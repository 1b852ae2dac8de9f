import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN } from "@portal/contract/api/admin";
import { API, pathWith } from "@portal/contract/api/paths";
import { get, newMember, operatorToken, post, type TestMember } from "./money-helper";
import { signInOperator } from "./operator-helper";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
let admin: string;
let member: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t);
  member = await newMember(t.app, "cfg");
});
afterAll(() => t.close());

const send = (method: "PUT" | "PATCH", url: string, token: string, payload: object) =>
  t.app.inject({ method, url, headers: { authorization: token }, payload });

describe("operator settings through the API", () => {
  it("changes a setting within its schema, audited; other roles may only read", async () => {
    const url = pathWith(ADMIN.setting, { key: "withdrawalMinMinor" });
    expect((await send("PUT", url, admin, { value: 25_00 })).statusCode).toBe(200);
    expect((await get(t.app, API.withdrawalSettings, member.token)).json().value.minAmount).toBe("25.00");
    expect((await get(t.app, ADMIN.settings, admin)).json().value.withdrawalMinMinor).toBe(2500);

    const bad = await send("PUT", url, admin, { value: "lots" });
    expect(bad.json()).toMatchObject({
      errorCode: "VALIDATION_FAILED",
      value: { fields: { value: expect.any(String) } },
    });
    expect((await send("PUT", pathWith(ADMIN.setting, { key: "noSuchKey" }), admin, { value: 1 })).statusCode).toBe(
      404,
    );

    await post(t.app, ADMIN.operators, admin, { username: "finance_1", password: "Finance-Pass-123", role: "FINANCE" });
    const finance = (await signInOperator(t, { username: "finance_1", password: "Finance-Pass-123" })).token;
    expect((await send("PUT", url, finance, { value: 1 })).json().errorCode).toBe("FORBIDDEN");
    const read = await get(t.app, ADMIN.settings, finance);
    expect(read.statusCode).toBe(200);
    // The initial password of agents' new accounts is only for those who may set it.
    expect(read.json().value).toHaveProperty("withdrawalMinMinor", 2500);
    expect(read.json().value).not.toHaveProperty("defaultPassword");
    expect((await get(t.app, ADMIN.settings, admin)).json().value).toHaveProperty("defaultPassword");

    const log = (await get(t.app, ADMIN.audit, admin)).json().value.list;
    expect(log).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: "setting.update", targetId: "withdrawalMinMinor", detail: { value: 2500 } }),
      ]),
    );
  });
});

describe("the brand theme", () => {
  it("reaches every visitor's status; an unreadable text colour is refused and nothing changes", async () => {
    const url = pathWith(ADMIN.setting, { key: "brandTheme" });
    const theme = { accent: "#1f6feb", onAccent: "#ffffff", logoUrl: "/img/brand/logo.svg" };
    expect((await send("PUT", url, admin, { value: theme })).statusCode).toBe(200);
    const site = async () => (await t.app.inject({ method: "GET", url: API.systemStatus })).json().value.info.site;
    expect((await site()).theme).toEqual(theme);

    const unreadable = await send("PUT", url, admin, { value: { ...theme, onAccent: "#2a6ff0" } });
    expect(unreadable.json().errorCode).toBe("VALIDATION_FAILED");
    const script = await send("PUT", url, admin, { value: { ...theme, logoUrl: "javascript:alert(1)" } });
    expect(script.json().errorCode).toBe("VALIDATION_FAILED");
    expect((await site()).theme).toEqual(theme);
  });
});

describe("payment channels through the API", () => {
  it("adds, changes and disables channels; members see only enabled ones; secrets never leave", async () => {
    const created = await post(t.app, ADMIN.paymentChannels, admin, {
      code: "BANK2",
      kind: "BANK_TRANSFER",
      name: { en: "Second bank", vi: "Ngân hàng thứ hai" },
      bank: { bankName: "North Bank", accountName: "Portal Ltd", accountNumber: "99887766", branch: "" },
      minAmount: "50",
      maxAmount: "500",
      sort: 5,
    });
    expect(created.json().value).toMatchObject({
      code: "BANK2",
      minAmount: "50.00",
      maxAmount: "500.00",
      enabled: true,
    });
    const id = created.json().value.id as number;
    const names = async () =>
      (await get(t.app, API.paymentChannels, member.token)).json().value.list.map((c: { name: string }) => c.name);
    expect(await names()).toContain("Second bank");

    const patched = await send("PATCH", pathWith(ADMIN.paymentChannel, { id }), admin, {
      maxAmount: "800",
      enabled: false,
    });
    expect(patched.json().value).toMatchObject({ maxAmount: "800.00", enabled: false, name: { en: "Second bank" } });
    expect(await names()).not.toContain("Second bank");

    const inverted = await send("PATCH", pathWith(ADMIN.paymentChannel, { id }), admin, { minAmount: "900" });
    expect(inverted.json().errorCode).toBe("VALIDATION_FAILED");
    const noBank = await post(t.app, ADMIN.paymentChannels, admin, {
      code: "BANK3",
      kind: "BANK_TRANSFER",
      name: { en: "x" },
      minAmount: "1",
      maxAmount: "2",
    });
    expect(noBank.json()).toMatchObject({ errorCode: "VALIDATION_FAILED", value: { fields: { bank: "required" } } });
    const unknownGateway = await post(t.app, ADMIN.paymentChannels, admin, {
      code: "PAYX",
      kind: "GATEWAY",
      gateway: "nope",
      name: { en: "x" },
      minAmount: "1",
      maxAmount: "2",
    });
    expect(unknownGateway.json().value.fields).toEqual({ gateway: "unknown" });
    const duplicate = await post(t.app, ADMIN.paymentChannels, admin, {
      code: "BANK2",
      kind: "GATEWAY",
      gateway: "sandbox",
      name: { en: "x" },
      minAmount: "1",
      maxAmount: "2",
    });
    expect(duplicate.json().value.fields).toEqual({ code: "taken" });

    const huge = await send("PATCH", pathWith(ADMIN.paymentChannel, { id: 3_000_000_000 }), admin, { enabled: true });
    expect([huge.statusCode, huge.json().errorCode]).toEqual([400, "VALIDATION_FAILED"]);
    const hugeMember = await post(t.app, pathWith(ADMIN.adjustments, { memberId: 3_000_000_000 }), admin, {
      direction: "CREDIT",
      amount: "1",
      reason: "out of range",
      requestId: "out-of-range-1",
    });
    expect(hugeMember.json().errorCode).toBe("VALIDATION_FAILED");
    const hugeChannel = await post(t.app, API.deposits, member.token, {
      channelId: 3_000_000_000,
      amount: "10",
      requestId: "out-of-range-2",
    });
    expect(hugeChannel.json().errorCode).toBe("VALIDATION_FAILED");

    const rotated = await send("PATCH", pathWith(ADMIN.paymentChannel, { id }), admin, {
      secret: "a-new-secret-from-the-gateway",
    });
    expect(JSON.stringify(rotated.json())).not.toContain("a-new-secret");
    const list = await get(t.app, ADMIN.paymentChannels, admin);
    expect(list.body).not.toMatch(/secret/i);
    const log = (await get(t.app, ADMIN.audit, admin)).json().value.list;
    expect(JSON.stringify(log)).not.toContain("a-new-secret");
    expect(log).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: "paymentChannel.update",
          detail: expect.objectContaining({ secret: "(changed)" }),
        }),
      ]),
    );
  });

  it("refuses a channel whose name or bank details are empty once trimmed, on create and on change", async () => {
    const bank = { bankName: "North Bank", accountName: "Portal Ltd", accountNumber: "99887766", branch: "" };
    const channel = (over: object) => ({
      code: "BANKNAME",
      kind: "BANK_TRANSFER",
      name: { en: "Named bank" },
      bank,
      minAmount: "1",
      maxAmount: "2",
      ...over,
    });
    const refused = async (body: object) => {
      const res = await post(t.app, ADMIN.paymentChannels, admin, body);
      return [res.statusCode, res.json().errorCode, Object.keys(res.json().value?.fields ?? {})[0]?.split(".")[0]];
    };
    expect(await refused(channel({ name: {} }))).toEqual([400, "VALIDATION_FAILED", "name"]);
    expect(await refused(channel({ name: { en: "   " } }))).toEqual([400, "VALIDATION_FAILED", "name"]);
    expect(await refused(channel({ name: { en: "Named bank", vi: " \t " } }))).toEqual([
      400,
      "VALIDATION_FAILED",
      "name",
    ]);
    // A zero-width space is as empty as nothing to the member who reads it.
    expect(await refused(channel({ name: { en: "\u200b" } }))).toEqual([400, "VALIDATION_FAILED", "name"]);
    expect(await refused(channel({ bank: { ...bank, bankName: "  " } }))).toEqual([400, "VALIDATION_FAILED", "bank"]);
    expect(await refused(channel({ bank: { ...bank, accountName: "" } }))).toEqual([400, "VALIDATION_FAILED", "bank"]);
    expect(await refused(channel({ bank: { ...bank, accountNumber: " " } }))).toEqual([
      400,
      "VALIDATION_FAILED",
      "bank",
    ]);
    const listed = (await get(t.app, ADMIN.paymentChannels, admin)).json().value.list;
    expect(listed.map((c: { code: string }) => c.code)).not.toContain("BANKNAME");

    const created = await post(t.app, ADMIN.paymentChannels, admin, channel({ name: { en: "  Named bank  " } }));
    expect(created.json().value.name).toEqual({ en: "Named bank" });
    const url = pathWith(ADMIN.paymentChannel, { id: created.json().value.id });
    for (const patch of [{ name: {} }, { name: { cn: " " } }, { bank: { ...bank, accountName: " " } }]) {
      const res = await send("PATCH", url, admin, patch);
      expect([res.statusCode, res.json().errorCode]).toEqual([400, "VALIDATION_FAILED"]);
    }
    const after = (await get(t.app, ADMIN.paymentChannels, admin)).json().value.list;
    expect(after.find((c: { code: string }) => c.code === "BANKNAME")).toMatchObject({
      name: { en: "Named bank" },
      bank: { accountName: "Portal Ltd" },
    });
  });
});
