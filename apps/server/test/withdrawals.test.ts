import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN } from "@portal/contract/api/admin";
import { API, pathWith } from "@portal/contract/api/paths";
import { auditLog, settings, withdrawals } from "../src/db/schema";
import { queryRows } from "../src/db/client";
import { checkLedger } from "../src/ledger/invariants";
import { sealed } from "./accounts-helper";
import {
  bindBank as bindBankAccount,
  fund,
  get,
  mainBalance,
  newMember,
  operatorToken,
  PAYMENT_PASSWORD,
  post,
  requestId,
  secondOperatorToken,
  type TestMember,
} from "./money-helper";
import { multipartFile, TINY_PNG } from "./multipart-helper";
import { signInOperator } from "./operator-helper";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t);
});
afterAll(() => t.close());

const bindBank = (who: TestMember, accountNumber?: string) => bindBankAccount(t.app, who, accountNumber);
/** Binds an account in a holder's name, answering the call as it came back (a refusal included). */
const bindNamed = (who: TestMember, accountName: string, accountNumber: string) =>
  sealed(
    t.app,
    "POST",
    API.bankAccounts,
    { bankName: "River Bank", accountName, accountNumber, branch: "", paymentPassword: PAYMENT_PASSWORD },
    { token: who.token },
  );

function withdraw(
  who: TestMember,
  body: { bankAccountId: number; amount: string; requestId?: string; paymentPassword?: string },
) {
  return sealed(
    t.app,
    "POST",
    API.withdrawals,
    { paymentPassword: PAYMENT_PASSWORD, requestId: requestId(), ...body },
    { token: who.token },
  );
}

const held = async (who: TestMember) => (await get(t.app, API.walletBalance, who.token)).json().value.held as string;

describe("bank accounts", () => {
  it("binds with the payment password, masks the number, keeps at most five, and shows only the caller's", async () => {
    const who = await newMember(t.app, "bnk");
    const wrong = await sealed(
      t.app,
      "POST",
      API.bankAccounts,
      { bankName: "B", accountName: "A", accountNumber: "123456789", paymentPassword: "000000" },
      { token: who.token },
    );
    expect(wrong.json().errorCode).toBe("WRONG_PAYMENT_PASSWORD");
    await bindBank(who, "1111222233334444");
    expect((await get(t.app, API.bankAccounts, who.token)).json().value.list).toEqual([
      expect.objectContaining({ bankName: "River Bank", accountNumber: "**** 4444" }),
    ]);
    for (const n of ["100000001", "100000002", "100000003", "100000004"]) await bindBank(who, n);
    const sixth = await sealed(
      t.app,
      "POST",
      API.bankAccounts,
      { bankName: "B", accountName: "A", accountNumber: "100000005", paymentPassword: PAYMENT_PASSWORD },
      { token: who.token },
    );
    expect(sixth.json().errorCode).toBe("BANK_ACCOUNT_LIMIT");
    const other = await newMember(t.app, "bnk");
    expect((await get(t.app, API.bankAccounts, other.token)).json().value.list).toEqual([]);
  });

  // Two at once take turns under the member's lock: proven on PostgreSQL (CI's suite), where they
  // run on two connections; PGlite's one connection runs them one after the other anyway.
  it("binds every account in the first one's holder name (spaces and case aside), also when two race", async () => {
    const who = await newMember(t.app, "bname");
    const bind = (accountName: string, accountNumber: string) => bindNamed(who, accountName, accountNumber);
    // Two first accounts in two names, at once: one is bound, the other refused with the first's name.
    const [one, two] = await Promise.all([bind("Nguyen Van A", "500000001"), bind("Tran Thi B", "500000002")]);
    const answers = [one, two].map((res) => res.json());
    const refused = answers.filter((answer) => !answer.success);
    expect(refused).toHaveLength(1);
    const list = (await get(t.app, API.bankAccounts, who.token)).json().value.list as { accountName: string }[];
    expect(list).toHaveLength(1);
    const holder = list[0]!.accountName;
    expect(refused[0]).toMatchObject({ errorCode: "BANK_ACCOUNT_NAME_MISMATCH", value: { accountName: holder } });
    // The same name typed otherwise is the same holder.
    const loose = ` ${holder.toUpperCase().replace(" ", "   ")} `;
    expect((await bind(loose, "500000003")).json().success).toBe(true);
    expect((await bind("Someone Else", "500000004")).json().errorCode).toBe("BANK_ACCOUNT_NAME_MISMATCH");
    expect((await get(t.app, API.bankAccounts, who.token)).json().value.list).toHaveLength(2);
  });

  it("compares holder names as a Vietnamese bank prints them: accents, đ and the Unicode form aside", async () => {
    const who = await newMember(t.app, "bnamv");
    const bind = (accountName: string, accountNumber: string) => bindNamed(who, accountName, accountNumber);
    expect((await bind("Đặng Thị Ngọc", "510000001")).json().success).toBe(true);
    expect((await bind("DANG THI NGOC", "510000002")).json().success).toBe(true);
    expect((await bind("Đặng Thị Ngọc".normalize("NFD"), "510000003")).json().success).toBe(true);
    expect((await bind("Dang Thi Ngoc Anh", "510000004")).json().errorCode).toBe("BANK_ACCOUNT_NAME_MISMATCH");
  });

  it("without a payment password, money cannot leave", async () => {
    const { register } = await import("./accounts-helper");
    const token = (
      await register(t.app, { username: "nopay0001", password: "Secret123", confirmPassword: "Secret123" })
    ).json().value.token;
    const res = await sealed(
      t.app,
      "POST",
      API.bankAccounts,
      { bankName: "B", accountName: "A", accountNumber: "123456789", paymentPassword: "123456" },
      { token },
    );
    expect(res.json().errorCode).toBe("PAYMENT_PASSWORD_NOT_SET");
  });
});

