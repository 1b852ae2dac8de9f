import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN } from "@portal/contract/api/admin";
import { ADJUSTMENTS_ADMIN, type AdjustmentApproval } from "@portal/contract/api/admin-adjustments";
import { pathWith } from "@portal/contract/api/paths";
import { adjustmentApprovals, auditLog, ledgerTransfers, members, merchants } from "../src/db/schema";
import { checkLedger } from "../src/ledger/invariants";
import { Operators } from "../src/modules/admin/operators";
import { OperatorRepository } from "../src/modules/admin/operators-repository";
import {
  fund,
  get,
  mainBalance,
  newMember,
  operatorToken,
  post,
  requestId,
  secondOperatorToken,
  type TestMember,
} from "./money-helper";
import { signInOperator } from "./operator-helper";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
let first: string;
let second: string;

const adjust = (who: { id: number }, amount: string, direction = "CREDIT", id = requestId(), token = first) =>
  post(t.app, pathWith(ADMIN.adjustments, { memberId: who.id }), token, {
    direction,
    amount,
    reason: "four eyes test",
    requestId: id,
  });
const approve = (id: number, token = second) => post(t.app, pathWith(ADJUSTMENTS_ADMIN.approve, { id }), token);
const reject = (id: number, token = second) =>
  post(t.app, pathWith(ADJUSTMENTS_ADMIN.reject, { id }), token, { note: "not justified" });
const transfersOf = async (prefix: string) =>
  (await t.database.db.select({ id: ledgerTransfers.id }).from(ledgerTransfers)).filter((r) => r.id.startsWith(prefix));

async function pending(who: TestMember, amount = "1000.00", direction = "CREDIT") {
  const res = await adjust(who, amount, direction);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().value).toMatchObject({ status: "PENDING_APPROVAL", transferId: null });
  return res.json().value.approvalId as number;
}

async function operatorWithRole(role: "FINANCE" | "SUPPORT", username: string) {
  const password = "Role-Operator-Pass-123";
  await new Operators(new OperatorRepository(t.database.db)).create({
    merchantId: t.merchantId,
    username,
    password,
    role,
  });
  return (await signInOperator(t, { username, password })).token;
}

beforeAll(async () => {
  t = await createTestApp();
  first = await operatorToken(t);
  second = await secondOperatorToken(t);
});
afterAll(() => t.close());

describe("one requestId is one adjustment", () => {
  it("refuses another adjustment under a requestId already used, above or below the threshold, writing nothing", async () => {
    const who = await newMember(t.app, "fe");
    const id = requestId();
    await pending(who, "1000");
    const asked = await adjust(who, "1200", "CREDIT", id);
    expect(asked.json().value.status).toBe("PENDING_APPROVAL");
    for (const [amount, direction] of [
      ["1300", "CREDIT"],
      ["1200", "DEBIT"],
      ["5", "CREDIT"],
    ] as const) {
      const res = await adjust(who, amount, direction, id);
      expect([res.statusCode, res.json().errorCode], `${amount} ${direction}`).toEqual([409, "IDEMPOTENCY_CONFLICT"]);
    }
    const small = requestId();
    expect((await adjust(who, "5", "CREDIT", small)).json().value.status).toBe("POSTED");
    expect((await adjust(who, "5000", "CREDIT", small)).json().errorCode).toBe("IDEMPOTENCY_CONFLICT");
    expect(
      await t.database.db.select().from(adjustmentApprovals).where(eq(adjustmentApprovals.memberId, who.id)),
    ).toHaveLength(2);
    expect(await mainBalance(t.app, who.token)).toBe("5.00");
  });
});

describe("below the brand's approval threshold (default 1,000.00)", () => {
  it("posts at once, as before", async () => {
    const who = await newMember(t.app, "fe");
    const res = await adjust(who, "999.99");
    expect(res.json().value).toMatchObject({ status: "POSTED", approvalId: null });
    expect(await mainBalance(t.app, who.token)).toBe("999.99");
  });
});

