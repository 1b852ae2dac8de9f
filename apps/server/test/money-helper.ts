import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { ADMIN } from "@portal/contract/api/admin";
import { ADJUSTMENTS_ADMIN } from "@portal/contract/api/admin-adjustments";
import { API, pathWith } from "@portal/contract/api/paths";
import { memberInfo, register, sealed } from "./accounts-helper";
import { signInOperator } from "./operator-helper";
import { Operators } from "../src/modules/admin/operators";
import { OperatorRepository } from "../src/modules/admin/operators-repository";
import { ProtectionRepository } from "../src/modules/protection/repository";
import type { TestApp } from "./test-app";
import { eq } from "drizzle-orm";
import { merchants, promotionOffers } from "../src/db/schema";
import { PromotionRepository } from "../src/modules/promotions/repository";

export const PAYMENT_PASSWORD = "135790";
let nextMember = 0;

export interface TestMember {
  token: string;
  id: number;
  account: string;
}

/** A fresh member with a payment password (registration, then the security centre). */
export async function newMember(app: FastifyInstance, prefix = "money"): Promise<TestMember> {
  nextMember += 1;
  const account = `${prefix}${String(nextMember).padStart(4, "0")}${randomUUID().slice(0, 4)}`.slice(0, 16);
  const token = (await register(app, { username: account, password: "Secret123", confirmPassword: "Secret123" })).json()
    .value.token as string;
  await sealed(
    app,
    "POST",
    API.paymentPassword,
    { password: "Secret123", newPaymentPassword: PAYMENT_PASSWORD, confirmPaymentPassword: PAYMENT_PASSWORD },
    { token },
  );
  const id = (await memberInfo(app, token)).json().value.id as number;
  return { token, id, account };
}

/** Binds a bank account for a member with the payment password; answers its id. */
export async function bindBank(app: FastifyInstance, who: TestMember, accountNumber = "6222 0000 1111 2222") {
  const res = await sealed(
    app,
    "POST",
    API.bankAccounts,
    {
      bankName: "River Bank",
      accountName: "Test Person",
      accountNumber,
      branch: "",
      paymentPassword: PAYMENT_PASSWORD,
    },
    { token: who.token },
  );
  if (res.statusCode !== 200) throw new Error(`binding failed: ${res.body}`);
  return res.json().value.id as number;
}

/** The demo operator's token, one sign-in (password and TOTP) per test app (operator logins are rate limited). */
const operatorTokens = new WeakMap<TestApp, Promise<string>>();
export function operatorToken(t: TestApp): Promise<string> {
  let token = operatorTokens.get(t);
  if (!token) {
    token = signInOperator(t, t.demoOperator).then((session) => session.token);
    operatorTokens.set(t, token);
  }
  return token;
}

export const requestId = () => randomUUID();

export function get(app: FastifyInstance, url: string, token: string) {
  return app.inject({ method: "GET", url, headers: { authorization: token } });
}

export function post(app: FastifyInstance, url: string, token: string, payload: object = {}) {
  return app.inject({ method: "POST", url, headers: { authorization: token }, payload });
}

export async function mainBalance(app: FastifyInstance, token: string): Promise<string> {
  const wallets = (await get(app, API.walletBalance, token)).json().value.wallets as {
    kind: string;
    balance: string;
  }[];
  return wallets.find((w) => w.kind === "MAIN")!.balance;
}

/** Credits a member through the operator's manual adjustment (audited). */
export async function fund(t: TestApp, memberId: number, amount: string): Promise<void> {
  const admin = await operatorToken(t);
  const res = await post(t.app, pathWith(ADMIN.adjustments, { memberId }), admin, {
    direction: "CREDIT",
    amount,
    reason: "test funding",
    requestId: requestId(),
  });
  if (res.statusCode !== 200) throw new Error(`funding failed: ${res.body}`);
  // At or above the brand's approval threshold the credit waits for a second operator (four eyes).
  const answer = res.json().value as { status: string; approvalId: number | null };
  if (answer.status === "PENDING_APPROVAL") await approveAdjustment(t, answer.approvalId!);
}

