import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN } from "@portal/contract/api/admin";
import { SETTING_APPROVALS_ADMIN, type SettingApproval } from "@portal/contract/api/admin-adjustments";
import { pathWith } from "@portal/contract/api/paths";
import { auditLog, merchants, settingApprovals } from "../src/db/schema";
import { Operators } from "../src/modules/admin/operators";
import { OperatorRepository } from "../src/modules/admin/operators-repository";
import { get, newMember, operatorToken, post, secondOperatorToken } from "./money-helper";
import { signInOperator } from "./operator-helper";
import { createTestApp, type TestApp } from "./test-app";

/**
 * Four eyes over the four-eyes thresholds (decision 0054): one ADMIN cannot raise
 * adjustmentApprovalMinor or withdrawalSecondReviewMinor alone; a raise waits for another
 * operator allowed to configure the brand; a lowering applies at once.
 */
let t: TestApp;
let first: string;
let second: string;

const put = (key: string, value: unknown, token = first) =>
  t.app.inject({
    method: "PUT",
    url: pathWith(ADMIN.setting, { key }),
    headers: { authorization: token },
    payload: { value },
  });
const current = async (key: string) => (await get(t.app, ADMIN.settings, first)).json().value[key] as number;
const approve = (id: number, token = second) => post(t.app, pathWith(SETTING_APPROVALS_ADMIN.approve, { id }), token);
const reject = (id: number, token = second) =>
  post(t.app, pathWith(SETTING_APPROVALS_ADMIN.reject, { id }), token, { note: "too high" });
const adjust = (memberId: number, amount: string) =>
  post(t.app, pathWith(ADMIN.adjustments, { memberId }), first, {
    direction: "CREDIT",
    amount,
    reason: "threshold test",
    requestId: crypto.randomUUID(),
  });

beforeAll(async () => {
  t = await createTestApp();
  first = await operatorToken(t);
  second = await secondOperatorToken(t);
});
afterAll(() => t.close());

describe("raising a four-eyes threshold needs a second operator", () => {
  it("only requests a raise (once per value), changing nothing, until another ADMIN approves it", async () => {
    expect(await current("adjustmentApprovalMinor")).toBe(1_000_00);
    const asked = await put("adjustmentApprovalMinor", 50_000_00);
    expect(asked.statusCode, asked.body).toBe(200);
    const answer = asked.json().value as { status: string; approvalId: number };
    expect(answer).toEqual({ status: "PENDING_APPROVAL", approvalId: expect.any(Number) });
    // A repeat answers the same request.
    expect((await put("adjustmentApprovalMinor", 50_000_00)).json().value).toEqual(answer);
    expect(await current("adjustmentApprovalMinor")).toBe(1_000_00);
    // The raise not in force: a 2,000.00 adjustment still waits for a second operator.
    const who = await newMember(t.app, "thr");
    expect((await adjust(who.id, "2000")).json().value.status).toBe("PENDING_APPROVAL");

    const list = await get(t.app, SETTING_APPROVALS_ADMIN.approvals, second);
    expect(list.statusCode, list.body).toBe(200);
    const row = (list.json().value.list as SettingApproval[]).find((a) => a.id === answer.approvalId);
    expect(row).toMatchObject({
      key: "adjustmentApprovalMinor",
      value: 50_000_00,
      previous: 1_000_00,
      status: "PENDING",
      requestedBy: t.demoOperator.username,
      decidedBy: null,
    });

    // The operator who asked can neither approve nor reject it.
    const own = await approve(answer.approvalId, first);
    expect([own.statusCode, own.json().errorCode]).toEqual([403, "SECOND_OPERATOR_REQUIRED"]);
    expect((await reject(answer.approvalId, first)).json().errorCode).toBe("SECOND_OPERATOR_REQUIRED");
    expect(await current("adjustmentApprovalMinor")).toBe(1_000_00);

    const approved = await approve(answer.approvalId);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await approve(answer.approvalId)).statusCode).toBe(200);
    expect(await current("adjustmentApprovalMinor")).toBe(50_000_00);
    expect((await adjust(who.id, "2000")).json().value.status).toBe("POSTED");

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "setting"), eq(auditLog.targetId, "adjustmentApprovalMinor")));
    expect(audit.map((a) => [a.action, a.detail])).toEqual([
      ["setting.changeRequested", { value: 50_000_00, approvalId: answer.approvalId }],
    ]);
    const decided = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "settingApproval"), eq(auditLog.targetId, String(answer.approvalId))));
    expect(decided.map((a) => [a.action, a.detail])).toEqual([
      ["setting.approve", { key: "adjustmentApprovalMinor", value: 50_000_00, requestedBy: expect.any(Number) }],
    ]);
  });

  it("a lowering (or the same value) applies at once, audited as before", async () => {
    const before = await current("withdrawalSecondReviewMinor");
    const lower = await put("withdrawalSecondReviewMinor", before - 1);
    expect(lower.json().value).toEqual({ status: "APPLIED", approvalId: null });
    expect(await current("withdrawalSecondReviewMinor")).toBe(before - 1);
    expect((await put("withdrawalSecondReviewMinor", before - 1)).json().value.status).toBe("APPLIED");
    // Other settings are not four-eyes thresholds: a raise applies at once.
    expect((await put("withdrawalMinMinor", 30_00)).json().value).toEqual({ status: "APPLIED", approvalId: null });
  });

  it("a rejected raise changes nothing and cannot be approved afterwards", async () => {
    const before = await current("withdrawalSecondReviewMinor");
    const { approvalId } = (await put("withdrawalSecondReviewMinor", before + 1_000_000_00)).json().value;
    expect((await reject(approvalId)).statusCode).toBe(200);
    expect((await reject(approvalId)).statusCode).toBe(200);
    const late = await approve(approvalId);
    expect([late.statusCode, late.json().errorCode]).toEqual([409, "INVALID_STATE"]);
    expect(await current("withdrawalSecondReviewMinor")).toBe(before);
    const [row] = await t.database.db.select().from(settingApprovals).where(eq(settingApprovals.id, approvalId));
    expect(row).toMatchObject({ status: "REJECTED", note: "too high" });
  });

  it("only operators who configure the brand see and decide raises; another brand's is NOT_FOUND", async () => {
    const { approvalId } = (await put("adjustmentApprovalMinor", 90_000_00)).json().value;
    const password = "Finance-Operator-Pass-123";
    await new Operators(new OperatorRepository(t.database.db)).create({
      merchantId: t.merchantId,
      username: "finance_thr",
      password,
      role: "FINANCE",
    });
    const finance = (await signInOperator(t, { username: "finance_thr", password })).token;
    expect((await approve(approvalId, finance)).statusCode).toBe(403);
    expect((await get(t.app, SETTING_APPROVALS_ADMIN.approvals, finance)).statusCode).toBe(403);
    expect((await put("adjustmentApprovalMinor", 1, finance)).statusCode).toBe(403);
    const missing = await approve(approvalId + 1000);
    expect([missing.statusCode, missing.json().errorCode]).toEqual([404, "NOT_FOUND"]);

    // A request of another brand, asked by that brand's operator: this brand's operators can
    // neither approve nor reject it, nor see it.
    const [other] = await t.database.db.insert(merchants).values({ code: "THROTHER", name: "Other" }).returning();
    const stranger = await new Operators(new OperatorRepository(t.database.db)).create({
      merchantId: other!.id,
      username: "admin_throther",
      password,
      role: "ADMIN",
    });
    const [foreign] = await t.database.db
      .insert(settingApprovals)
      .values({
        merchantId: other!.id,
        key: "adjustmentApprovalMinor",
        value: 99_000_00,
        previous: 1_000_00,
        requestedBy: stranger!.id,
      })
      .returning();
    for (const decide of [approve, reject]) {
      const res = await decide(foreign!.id);
      expect([res.statusCode, res.json().errorCode]).toEqual([404, "NOT_FOUND"]);
    }
    const list = await get(t.app, SETTING_APPROVALS_ADMIN.approvals, second);
    expect((list.json().value.list as SettingApproval[]).map((a) => a.id)).not.toContain(foreign!.id);
    const [untouched] = await t.database.db.select().from(settingApprovals).where(eq(settingApprovals.id, foreign!.id));
    expect(untouched).toMatchObject({ status: "PENDING", decidedBy: null });
    expect(await current("adjustmentApprovalMinor")).toBe(50_000_00);
  });
});

