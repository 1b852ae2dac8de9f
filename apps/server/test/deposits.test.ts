import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN } from "@portal/contract/api/admin";
import { API, pathWith } from "@portal/contract/api/paths";
import { FEATURE } from "@portal/contract/feature-switches";
import { and } from "drizzle-orm";
import { featureSwitches, paymentChannels, settings } from "../src/db/schema";
import { checkLedger } from "../src/ledger/invariants";
import { signSandboxCallback } from "../src/modules/deposits/gateways/sandbox";
import {
  channelId,
  get,
  mainBalance,
  newMember,
  operatorToken,
  post,
  requestId,
  type TestMember,
} from "./money-helper";
import { multipartFile, TINY_PNG } from "./multipart-helper";
import { createTestApp, type TestApp } from "./test-app";
import { freePlay } from "./accounts-helper";

let t: TestApp;
let member: TestMember;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  member = await newMember(t.app, "dep");
  admin = await operatorToken(t);
});
afterAll(() => t.close());

const createDeposit = (who: TestMember, body: object) => post(t.app, API.deposits, who.token, body);

async function sandboxSecret(): Promise<string> {
  const [row] = await t.database.db
    .select({ secret: paymentChannels.secret })
    .from(paymentChannels)
    .where(and(eq(paymentChannels.merchantId, t.merchantId), eq(paymentChannels.gateway, "sandbox")));
  return row!.secret;
}

function callback(
  fields: { orderNo: string; amount: string; status: "PAID" | "FAILED"; reference: string; timestamp: number },
  secret: string,
) {
  return t.app.inject({
    method: "POST",
    url: pathWith(API.paymentCallback, { gateway: "sandbox" }),
    payload: { ...fields, signature: signSandboxCallback(fields, secret) },
  });
}

describe("deposit channels and orders", () => {
  it("lists the operator's channels with their limits, and not to trial members", async () => {
    const res = (await get(t.app, API.paymentChannels, member.token)).json().value.list;
    expect(res).toEqual([
      expect.objectContaining({
        kind: "BANK_TRANSFER",
        name: "Bank transfer",
        minAmount: "10.00",
        maxAmount: "50000.00",
      }),
      expect.objectContaining({ kind: "GATEWAY", name: "Sandbox gateway", minAmount: "1.00" }),
    ]);
    const trial = (await freePlay(t.app)).json().value.token;
    expect((await get(t.app, API.paymentChannels, trial)).json().errorCode).toBe("TRIAL_ACCOUNT");
  });

  it("opens one order per requestId; other content under it is a conflict; limits and scale are checked", async () => {
    const bank = await channelId(t.app, member.token, "BANK_TRANSFER");
    const id = requestId();
    const first = (await createDeposit(member, { channelId: bank, amount: "100", requestId: id })).json();
    const again = (await createDeposit(member, { channelId: bank, amount: "100.00", requestId: id })).json();
    expect(first.value.orderNo).toMatch(/^D\d{6}[0-9A-Z]{10}$/);
    expect(again.value.orderNo).toBe(first.value.orderNo);
    expect(first.value).toMatchObject({ status: "PENDING", amount: "100.00", hasReceipt: false, payUrl: null });
    expect(first.value.bank).toMatchObject({ bankName: "Demo Bank", accountNumber: "000123456789" });

    const conflict = await createDeposit(member, { channelId: bank, amount: "101", requestId: id });
    expect([conflict.statusCode, conflict.json().errorCode]).toEqual([409, "IDEMPOTENCY_CONFLICT"]);
    const small = await createDeposit(member, { channelId: bank, amount: "9.99", requestId: requestId() });
    expect(small.json()).toMatchObject({ errorCode: "AMOUNT_OUT_OF_RANGE", value: { min: "10.00", max: "50000.00" } });
    const tooPrecise = await createDeposit(member, { channelId: bank, amount: "10.001", requestId: requestId() });
    expect(tooPrecise.json()).toMatchObject({
      errorCode: "VALIDATION_FAILED",
      value: { fields: { amount: expect.any(String) } },
    });
    const float = await createDeposit(member, { channelId: bank, amount: 10.5, requestId: requestId() });
    expect(float.json().errorCode).toBe("VALIDATION_FAILED");
  });

  it("is refused when the brand switches deposits off", async () => {
    await t.database.db
      .update(featureSwitches)
      .set({ enabled: false })
      .where(and(eq(featureSwitches.merchantId, t.merchantId), eq(featureSwitches.modId, FEATURE.deposit)));
    try {
      const bank = await channelId(t.app, member.token, "BANK_TRANSFER");
      const res = await createDeposit(member, { channelId: bank, amount: "50", requestId: requestId() });
      expect(res.json().errorCode).toBe("FUNCTION_NOT_ENABLED");
    } finally {
      await t.database.db
        .update(featureSwitches)
        .set({ enabled: true })
        .where(and(eq(featureSwitches.merchantId, t.merchantId), eq(featureSwitches.modId, FEATURE.deposit)));
    }
  });
});