describe("withdrawal requests", () => {
  it("holds the amount at once; idempotent by requestId; refuses bad passwords, limits and overdrafts", async () => {
    const who = await newMember(t.app, "wd");
    await fund(t, who.id, "500");
    const bank = await bindBank(who);
    const id = requestId();
    const first = await withdraw(who, { bankAccountId: bank, amount: "120.25", requestId: id });
    expect(first.json().value).toMatchObject({
      status: "PENDING",
      amount: "120.25",
      bank: { accountNumber: "**** 2222" },
    });
    const retry = await withdraw(who, { bankAccountId: bank, amount: "120.25", requestId: id });
    expect(retry.json().value.id).toBe(first.json().value.id);
    expect(await mainBalance(t.app, who.token)).toBe("379.75");
    expect(await held(who)).toBe("120.25");

    const conflict = await withdraw(who, { bankAccountId: bank, amount: "99", requestId: id });
    expect(conflict.json().errorCode).toBe("IDEMPOTENCY_CONFLICT");
    expect(
      (await withdraw(who, { bankAccountId: bank, amount: "50", paymentPassword: "999999" })).json().errorCode,
    ).toBe("WRONG_PAYMENT_PASSWORD");
    expect((await withdraw(who, { bankAccountId: bank, amount: "9.99" })).json()).toMatchObject({
      errorCode: "AMOUNT_OUT_OF_RANGE",
      value: { min: "10.00", max: "50000.00" },
    });
    const overdraft = await withdraw(who, { bankAccountId: bank, amount: "400" });
    expect([overdraft.statusCode, overdraft.json().errorCode]).toEqual([409, "INSUFFICIENT_BALANCE"]);
    const stranger = await newMember(t.app, "wd");
    expect((await withdraw(stranger, { bankAccountId: bank, amount: "10" })).json().errorCode).toBe(
      "VALIDATION_FAILED",
    );

    const limits = (await get(t.app, API.withdrawalSettings, who.token)).json().value;
    expect(limits).toMatchObject({
      todayAmount: "120.25",
      todayCount: 1,
      available: "379.75",
      hasPaymentPassword: true,
      autoConfirmMinutes: 30,
    });
    // No half-written order: the refused requests left only the first one.
    expect((await get(t.app, API.withdrawals, who.token)).json().value.total).toBe(1);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("five wrong payment passwords lock it, even with the right one", async () => {
    const who = await newMember(t.app, "lock");
    await fund(t, who.id, "100");
    const bank = await bindBank(who);
    for (let i = 0; i < 5; i++) await withdraw(who, { bankAccountId: bank, amount: "10", paymentPassword: "000000" });
    expect((await withdraw(who, { bankAccountId: bank, amount: "10" })).json().errorCode).toBe("ACCOUNT_LOCKED");
    expect(await mainBalance(t.app, who.token)).toBe("100.00");
  });

  it("guesses sent in parallel are counted one by one: five wrong, then locked", async () => {
    const who = await newMember(t.app, "lockp");
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        sealed(
          t.app,
          "POST",
          API.bankAccounts,
          { bankName: "B", accountName: "A", accountNumber: `7000000${i}`, paymentPassword: `00000${i % 10}` },
          { token: who.token },
        ),
      ),
    );
    const codes = guesses.map((g) => g.json().errorCode);
    expect(codes.filter((c) => c === "WRONG_PAYMENT_PASSWORD")).toHaveLength(5);
    // The others are refused unchecked: while the five are in flight, or once they locked it.
    const refused = codes.filter((c) => c !== "WRONG_PAYMENT_PASSWORD");
    expect(refused).toHaveLength(7);
    for (const code of new Set(refused)) expect(["TOO_MANY_REQUESTS", "ACCOUNT_LOCKED"]).toContain(code);
    const right = await sealed(
      t.app,
      "POST",
      API.bankAccounts,
      { bankName: "B", accountName: "A", accountNumber: "70000099", paymentPassword: PAYMENT_PASSWORD },
      { token: who.token },
    );
    expect(right.json().errorCode).toBe("ACCOUNT_LOCKED");
  });

  it("enforces the daily count and amount, also when requests race", async () => {
    const who = await newMember(t.app, "daily");
    await fund(t, who.id, "1000");
    const bank = await bindBank(who);
    await t.database.db
      .insert(settings)
      .values({ merchantId: t.merchantId, key: "withdrawalDailyMaxCount", value: 3 })
      .onConflictDoUpdate({ target: [settings.merchantId, settings.key], set: { value: 3 } });
    try {
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => withdraw(who, { bankAccountId: bank, amount: "10" })),
      );
      const codes = answers.map((a) => a.json().errorCode || "OK").sort();
      expect(codes).toEqual(["DAILY_LIMIT_EXCEEDED", "DAILY_LIMIT_EXCEEDED", "DAILY_LIMIT_EXCEEDED", "OK", "OK", "OK"]);
      expect(await mainBalance(t.app, who.token)).toBe("970.00");
    } finally {
      await t.database.db.delete(settings).where(sql`${settings.key} = 'withdrawalDailyMaxCount'`);
    }
    const amountCap = await withdraw(who, { bankAccountId: bank, amount: "50000" });
    expect(amountCap.json().errorCode).toBe("INSUFFICIENT_BALANCE");
  });
});

