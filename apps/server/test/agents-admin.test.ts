import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEMBERS_ADMIN, type MemberRow } from "@portal/contract/api/admin-members";
import type { RebateRates } from "@portal/contract/api/agents";
import { AGENT_ADMIN, type PlatformContracts } from "@portal/contract/api/contracts";
import { pathWith } from "@portal/contract/api/paths";
import { Operators } from "../src/modules/admin/operators";
import { OperatorRepository } from "../src/modules/admin/operators-repository";
import { agentOf, call, registerBelow } from "./agents-helper";
import { newMember, operatorToken } from "./money-helper";
import { signInOperator } from "./operator-helper";
import { createTestApp, type TestApp } from "./test-app";

// The back office's agents section reads: the top-level agents (the tree browser's starting
// points, a filter of the member search), the platform's contracts with an agent and an agent's
// rebate rates (any operator reads them; setting them needs configureBrand).

let t: TestApp;
let admin: string;
let support: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t);
  const password = "Role-Operator-Pass-123";
  await new Operators(new OperatorRepository(t.database.db)).create({
    merchantId: t.merchantId,
    username: "agents_support",
    password,
    role: "SUPPORT",
  });
  support = (await signInOperator(t, { username: "agents_support", password })).token;
});
afterAll(() => t.close());

const contractOf = (memberId: number) => pathWith(AGENT_ADMIN.platformContract, { memberId });
const ratesOf = (memberId: number) => pathWith(AGENT_ADMIN.rebateRates, { memberId });
const tiers = [{ minTurnover: "10000", minActive: 3, rate: "0.5" }];

describe("top-level agents in the member search", () => {
  it("lists only agents with no upline when topAgents=true, paged by its own cursor", async () => {
    const top = await agentOf(t, 1);
    const other = await agentOf(t, 2);
    const sub = await registerBelow(t, top, "AGENT", "topsub01");
    const player = await newMember(t.app, "topplay");
    const found = async (query: string) => {
      const res = await call(t, "GET", `${MEMBERS_ADMIN.search}?${query}`, admin);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().value as { list: MemberRow[]; next: string | null; total: number };
    };
    const all = await found("topAgents=true&pageSize=100");
    const ids = all.list.map((m) => m.id);
    expect(ids).toEqual(expect.arrayContaining([top.id, other.id]));
    expect(ids).not.toContain(sub.id);
    expect(ids).not.toContain(player.id);
    expect(all.list.every((m) => [1, 2, 41, 42].includes(m.memberType))).toBe(true);
    // With an account prefix too.
    const byName = await found(`topAgents=true&q=${top.account}`);
    expect(byName.list.map((m) => m.id)).toEqual([top.id]);
    // Without the filter the sub-agent is found as before; "false" is no filter.
    expect((await found("q=topsub01&topAgents=false")).list.map((m) => m.id)).toEqual([sub.id]);
    expect((await found("q=topsub01&topAgents=true")).list).toEqual([]);
    // A cursor of the filtered list is refused by the unfiltered one.
    const first = await found("topAgents=true&pageSize=1");
    expect(first.next).not.toBeNull();
    const mixed = await call(t, "GET", `${MEMBERS_ADMIN.search}?pageSize=1&cursor=${first.next}`, admin);
    expect(mixed.json().errorCode).toBe("VALIDATION_FAILED");
    // Anything but true or false is refused.
    const bad = await call(t, "GET", `${MEMBERS_ADMIN.search}?topAgents=yes`, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe("VALIDATION_FAILED");
  });
});

describe("an agent's platform contracts and rebate rates", () => {
  it("shows the platform's contracts of a top-level agent, none of a sub-agent's upline contracts", async () => {
    const top = await agentOf(t, 1);
    const sub = await registerBelow(t, top, "AGENT", "ctrsub01");
    const read = async (memberId: number, token = admin) => {
      const res = await call(t, "GET", contractOf(memberId), token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().value as PlatformContracts;
    };
    expect(await read(top.id)).toEqual({ topLevelAgent: true, list: [] });
    expect((await call(t, "PUT", contractOf(top.id), admin, { kind: "DAILY_SALARY", tiers })).statusCode).toBe(200);
    // Any operator reads it (SUPPORT holds only read and manageMembers).
    const held = await read(top.id, support);
    expect(held.topLevelAgent).toBe(true);
    expect(held.list).toHaveLength(1);
    expect(held.list[0]).toMatchObject({
      kind: "DAILY_SALARY",
      status: "VALID",
      role: "PAYEE",
      counterpartyId: null,
      tiers: [{ minTurnover: "10000.00", minActive: 3, rate: "0.5" }],
    });
    expect(await read(sub.id)).toEqual({ topLevelAgent: false, list: [] });
    // Setting stays configureBrand's.
    const refused = await call(t, "PUT", contractOf(top.id), support, { kind: "DAILY_SALARY", tiers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe("FORBIDDEN");
  });

  it("shows a member's rates per category; setting them stays configureBrand's", async () => {
    const top = await agentOf(t, 1, { LIVE: "1.5" });
    const res = await call(t, "GET", ratesOf(top.id), support);
    expect(res.statusCode, res.body).toBe(200);
    const rates = res.json().value as RebateRates;
    expect(rates.find((r) => r.category === "LIVE")?.rate).toBe("1.5");
    expect(rates.find((r) => r.category === "RNG")?.rate).toBe("0");
    const refused = await call(t, "PUT", ratesOf(top.id), support, { rates: { LIVE: "1" } });
    expect(refused.statusCode).toBe(403);
    expect((await call(t, "PUT", ratesOf(top.id), admin, { rates: { LIVE: "1.2" } })).statusCode).toBe(200);
    const after = (await call(t, "GET", ratesOf(top.id), admin)).json().value as RebateRates;
    expect(after.find((r) => r.category === "LIVE")?.rate).toBe("1.2");
  });

  it("answers NOT_FOUND for no such member, VALIDATION_FAILED for a bad id, 401 for a member's session", async () => {
    const missing = await call(t, "GET", contractOf(999_999), admin);
    expect(missing.json().errorCode).toBe("NOT_FOUND");
    expect((await call(t, "GET", ratesOf(999_999), admin)).json().errorCode).toBe("NOT_FOUND");
    const bad = await call(t, "GET", pathWith(AGENT_ADMIN.rebateRates, { memberId: "x" }), admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe("VALIDATION_FAILED");
    const player = await newMember(t.app, "ctrplay");
    expect((await call(t, "GET", contractOf(player.id), player.token)).statusCode).toBe(401);
  });
});