describe("sandbox gateway", () => {
  it("pays through the gateway page and its signed callback: the balance rises once", async () => {
    const payer = await newMember(t.app, "gw");
    const gateway = await channelId(t.app, payer.token, "GATEWAY");
    const order = (await createDeposit(payer, { channelId: gateway, amount: "250.50", requestId: requestId() })).json()
      .value;
    expect(order.payUrl).toMatch(new RegExp(`^/sandbox-gateway/pay/${order.orderNo}\\?language=`));

    const page = await t.app.inject({ method: "GET", url: order.payUrl });
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain(order.orderNo);
    expect(page.body).toContain("250.50 USD");

    const paid = await t.app.inject({
      method: "POST",
      url: order.payUrl.split("?")[0],
      payload: "outcome=PAID",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe("/index?member=depositv2");
    expect(await mainBalance(t.app, payer.token)).toBe("250.50");
    const view = (await get(t.app, pathWith(API.deposit, { orderNo: order.orderNo }), payer.token)).json().value;
    expect(view).toMatchObject({ status: "CONFIRMED", payUrl: null });

    // The gateway repeats its callback (as gateways do): acknowledged, nothing credited twice.
    const secret = await sandboxSecret();
    const repeat = await callback(
      { orderNo: order.orderNo, amount: "250.50", status: "PAID", reference: "SBX-again", timestamp: Date.now() },
      secret,
    );
    expect([repeat.statusCode, repeat.body]).toEqual([200, "OK"]);
    expect(await mainBalance(t.app, payer.token)).toBe("250.50");
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("refuses a callback with a wrong signature, a stale timestamp or another amount", async () => {
    const payer = await newMember(t.app, "gwbad");
    const gateway = await channelId(t.app, payer.token, "GATEWAY");
    const order = (await createDeposit(payer, { channelId: gateway, amount: "20", requestId: requestId() })).json()
      .value;
    const secret = await sandboxSecret();
    const fields = {
      orderNo: order.orderNo,
      amount: "20.00",
      status: "PAID" as const,
      reference: "SBX-1",
      timestamp: Date.now(),
    };

    const forged = await callback(fields, "not-the-secret");
    expect([forged.statusCode, forged.json().errorCode]).toEqual([401, "INVALID_SIGNATURE"]);
    const stale = await callback({ ...fields, timestamp: Date.now() - 10 * 60_000 }, secret);
    expect(stale.json().errorCode).toBe("INVALID_SIGNATURE");
    const tampered = await t.app.inject({
      method: "POST",
      url: pathWith(API.paymentCallback, { gateway: "sandbox" }),
      payload: { ...fields, amount: "2000.00", signature: signSandboxCallback(fields, secret) },
    });
    expect(tampered.json().errorCode).toBe("INVALID_SIGNATURE");
    const otherAmount = await callback({ ...fields, amount: "19.00" }, secret);
    expect(otherAmount.json().errorCode).toBe("VALIDATION_FAILED");
    const unknownGateway = await t.app.inject({
      method: "POST",
      url: pathWith(API.paymentCallback, { gateway: "nope" }),
      payload: fields,
    });
    expect(unknownGateway.json().errorCode).toBe("INVALID_SIGNATURE");
    expect(await mainBalance(t.app, payer.token)).toBe("0.00");
  });

  it("credits exactly once when the same callback arrives many times at once", async () => {
    const payer = await newMember(t.app, "gwrace");
    const gateway = await channelId(t.app, payer.token, "GATEWAY");
    const order = (await createDeposit(payer, { channelId: gateway, amount: "75", requestId: requestId() })).json()
      .value;
    const secret = await sandboxSecret();
    const fields = {
      orderNo: order.orderNo,
      amount: "75.00",
      status: "PAID" as const,
      reference: "SBX-race",
      timestamp: Date.now(),
    };
    const answers = await Promise.all(Array.from({ length: 8 }, () => callback(fields, secret)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(await mainBalance(t.app, payer.token)).toBe("75.00");
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("a declined payment rejects the order; a later PAID callback cannot credit it", async () => {
    const payer = await newMember(t.app, "gwno");
    const gateway = await channelId(t.app, payer.token, "GATEWAY");
    const order = (await createDeposit(payer, { channelId: gateway, amount: "30", requestId: requestId() })).json()
      .value;
    await t.app.inject({
      method: "POST",
      url: order.payUrl.split("?")[0],
      payload: "outcome=FAILED",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    const view = (await get(t.app, pathWith(API.deposit, { orderNo: order.orderNo }), payer.token)).json().value;
    expect(view.status).toBe("REJECTED");
    const late = await callback(
      { orderNo: order.orderNo, amount: "30.00", status: "PAID", reference: "SBX-late", timestamp: Date.now() },
      await sandboxSecret(),
    );
    expect(late.json().errorCode).toBe("INVALID_STATE");
    expect(await mainBalance(t.app, payer.token)).toBe("0.00");
  });
});

describe("the sandbox gateway outside a sandbox brand", () => {
  it("is neither offered, nor payable, nor creatable when sandboxGatewayEnabled is off", async () => {
    const payer = await newMember(t.app, "gwoff");
    const gateway = await channelId(t.app, payer.token, "GATEWAY");
    const order = (await createDeposit(payer, { channelId: gateway, amount: "20", requestId: requestId() })).json()
      .value;
    await t.database.db
      .update(settings)
      .set({ value: false })
      .where(and(eq(settings.merchantId, t.merchantId), eq(settings.key, "sandboxGatewayEnabled")));
    try {
      const kinds = (await get(t.app, API.paymentChannels, payer.token))
        .json()
        .value.list.map((c: { kind: string }) => c.kind);
      expect(kinds).toEqual(["BANK_TRANSFER"]);
      expect(
        (await createDeposit(payer, { channelId: gateway, amount: "20", requestId: requestId() })).json().errorCode,
      ).toBe("VALIDATION_FAILED");
      const pay = await t.app.inject({
        method: "POST",
        url: order.payUrl.split("?")[0],
        payload: "outcome=PAID",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(pay.statusCode).toBe(404);
      const late = await callback(
        { orderNo: order.orderNo, amount: "20.00", status: "PAID", reference: "SBX-off", timestamp: Date.now() },
        await sandboxSecret(),
      );
      expect(late.json().errorCode).toBe("INVALID_SIGNATURE");
      const created = await post(t.app, ADMIN.paymentChannels, admin, {
        code: "SBX2",
        kind: "GATEWAY",
        gateway: "sandbox",
        name: { en: "Free money" },
        minAmount: "1",
        maxAmount: "100000",
      });
      expect(created.json()).toMatchObject({
        errorCode: "VALIDATION_FAILED",
        value: { fields: { gateway: "unknown" } },
      });
      expect(await mainBalance(t.app, payer.token)).toBe("0.00");
    } finally {
      await t.database.db
        .update(settings)
        .set({ value: true })
        .where(and(eq(settings.merchantId, t.merchantId), eq(settings.key, "sandboxGatewayEnabled")));
    }
  });
});

describe("bank transfer with receipt and operator review", () => {
  it("takes a PNG or JPG receipt of at most 5 MB; the operator confirms once; the audit log keeps it", async () => {
    const payer = await newMember(t.app, "bank");
    const bank = await channelId(t.app, payer.token, "BANK_TRANSFER");
    const order = (await createDeposit(payer, { channelId: bank, amount: "1234.56", requestId: requestId() })).json()
      .value;
    const receiptUrl = pathWith(API.depositReceipt, { orderNo: order.orderNo });
    const upload = (bytes: Buffer, token = payer.token, contentType = "image/png") => {
      const form = multipartFile(bytes, { contentType });
      return t.app.inject({
        method: "POST",
        url: receiptUrl,
        payload: form.payload,
        headers: { ...form.headers, authorization: token },
      });
    };

    const text = await upload(Buffer.from("not an image at all"), payer.token, "image/png");
    expect([text.statusCode, text.json().errorCode]).toEqual([415, "UNSUPPORTED_MEDIA_TYPE"]);
    const huge = await upload(Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024)]));
    expect([huge.statusCode, huge.json().errorCode]).toEqual([413, "PAYLOAD_TOO_LARGE"]);
    const json = await post(t.app, receiptUrl, payer.token, { file: "x" });
    expect(json.json().errorCode).toBe("UNSUPPORTED_MEDIA_TYPE");
    const stranger = await newMember(t.app, "strgr");
    expect((await upload(TINY_PNG, stranger.token)).json().errorCode).toBe("NOT_FOUND");
    expect((await get(t.app, pathWith(API.deposit, { orderNo: order.orderNo }), stranger.token)).statusCode).toBe(404);

    const ok = await upload(TINY_PNG);
    expect(ok.json().value).toMatchObject({ hasReceipt: true, status: "PENDING" });
    const receipt = await get(t.app, pathWith(ADMIN.depositReceipt, { orderNo: order.orderNo }), admin);
    expect(receipt.headers["content-type"]).toBe("image/png");
    // What is served is the image re-encoded (only its pixels; test/uploads.test.ts has the rules).
    expect(await sharp(receipt.rawPayload).metadata()).toMatchObject({ format: "png", width: 1, height: 1 });

    const pending = (await get(t.app, `${ADMIN.deposits}?status=PENDING`, admin)).json().value.list;
    expect(pending.map((d: { orderNo: string }) => d.orderNo)).toContain(order.orderNo);
    const confirmUrl = pathWith(ADMIN.depositConfirm, { orderNo: order.orderNo });
    expect((await post(t.app, confirmUrl, admin, { note: "seen on statement" })).statusCode).toBe(200);
    expect((await post(t.app, confirmUrl, admin, {})).statusCode).toBe(200);
    expect(await mainBalance(t.app, payer.token)).toBe("1234.56");
    const reject = await post(t.app, pathWith(ADMIN.depositReject, { orderNo: order.orderNo }), admin, {
      note: "late",
    });
    expect(reject.json().errorCode).toBe("INVALID_STATE");
    expect((await upload(TINY_PNG)).json().errorCode).toBe("INVALID_STATE");

    const log = (await get(t.app, ADMIN.audit, admin)).json().value.list;
    expect(log).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          operator: "demo_admin",
          action: "deposit.confirm",
          targetId: order.orderNo,
          detail: { note: "seen on statement" },
        }),
      ]),
    );
    expect(
      log.filter(
        (e: { action: string; targetId: string }) => e.action === "deposit.confirm" && e.targetId === order.orderNo,
      ),
    ).toHaveLength(1);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("an operator rejects a pending order: no money moves", async () => {
    const payer = await newMember(t.app, "bankno");
    const bank = await channelId(t.app, payer.token, "BANK_TRANSFER");
    const order = (await createDeposit(payer, { channelId: bank, amount: "40", requestId: requestId() })).json().value;
    expect(
      (await post(t.app, pathWith(ADMIN.depositReject, { orderNo: order.orderNo }), admin, { note: "no money seen" }))
        .statusCode,
    ).toBe(200);
    const list = (await get(t.app, API.deposits, payer.token)).json().value;
    expect(list).toMatchObject({ total: 1, list: [{ orderNo: order.orderNo, status: "REJECTED" }] });
    expect(await mainBalance(t.app, payer.token)).toBe("0.00");
    const confirm = await post(t.app, pathWith(ADMIN.depositConfirm, { orderNo: order.orderNo }), admin, {});
    expect(confirm.json().errorCode).toBe("INVALID_STATE");
  });
});