describe("operator review and the member's confirmation", () => {
  async function pendingWithdrawal(amount = "100") {
    const who = await newMember(t.app, "rev");
    await fund(t, who.id, "300");
    const bank = await bindBank(who);
    const order = (await withdraw(who, { bankAccountId: bank, amount })).json().value;
    return { who, id: order.id as string };
  }
  const review = (action: "approve" | "pay" | "reject" | "received", id: string, token = admin, note = "") =>
    post(
      t.app,
      pathWith(
        {
          approve: ADMIN.withdrawalApprove,
          pay: ADMIN.withdrawalPay,
          reject: ADMIN.withdrawalReject,
          received: ADMIN.withdrawalReceived,
        }[action],
        { id },
      ),
      token,
      { note },
    );
  const status = async (who: TestMember, id: string) =>
    (await get(t.app, API.withdrawals, who.token)).json().value.list.find((w: { id: string }) => w.id === id);

  it("approve, pay, then the member confirms receipt: the hold goes to the withdrawals clearing account", async () => {
    const { who, id } = await pendingWithdrawal();
    expect((await post(t.app, pathWith(API.withdrawalReceived, { id }), who.token)).json().errorCode).toBe(
      "INVALID_STATE",
    );
    expect((await review("pay", id)).json().errorCode).toBe("INVALID_STATE");
    expect((await review("approve", id)).statusCode).toBe(200);
    expect((await review("pay", id)).statusCode).toBe(200);
    const paid = await status(who, id);
    expect(paid).toMatchObject({ status: "PAID", confirmation: null });
    expect(paid.autoConfirmAt - paid.paidAt).toBe(30 * 60_000);
    expect(await held(who)).toBe("0.00");
    expect(await mainBalance(t.app, who.token)).toBe("200.00");

    const stranger = await newMember(t.app, "rev");
    expect((await post(t.app, pathWith(API.withdrawalReceived, { id }), stranger.token)).statusCode).toBe(404);
    expect((await post(t.app, pathWith(API.withdrawalReceived, { id }), who.token)).json().value).toMatchObject({
      status: "RECEIVED",
      confirmation: "MEMBER",
    });
    expect((await review("reject", id)).json().errorCode).toBe("INVALID_STATE");
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("a large order (at or above 10,000.00 by default) needs two operators' approvals before it can be paid", async () => {
    const who = await newMember(t.app, "big");
    await fund(t, who.id, "20000");
    const bank = await bindBank(who);
    const id = (await withdraw(who, { bankAccountId: bank, amount: "15000" })).json().value.id as string;
    const inQueue = async () =>
      (await get(t.app, `${ADMIN.withdrawals}?status=PENDING&pageSize=200`, admin))
        .json()
        .value.list.find((w: { id: string }) => w.id === id);
    expect((await inQueue()).awaitingSecondApproval).toBe(false);

    expect((await review("approve", id)).statusCode).toBe(200);
    expect(await status(who, id)).toMatchObject({ status: "PENDING" });
    expect((await inQueue()).awaitingSecondApproval).toBe(true);
    const again = await review("approve", id);
    expect([again.statusCode, again.json().errorCode]).toEqual([403, "SECOND_OPERATOR_REQUIRED"]);
    expect((await review("pay", id)).json().errorCode).toBe("INVALID_STATE");

    expect((await review("approve", id, await secondOperatorToken(t))).statusCode).toBe(200);
    expect(await status(who, id)).toMatchObject({ status: "APPROVED" });
    expect((await review("pay", id)).statusCode).toBe(200);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit.map((a) => a.action)).toEqual(["withdrawal.approve", "withdrawal.approve", "withdrawal.pay"]);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  describe("orders split under the two-operator threshold", () => {
    /** A member with 20,000.00 and a bank account, and an order of `amount` made by it. */
    async function splitter() {
      const who = await newMember(t.app, "split");
      await fund(t, who.id, "20000");
      const bank = await bindBank(who);
      const order = async (amount: string) =>
        (await withdraw(who, { bankAccountId: bank, amount })).json().value.id as string;
      return { who, order };
    }

    it("count together: the order that reaches 10,000.00 with those approved at once in 24 hours needs a second operator", async () => {
      const { who, order } = await splitter();
      const [first, rejected, second] = [await order("6000"), await order("5000"), await order("6000")];
      expect((await review("reject", rejected)).statusCode).toBe(200);
      expect((await review("approve", first)).statusCode).toBe(200);
      expect(await status(who, first)).toMatchObject({ status: "APPROVED" });
      // 6,000 approved at once + 6,000 (the rejected 5,000 counts for nothing): a second operator.
      expect((await review("approve", second)).statusCode).toBe(200);
      expect(await status(who, second)).toMatchObject({ status: "PENDING" });
      const again = await review("approve", second);
      expect([again.statusCode, again.json().errorCode]).toEqual([403, "SECOND_OPERATOR_REQUIRED"]);
      expect((await review("approve", second, await secondOperatorToken(t))).statusCode).toBe(200);
      expect(await status(who, second)).toMatchObject({ status: "APPROVED" });
      // One approved by two operators counts no more: 6,000 at once + 3,000 passes at once.
      const third = await order("3000");
      expect((await review("approve", third)).statusCode).toBe(200);
      expect(await status(who, third)).toMatchObject({ status: "APPROVED" });
      expect(await checkLedger(t.database.db)).toEqual([]);
    });

    it("counts by approval time: orders requested days ago and approved now count; one approved 25 hours ago does not", async () => {
      const { who, order } = await splitter();
      // A backlog: two orders requested 25 hours ago, approved one after the other now.
      const [old, older] = [await order("6000"), await order("6000")];
      await t.database.db
        .update(withdrawals)
        .set({ createdAt: sql`now() - interval '25 hours'` })
        .where(sql`${withdrawals.id} in (${old}, ${older})`);
      expect((await review("approve", old)).statusCode).toBe(200);
      expect(await status(who, old)).toMatchObject({ status: "APPROVED" });
      expect((await review("approve", older)).statusCode).toBe(200);
      expect(await status(who, older)).toMatchObject({ status: "PENDING" });
      // Once the approval is 25 hours old, it no longer counts.
      await t.database.db
        .update(withdrawals)
        .set({ approvedAt: sql`now() - interval '25 hours'` })
        .where(eq(withdrawals.id, old));
      const next = await order("6000");
      expect((await review("approve", next)).statusCode).toBe(200);
      expect(await status(who, next)).toMatchObject({ status: "APPROVED" });
    });

    // Two approvals at once need PostgreSQL's pool: embedded PGlite runs one transaction at a time.
    // Another approval of the member's is made to be in flight (this transaction holds the member's
    // approvals lock); the approval sent meanwhile must wait for it, then count what it approved.
    it.runIf(process.env.DATABASE_URL)(
      "an approval waits for another of the same member's in flight, then counts it",
      async () => {
        const { who, order } = await splitter();
        const [first, second] = [await order("6000"), await order("6000")];
        const db = t.database.db;
        let release!: () => void;
        const released = new Promise<void>((resolve) => (release = resolve));
        let locked!: () => void;
        const isLocked = new Promise<void>((resolve) => (locked = resolve));
        const otherApproval = db.transaction(async (tx) => {
          await tx.execute(
            sql`select pg_advisory_xact_lock(hashtextextended(${`member-withdrawal-approvals:${who.id}`}::text, 0))`,
          );
          locked();
          await released;
          await tx
            .update(withdrawals)
            .set({ status: "APPROVED", approvedAt: new Date() })
            .where(eq(withdrawals.id, first));
        });
        await isLocked;
        let answered = false;
        const approval = review("approve", second, await secondOperatorToken(t)).finally(() => (answered = true));
        // Until it waits on the member's lock (or, wrongly, has answered without waiting).
        await expect
          .poll(async () => {
            if (answered) return "answered";
            const [row] = await queryRows<{ waiting: number }>(
              db,
              sql`select count(*)::int as waiting from pg_stat_activity
                  where datname = current_database() and wait_event_type = 'Lock' and wait_event = 'advisory'`,
            );
            return row!.waiting > 0 ? "waiting" : "running";
          })
          .not.toBe("running");
        release();
        await otherApproval;
        expect((await approval).statusCode).toBe(200);
        expect(await status(who, second)).toMatchObject({ status: "PENDING" });
      },
    );
  });

  it("a rejection releases the hold back to the main wallet, once", async () => {
    const { who, id } = await pendingWithdrawal("80");
    expect(await mainBalance(t.app, who.token)).toBe("220.00");
    expect((await review("reject", id, admin, "name mismatch")).statusCode).toBe(200);
    expect((await review("reject", id)).json().errorCode).toBe("INVALID_STATE");
    expect(await status(who, id)).toMatchObject({ status: "REJECTED", note: "name mismatch" });
    expect(await mainBalance(t.app, who.token)).toBe("300.00");
    expect(await held(who)).toBe("0.00");
  });

  it("not received with a proof: the operator refunds from clearing, or finds it was received", async () => {
    const { who, id } = await pendingWithdrawal("60");
    await review("approve", id);
    await review("pay", id);
    const proof = multipartFile(TINY_PNG);
    const notReceived = await t.app.inject({
      method: "POST",
      url: pathWith(API.withdrawalNotReceived, { id }),
      payload: proof.payload,
      headers: { ...proof.headers, authorization: who.token },
    });
    expect(notReceived.json().value).toMatchObject({ status: "NOT_RECEIVED" });
    const image = await get(t.app, pathWith(ADMIN.withdrawalProof, { id }), admin);
    expect(image.headers["content-type"]).toBe("image/png");
    // Served as an inert download, like a deposit receipt (test/uploads.test.ts).
    expect(image.headers["content-disposition"]).toBe(`attachment; filename="proof-${id}.png"`);
    expect(image.headers["x-content-type-options"]).toBe("nosniff");
    expect(image.headers["content-security-policy"]).toContain("sandbox");
    expect((await review("reject", id, admin, "bank returned it")).statusCode).toBe(200);
    expect(await mainBalance(t.app, who.token)).toBe("300.00");

    const second = await pendingWithdrawal("25");
    await review("approve", second.id);
    await review("pay", second.id);
    const form = multipartFile(TINY_PNG);
    await t.app.inject({
      method: "POST",
      url: pathWith(API.withdrawalNotReceived, { id: second.id }),
      payload: form.payload,
      headers: { ...form.headers, authorization: second.who.token },
    });
    expect((await review("received", second.id)).statusCode).toBe(200);
    expect(await status(second.who, second.id)).toMatchObject({ status: "RECEIVED", confirmation: "OPERATOR" });
    expect(await mainBalance(t.app, second.who.token)).toBe("275.00");
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("a paid withdrawal left unconfirmed is treated as received after the brand's minutes", async () => {
    const { who, id } = await pendingWithdrawal("15");
    await review("approve", id);
    await review("pay", id);
    await t.database.db
      .update(withdrawals)
      .set({ paidAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(withdrawals.id, id));
    // Past the deadline, before any job or list marked it: no dispute can be opened any more.
    const proof = multipartFile(TINY_PNG);
    const late = await t.app.inject({
      method: "POST",
      url: pathWith(API.withdrawalNotReceived, { id }),
      payload: proof.payload,
      headers: { ...proof.headers, authorization: who.token },
    });
    expect(late.json().errorCode).toBe("INVALID_STATE");
    expect(await status(who, id)).toMatchObject({ status: "RECEIVED", confirmation: "AUTO", autoConfirmAt: null });
  });

  it("roles: SUPPORT reads but cannot decide; a member token is not an operator token", async () => {
    const { id, who } = await pendingWithdrawal("11");
    const created = await post(t.app, ADMIN.operators, admin, {
      username: "support_1",
      password: "Support-Pass-123",
      role: "SUPPORT",
    });
    expect(created.json().value).toMatchObject({ username: "support_1", role: "SUPPORT" });
    const supportLogin = await signInOperator(t, { username: "support_1", password: "Support-Pass-123" });
    expect(supportLogin).toMatchObject({ role: "SUPPORT" });
    const support = supportLogin.token;
    expect((await get(t.app, ADMIN.withdrawals, support)).statusCode).toBe(200);
    const denied = await review("approve", id, support);
    expect([denied.statusCode, denied.json().errorCode]).toEqual([403, "FORBIDDEN"]);
    expect(
      (
        await post(t.app, ADMIN.operators, support, {
          username: "sneaky_1",
          password: "Sneaky-Pass-123",
          role: "ADMIN",
        })
      ).statusCode,
    ).toBe(403);
    expect((await review("approve", id, who.token)).json().errorCode).toBe("NOT_LOGGED_IN");
    expect((await get(t.app, ADMIN.withdrawals, "")).statusCode).toBe(401);
    const badLogin = await t.app.inject({
      method: "POST",
      url: ADMIN.login,
      payload: { username: "support_1", password: "wrong-password" },
    });
    expect(badLogin.json().errorCode).toBe("LOGIN_FAILED");
  });
});