/** A second ADMIN of the demo brand, signed in once per test app: the four-eyes approvals' other operator. */
const secondTokens = new WeakMap<TestApp, Promise<string>>();
export function secondOperatorToken(t: TestApp): Promise<string> {
  let token = secondTokens.get(t);
  if (!token) {
    const credentials = { username: "second_admin", password: "Second-Admin-Pass-123" };
    token = new Operators(new OperatorRepository(t.database.db))
      .create({ merchantId: t.merchantId, ...credentials, role: "ADMIN" })
      .then(() => signInOperator(t, credentials))
      .then((session) => session.token);
    secondTokens.set(t, token);
  }
  return token;
}

/** The second operator approves an adjustment request; throws when refused. */
export async function approveAdjustment(t: TestApp, approvalId: number): Promise<void> {
  const res = await post(t.app, pathWith(ADJUSTMENTS_ADMIN.approve, { id: approvalId }), await secondOperatorToken(t));
  if (res.statusCode !== 200) throw new Error(`approval failed: ${res.body}`);
}

export async function channelId(
  app: FastifyInstance,
  token: string,
  kind: "BANK_TRANSFER" | "GATEWAY",
): Promise<number> {
  const list = (await get(app, API.paymentChannels, token)).json().value.list as { id: number; kind: string }[];
  return list.find((c) => c.kind === kind)!.id;
}

/** A wallet transfer between the main wallet and a vendor wallet (GCS_walletTransfer). */
export function walletTransfer(
  app: FastifyInstance,
  who: TestMember,
  from: string,
  to: string,
  amount: string,
  id = requestId(),
) {
  return post(app, API.walletTransfer, who.token, { from, to, amount, requestId: id });
}

/** The member's sum, main wallet, sandbox vendor wallet and held money, as the wallet page shows them. */
export async function sandboxWallets(app: FastifyInstance, who: TestMember) {
  const value = (await get(app, API.walletBalance, who.token)).json().value;
  const vendor = value.wallets.find((w: { kind: string }) => w.kind === "VENDOR:SANDBOX");
  return { sum: value.sumBalance, main: value.wallets[0].balance, vendor: vendor.balance, held: value.held };
}

/** A bank-transfer deposit the operator confirmed (credited); answers its order number. */
export async function confirmedDeposit(t: TestApp, who: TestMember, amount: string): Promise<string> {
  const channel = await channelId(t.app, who.token, "BANK_TRANSFER");
  const created = await post(t.app, API.deposits, who.token, { channelId: channel, amount, requestId: requestId() });
  if (created.statusCode !== 200) throw new Error(`deposit failed: ${created.body}`);
  const orderNo = created.json().value.orderNo as string;
  const confirmed = await post(t.app, pathWith(ADMIN.depositConfirm, { orderNo }), await operatorToken(t), {});
  if (confirmed.statusCode !== 200) throw new Error(`confirm failed: ${confirmed.body}`);
  return orderNo;
}

/**
 * A time-out of an hour, begun a second ago, written straight to the table: the member's sessions
 * (and the games launched from them) are left alive, as if they outlived the break.
 */
export function breakBehindSessions(t: TestApp, memberId: number, kind: "TIME_OUT" | "SELF_EXCLUSION" = "TIME_OUT") {
  return new ProtectionRepository(t.database.db).insertBreak({
    merchantId: t.merchantId,
    memberId,
    kind,
    startsAt: new Date(Date.now() - 1000),
    endsAt: new Date(Date.now() + 3_600_000),
  });
}

/**
 * An active bonus of the brand's first offer whose unmet turnover locks `lockedMinor` of the
 * member's main wallet (decision 0039), written straight to the table: the lock without the
 * claim's deposit and bonus postings.
 */
export async function bonusLocking(t: TestApp, memberId: number, lockedMinor: bigint) {
  const [merchant] = await t.database.db.select().from(merchants).where(eq(merchants.id, t.merchantId));
  const [offer] = await t.database.db.select().from(promotionOffers).limit(1);
  const key = `lock-${memberId}-${randomUUID()}`;
  return new PromotionRepository(t.database.db).insertGrant({
    merchantId: t.merchantId,
    memberId,
    offerId: offer!.id,
    requestId: key,
    periodKey: key,
    depositOrderNo: key,
    currency: merchant!.currency,
    depositAmount: 1_000n,
    bonusAmount: 1_000n,
    lockedAmount: lockedMinor,
    turnoverRequired: 100_000n,
    weights: { RNG: 100 },
    expiresAt: new Date(Date.now() + 24 * 3_600_000),
  });
}