describe("a raise is approved only against the value it was asked from", () => {
  it("a raise asked before a lowering cannot be approved after it (it would undo the lowering)", async () => {
    const before = await current("adjustmentApprovalMinor");
    const { approvalId } = (await put("adjustmentApprovalMinor", before + 10_000_00)).json().value;
    // Another operator lowers the threshold meanwhile: applied at once.
    expect((await put("adjustmentApprovalMinor", 500_00, second)).json().value.status).toBe("APPLIED");
    const stale = await approve(approvalId);
    expect([stale.statusCode, stale.json().errorCode]).toEqual([409, "INVALID_STATE"]);
    expect(stale.json().value).toEqual({ previous: before, current: 500_00 });
    expect(await current("adjustmentApprovalMinor")).toBe(500_00);
    // It stays pending until rejected; asked again from the value in force, it can be approved.
    expect((await reject(approvalId)).statusCode).toBe(200);
    const again = (await put("adjustmentApprovalMinor", before + 10_000_00)).json().value;
    expect((await approve(again.approvalId)).statusCode).toBe(200);
    expect(await current("adjustmentApprovalMinor")).toBe(before + 10_000_00);
    const decided = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "settingApproval"), eq(auditLog.targetId, String(approvalId))));
    expect(decided.map((a) => a.action)).toEqual(["setting.reject"]);
  });

  it("of several pending raises, once one is approved the others cannot be", async () => {
    const before = await current("withdrawalSecondReviewMinor");
    const lower = (await put("withdrawalSecondReviewMinor", before + 1_000_00)).json().value;
    const higher = (await put("withdrawalSecondReviewMinor", before + 2_000_00)).json().value;
    expect(lower.approvalId).not.toBe(higher.approvalId);
    expect((await approve(higher.approvalId)).statusCode).toBe(200);
    // Approving the older, smaller raise now would lower the threshold without anyone asking to.
    const late = await approve(lower.approvalId);
    expect([late.statusCode, late.json().errorCode]).toEqual([409, "INVALID_STATE"]);
    expect(await current("withdrawalSecondReviewMinor")).toBe(before + 2_000_00);
    const [row] = await t.database.db.select().from(settingApprovals).where(eq(settingApprovals.id, lower.approvalId));
    expect(row).toMatchObject({ status: "PENDING", decidedBy: null });
  });
});