describe("at or above it, a second operator decides", () => {
  it("only requests it (once per requestId), moving nothing, until another operator approves it; then it is posted once", async () => {
    const who = await newMember(t.app, "fe");
    const id = requestId();
    const asked = await adjust(who, "1000", "CREDIT", id);
    const again = await adjust(who, "1000", "CREDIT", id);
    expect(again.json().value).toEqual(asked.json().value);
    const approvalId = asked.json().value.approvalId as number;
    expect(
      await t.database.db.select().from(adjustmentApprovals).where(eq(adjustmentApprovals.memberId, who.id)),
    ).toHaveLength(1);
    expect(await mainBalance(t.app, who.token)).toBe("0.00");
    const requested = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(who.id)));
    expect(requested.map((a) => a.action)).toEqual(["member.adjustRequested"]);

    // The operator who asked cannot approve it.
    const own = await approve(approvalId, first);
    expect([own.statusCode, own.json().errorCode]).toEqual([403, "SECOND_OPERATOR_REQUIRED"]);
    expect((await reject(approvalId, first)).json().errorCode).toBe("SECOND_OPERATOR_REQUIRED");

    const approved = await approve(approvalId);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().value).toEqual({
      status: "POSTED",
      transferId: `adjustment-approval:${approvalId}`,
      approvalId,
    });
    expect((await approve(approvalId)).json().value.transferId).toBe(`adjustment-approval:${approvalId}`);
    expect(await mainBalance(t.app, who.token)).toBe("1000.00");
    expect(await transfersOf(`adjustment-approval:${approvalId}`)).toHaveLength(1);
    // The same requestId again answers the request as it stands now: posted.
    expect((await adjust(who, "1000", "CREDIT", id)).json().value).toEqual({
      status: "POSTED",
      transferId: `adjustment-approval:${approvalId}`,
      approvalId,
    });
    const approvedEntry = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "adjustmentApproval"), eq(auditLog.targetId, String(approvalId))));
    expect(approvedEntry.map((a) => [a.action, a.detail])).toEqual([
      [
        "adjustment.approve",
        {
          memberId: who.id,
          direction: "CREDIT",
          amount: "1000.00",
          requestedBy: expect.any(Number),
          transferId: `adjustment-approval:${approvalId}`,
        },
      ],
    ]);

    const decided = await get(t.app, `${ADJUSTMENTS_ADMIN.approvals}?status=APPROVED`, first);
    const row = (decided.json().value.list as AdjustmentApproval[]).find((a) => a.id === approvalId);
    expect(row).toMatchObject({ account: who.account, amount: "1000.00", requestedBy: t.demoOperator.username });
    expect(row?.decidedBy).toBe("second_admin");
  });

  it("two approvals at once post once", async () => {
    const who = await newMember(t.app, "fe");
    const approvalId = await pending(who, "1500");
    const finance = await operatorWithRole("FINANCE", "finance_race");
    const answers = await Promise.all([approve(approvalId), approve(approvalId, finance)]);
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect(new Set(answers.map((r) => r.json().value.transferId)).size).toBe(1);
    expect(await mainBalance(t.app, who.token)).toBe("1500.00");
    expect(await transfersOf(`adjustment-approval:${approvalId}`)).toHaveLength(1);
  });

  it("a rejected request moves nothing and cannot be approved afterwards", async () => {
    const who = await newMember(t.app, "fe");
    const approvalId = await pending(who);
    expect((await reject(approvalId)).statusCode).toBe(200);
    expect((await reject(approvalId)).statusCode).toBe(200);
    const late = await approve(approvalId);
    expect([late.statusCode, late.json().errorCode]).toEqual([409, "INVALID_STATE"]);
    expect(await mainBalance(t.app, who.token)).toBe("0.00");
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "adjustmentApproval"), eq(auditLog.targetId, String(approvalId))));
    expect(audit.map((a) => a.action)).toEqual(["adjustment.reject"]);
  });

  it("a debit the wallet cannot cover is refused by the books and stays pending", async () => {
    const who = await newMember(t.app, "fe");
    await fund(t, who.id, "10");
    const approvalId = await pending(who, "2000", "DEBIT");
    const refused = await approve(approvalId);
    expect(refused.statusCode).not.toBe(200);
    expect(refused.statusCode).toBeLessThan(500);
    const [row] = await t.database.db.select().from(adjustmentApprovals).where(eq(adjustmentApprovals.id, approvalId));
    expect(row!.status).toBe("PENDING");
    expect(await mainBalance(t.app, who.token)).toBe("10.00");
  });

  it("SUPPORT may not decide; another brand's request is NOT_FOUND; the books stay sound", async () => {
    const who = await newMember(t.app, "fe");
    const approvalId = await pending(who);
    const support = await operatorWithRole("SUPPORT", "support_fe");
    expect((await approve(approvalId, support)).statusCode).toBe(403);

    const [other] = await t.database.db.insert(merchants).values({ code: "FEOTHER", name: "Other" }).returning();
    const [stranger] = await t.database.db
      .insert(members)
      .values({ merchantId: other!.id, account: "fe_x", accountKey: "fe_x", passwordHash: "x" })
      .returning();
    const [foreign] = await t.database.db
      .insert(adjustmentApprovals)
      .values({
        merchantId: other!.id,
        memberId: stranger!.id,
        direction: "CREDIT",
        amount: 500_000n,
        currency: "USD",
        reason: "other brand",
        requestedBy: 999_999,
        requestId: requestId(),
      })
      .returning();
    expect((await approve(foreign!.id)).json().errorCode).toBe("NOT_FOUND");
    const list = await get(t.app, ADJUSTMENTS_ADMIN.approvals, second);
    expect((list.json().value.list as AdjustmentApproval[]).map((a) => a.id)).not.toContain(foreign!.id);

    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
