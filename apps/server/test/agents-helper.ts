import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { AGENT_API, rateToPpm } from "@portal/contract/api/agents";
import type { AppDeps } from "../src/app-deps";
import { betTotalsHourly, memberRebateRates, members, settings } from "../src/db/schema";
import { changePassword, login } from "./accounts-helper";
import { newMember, type TestMember } from "./money-helper";
import type { TestApp } from "./test-app";

/** A call with a member's (or an operator's) token. */
export function call(t: TestApp, method: "GET" | "PUT" | "POST", url: string, token: string, payload?: object) {
  return t.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
}

/** A registered member made a top-level agent of `type` with these rates (percent), as an operator would. */
export async function agentOf(t: TestApp, type: number, rates: Record<string, string> = {}): Promise<TestMember> {
  const member = await newMember(t.app, "ag");
  await t.database.db.update(members).set({ memberType: type }).where(eq(members.id, member.id));
  for (const [category, rate] of Object.entries(rates)) {
    await t.database.db.insert(memberRebateRates).values({
      memberId: member.id,
      merchantId: t.merchantId,
      category: category as "LIVE",
      ratePpm: rateToPpm(rate),
    });
  }
  return member;
}

/**
 * Registers an account below the agent (REGCEN) and logs it in, its forced password change done
 * (with the 18+ and terms confirmation the account owes: the demo brand asks for it).
 */
export async function registerBelow(
  t: TestApp,
  agent: { token: string },
  kind: "MEMBER" | "AGENT",
  username: string,
  rates = {},
): Promise<TestMember & { memberType: number }> {
  const res = await call(t, "POST", AGENT_API.accounts, agent.token, { kind, username, rates });
  expect(res.statusCode, res.body).toBe(200);
  const created = res.json().value as { memberId: number; initialPassword: string; memberType: number };
  const logged = (await login(t.app, { username, password: created.initialPassword })).json().value;
  expect(logged.mustChangePassword).toBe(true);
  const changed = await changePassword(t.app, logged.token, created.initialPassword, "NewSecret9", "NewSecret9", {
    confirmAdultAndTerms: true,
  });
  expect(changed.statusCode, changed.body).toBe(200);
  // The change ends the sessions of the old password: log in with the new one.
  const token = (await login(t.app, { username, password: "NewSecret9" })).json().value.token as string;
  return { id: created.memberId, token, account: username, memberType: created.memberType };
}

/** Valid stake of a member in an hour, as the hourly bet totals hold it (the house slot: RNG). */
export async function staked(
  t: TestApp,
  currency: string,
  memberId: number,
  hourMs: number,
  stake: bigint,
  rolledBack = 0n,
  payout = 0n,
): Promise<void> {
  await t.database.db.insert(betTotalsHourly).values({
    memberId,
    currency,
    hour: new Date(hourMs),
    merchantId: t.merchantId,
    vendor: "HOUSE",
    gameCode: "lucky-sevens",
    rounds: 1,
    stake,
    payout,
    rolledBackRounds: rolledBack > 0n ? 1 : 0,
    rolledBackStake: rolledBack,
    rolledBackPayout: 0n,
  });
}

/** Sets one of the test brand's settings, its cached settings dropped. */
export async function setBrandSetting(t: TestApp, deps: AppDeps, key: string, value: unknown): Promise<void> {
  await t.database.db
    .insert(settings)
    .values({ merchantId: t.merchantId, key, value })
    .onConflictDoUpdate({ target: [settings.merchantId, settings.key], set: { value } });
  await deps.caches.changed(t.merchantId);
}
