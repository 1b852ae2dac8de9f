import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN } from "@portal/contract/api/admin";
import { pathWith } from "@portal/contract/api/paths";
import { adjustmentApprovals, auditLog } from "../src/db/schema";
import { checkLedger } from "../src/ledger/invariants";
import {
  approveAdjustment,
  fund,
  mainBalance,
  newMember,
  operatorToken,
  post,
  requestId,
  secondOperatorToken,
  type TestMember,
} from "./money-helper";
import { createTestApp, type TestApp } from "./test-app";

/**
 * Four eyes cannot be defeated by splitting (decision 0054): what was posted at once to a member
 * in the last 24 hours, by any operator, counts toward the approval threshold (default 1,000.00)
 * of the member's next adjustment, also when two adjustments race.
 */
let t: TestApp;
let first: string;
let second: string;

const adjust = (
  who: { id: number },
  amount: string,
  direction = "CREDIT",
  token = first,
  id = requestId(),
  reason = "split test",
) =>
  post(t.app, pathWith(ADMIN.adjustments, { memberId: who.id }), token, { direction, amount, reason, requestId: id });
const statusOf = async (who: TestMember, amount: string, direction = "CREDIT", token = first) => {
  const res = await adjust(who, amount, direction, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.status as "POSTED" | "PENDING_APPROVAL";
};

beforeAll(async () => {
  t = await createTestApp();
  first = await operatorToken(t);
  second = await secondOperatorToken(t);
});
afterAll(() => t.close());

describe("adjustments posted at once count toward the threshold for 24 hours", () => {
  it("sends the adjustment that takes the member's recent sum to the threshold to the queue, whoever asks", async () => {
    const who = await newMember(t.app, "split");
    expect(await statusOf(who, "600")).toBe("POSTED");
    expect(await statusOf(who, "399.99")).toBe("POSTED");
    // 600 + 399.99 + 0.01 = 1,000.00: at the threshold.
    expect(await statusOf(who, "0.01")).toBe("PENDING_APPROVAL");
    // Another operator's small adjustment of the same member counts the same sum.
    expect(await statusOf(who, "1", "CREDIT", second)).toBe("PENDING_APPROVAL");
    // Debits count too (the sum is of amounts, whichever the direction).
    expect(await statusOf(who, "5", "DEBIT")).toBe("PENDING_APPROVAL");
    expect(await mainBalance(t.app, who.token)).toBe("999.99");
    const queued = await t.database.db
      .select()
      .from(adjustmentApprovals)
      .where(eq(adjustmentApprovals.memberId, who.id));
    expect(queued.map((q) => [q.amount, q.status])).toEqual([
      [1n, "PENDING"],
      [100n, "PENDING"],
      [500n, "PENDING"],
    ]);
    // Another member is not affected.
    const other = await newMember(t.app, "split");
    expect(await statusOf(other, "999.99")).toBe("POSTED");
  });

  it("a repeat of a request the sum queued answers it as it stands; a repeat of one posted at once answers POSTED", async () => {
    const who = await newMember(t.app, "split");
    const small = requestId();
    const posted = await adjust(who, "900", "CREDIT", first, small);
    expect(posted.json().value.status).toBe("POSTED");
    // The retry of the posted one is not refused nor queued, although 900 + 900 passes the threshold.
    expect((await adjust(who, "900", "CREDIT", first, small)).json().value).toEqual(posted.json().value);
    const id = requestId();
    const asked = await adjust(who, "200", "CREDIT", first, id);
    expect(asked.json().value.status).toBe("PENDING_APPROVAL");
    expect((await adjust(who, "200", "CREDIT", first, id)).json().value).toEqual(asked.json().value);
    expect((await adjust(who, "201", "CREDIT", first, id)).json().errorCode).toBe("IDEMPOTENCY_CONFLICT");
    // Approved by the second operator it is posted once, and the retry says so.
    await approveAdjustment(t, asked.json().value.approvalId);
    expect((await adjust(who, "200", "CREDIT", first, id)).json().value.status).toBe("POSTED");
    expect(await mainBalance(t.app, who.token)).toBe("1100.00");
  });

  it("a repeat of one posted at once that is another adjustment (reason, amount, direction, member) is refused", async () => {
    const who = await newMember(t.app, "split");
    const other = await newMember(t.app, "split");
    const id = requestId();
    const posted = await adjust(who, "100", "CREDIT", first, id, "goodwill");
    expect(posted.json().value.status).toBe("POSTED");
    for (const [whom, amount, direction, reason] of [
      [who, "100", "CREDIT", "another reason"],
      [who, "100.01", "CREDIT", "goodwill"],
      [who, "100", "DEBIT", "goodwill"],
      [other, "100", "CREDIT", "goodwill"],
    ] as const) {
      const res = await adjust(whom, amount, direction, first, id, reason);
      expect([res.statusCode, res.json().errorCode], `${amount} ${direction} ${reason}`).toEqual([
        409,
        "IDEMPOTENCY_CONFLICT",
      ]);
    }
    // The same adjustment again answers it, as a repeat of a request does.
    expect((await adjust(who, "100.00", "CREDIT", first, id, "goodwill")).json().value).toEqual(posted.json().value);
    expect(await mainBalance(t.app, who.token)).toBe("100.00");
    expect(await mainBalance(t.app, other.token)).toBe("0.00");
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "member"), eq(auditLog.targetId, String(who.id))));
    expect(audited.map((a) => [a.action, a.detail.reason])).toEqual([["member.adjust", "goodwill"]]);
  });

  it("adjustments a second operator approved do not count, and those older than 24 hours drop out", async () => {
    const who = await newMember(t.app, "split");
    await fund(t, who.id, "5000"); // queued and approved
    expect(await statusOf(who, "999.99")).toBe("POSTED");
    expect(await statusOf(who, "0.01")).toBe("PENDING_APPROVAL");
    // The 999.99 posted 25 hours ago: out of the window. (The books refuse edits; the test
    // moves the entries' time with the session's triggers off.)
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(
        sql`update ledger_entries set created_at = now() - interval '25 hours'
            where transfer_id like 'adjustment:%'
              and account_id in (select id from ledger_accounts where owner_type = 'MEMBER' and owner_id = ${who.id})`,
      );
    });
    expect(await statusOf(who, "999.99")).toBe("POSTED");
    expect(await mainBalance(t.app, who.token)).toBe("6999.98");
  });

  // Only on PostgreSQL (DATABASE_URL): PGlite has one connection, so the two requests run one after
  // the other there and the race (and the member's advisory lock that settles it) never happens.
  // On PostgreSQL it fails without the lock (both POSTED).
  it.skipIf(!process.env.DATABASE_URL)("two adjustments racing cannot both slip under the threshold", async () => {
    for (let round = 0; round < 3; round++) {
      const who = await newMember(t.app, "race");
      const answers = await Promise.all([adjust(who, "600"), adjust(who, "600", "CREDIT", second)]);
      for (const res of answers) expect(res.statusCode, res.body).toBe(200);
      expect(answers.map((r) => r.json().value.status).sort()).toEqual(["PENDING_APPROVAL", "POSTED"]);
      expect(await mainBalance(t.app, who.token)).toBe("600.00");
    }
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
