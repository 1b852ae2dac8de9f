import { asc, count, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AGENT_REPORTS_API } from "@portal/contract/api/agent-reports";
import { AGENT_API } from "@portal/contract/api/agents";
import { AGENT_ADMIN, CONTRACT_API, type ContractKind } from "@portal/contract/api/contracts";
import { API, pathWith } from "@portal/contract/api/paths";
import type { ErrorCode } from "@portal/contract/error-codes";
import type { AppDeps } from "../src/app-deps";
import {
  agentContracts,
  contractBills,
  ledgerTransfers,
  memberRebateRates,
  members,
  memberTree,
} from "../src/db/schema";
import { buildDeps } from "../src/deps";
import { inProcessTransport } from "../src/vendors/house/platform-transport";
import { agentOf, call, registerBelow, setBrandSetting, staked } from "./agents-helper";
import { operatorToken, type TestMember } from "./money-helper";
import { createTestApp, type TestApp } from "./test-app";

/**
 * The agent centre's scope (issue 14): an agent sees and acts on its own subtree alone. Two trees
 * of three levels, A > A1 (sub-agent) > A11 (member) with A2 (sub-agent) beside A1, and the same
 * for B, each with contracts and a settled day's bills; then every agent route that takes an id
 * or an account is called by A, A1, B and B1 with the other tree's ids, the caller's upline's,
 * its sibling's, its own where that is refused too, and ids of nothing: each answers the route's
 * stable refusal, exactly as for an id that does not exist, and nothing is written. The lists no
 * id narrows show the caller's own alone, and the same calls by whom they are for are answered
 * (the ids are real). The last test walks the registered routes, so that a new agent route, or
 * a new input of one that names something, cannot skip the matrix.
 */

let t: TestApp;
let deps: AppDeps;
let a: Tree;
let b: Tree;

const HOUR = 3_600_000;
/** A brand day (2031-06-01 GMT+8) after every contract here was accepted: the one settled. */
const DAY = Date.UTC(2031, 4, 31, 16);
/** Ids and an account that name nothing. */
const NOWHERE = 2_000_000_000;

type Who = TestMember & { name: string };
type BillKey = { id: number; periodStart: number };
interface TreeContract {
  id: number;
  kind: ContractKind;
  /** Null: the platform. */
  payer: Who | null;
  payee: Who;
  label: string;
}
interface Tree {
  top: Who;
  sub: Who;
  sibling: Who;
  player: Who;
  /** The platform's contracts with the top agent, and the top's with its sub-agents. */
  contracts: TreeContract[];
  /** The settled day's bills. */
  bills: { key: BillKey; contract: TreeContract; label: string }[];
}

const tier = (rate: string) => [{ minTurnover: "0", minActive: 0, rate }];
const contractOf = (tree: Tree, payee: Who, kind: ContractKind) =>
  tree.contracts.find((c) => c.payee === payee && c.kind === kind)!.id;

/**
 * One tree: a top-level agent holding the platform's daily and hourly salaries; its sub-agent
 * holding its daily salary and offered its hourly one (awaiting consent); the sub-agent's sibling
 * holding its daily salary; and the sub-agent's member, whose stake gives the day's bills money.
 */
async function tree(name: string, admin: string, currency: string): Promise<Tree> {
  const top = { ...(await agentOf(t, 1, { LIVE: "2" })), name };
  const contracts: TreeContract[] = [];
  for (const kind of ["DAILY_SALARY", "HOURLY_SALARY"] as const) {
    const url = pathWith(AGENT_ADMIN.platformContract, { memberId: top.id });
    const res = await call(t, "PUT", url, admin, { kind, tiers: tier("1") });
    expect(res.statusCode, res.body).toBe(200);
    contracts.push({ id: res.json().value.id, kind, payer: null, payee: top, label: `${name}'s ${kind} (platform)` });
  }
  const below = async (upline: Who, suffix: string) => ({
    ...(await registerBelow(t, upline, "AGENT", `scope${name.toLowerCase()}${suffix}x${top.id}`, { LIVE: "1" })),
    name: `${name}${suffix}`,
  });
  const [sub, sibling] = await Promise.all([below(top, "1"), below(top, "2")]);
  // The member never calls: registered without the logins registerBelow adds (each costs a hash).
  const username = `scope${name.toLowerCase()}11x${top.id}`;
  const registered = await call(t, "POST", AGENT_API.accounts, sub.token, { kind: "MEMBER", username });
  expect(registered.statusCode, registered.body).toBe(200);
  const player = { id: registered.json().value.memberId as number, account: username, token: "", name: `${name}11` };
  const offer = async (to: Who, kind: ContractKind, accept: boolean) => {
    const res = await call(t, "POST", CONTRACT_API.offer, top.token, { memberId: to.id, kind, tiers: tier("0.5") });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().value.id as number;
    if (accept) expect((await call(t, "POST", pathWith(CONTRACT_API.accept, { id }), to.token)).statusCode).toBe(200);
    const label = `${to.name}'s ${kind} (${accept ? "valid" : "awaiting consent"})`;
    contracts.push({ id, kind, payer: top, payee: to, label });
  };
  await offer(sub, "DAILY_SALARY", true);
  await offer(sub, "HOURLY_SALARY", false);
  await offer(sibling, "DAILY_SALARY", true);
  await staked(t, currency, player.id, DAY + HOUR, 100_000n);
  return { top, sub, sibling, player, contracts, bills: [] };
}

beforeAll(async () => {
  t = await createTestApp();
  deps = buildDeps(t.config, t.database, t.app.log, undefined, inProcessTransport(t.app));
  const admin = await operatorToken(t);
  const merchant = await deps.merchants.byId(t.merchantId);
  // Bills wait for their payee's claim: a claim is one more call that acts on a bill by its id.
  await setBrandSetting(t, deps, "contractReviewAboveMinor", 0);
  await setBrandSetting(t, deps, "contractClaimHours", 24);
  await setBrandSetting(t, deps, "activeMemberMinStakeMinor", 0);
  [a, b] = await Promise.all([tree("A", admin, merchant.currency), tree("B", admin, merchant.currency)]);

  // The day's last hour settles the daily salaries (and the hourly ones' hour) into bills.
  await deps.contracts.settleHour(merchant, { start: new Date(DAY + 23 * HOUR), end: new Date(DAY + 24 * HOUR) });
  for (const one of [a, b]) {
    const byId = new Map(one.contracts.map((c) => [c.id, c]));
    const bills = await t.database.db
      .select()
      .from(contractBills)
      .where(inArray(contractBills.contractId, [...byId.keys()]));
    one.bills = bills.map((bill) => {
      const contract = byId.get(bill.contractId)!;
      const key = { id: bill.contractId, periodStart: bill.periodStart.getTime() };
      return { key, contract, label: `the bill of ${contract.label}, ${bill.status}` };
    });
    // The top's and the sub-agent's daily salaries earned money: their bills await a claim.
    const awaiting = bills.filter((bill) => bill.status === "AWAITING_CLAIM").map((bill) => bill.contractId);
    expect(awaiting.sort()).toEqual(
      [contractOf(one, one.top, "DAILY_SALARY"), contractOf(one, one.sub, "DAILY_SALARY")].sort(),
    );
  }
});
afterAll(() => t.close());

// --- What a caller must not reach ---------------------------------------------------------------

type Relation = "another tree" | "upline" | "sibling" | "itself" | "payer's side" | "nothing";
interface Target<T> {
  relation: Relation;
  label: string;
  value: T;
}
interface Named {
  member: Who;
  contract: number;
  bill: BillKey;
}
type Targets = { [K in keyof Named]: Target<Named[K]>[] };
type Caller = { who: Who; own: Tree; other: Tree };

const callers = (): Caller[] => [
  { who: a.top, own: a, other: b },
  { who: a.sub, own: a, other: b },
  { who: b.top, own: b, other: a },
  { who: b.sub, own: b, other: a },
];

/**
 * Everything outside the caller's subtree it might name: the whole other tree with its
 * contracts and bills; for a sub-agent, its upline and its sibling with theirs; the caller itself
 * (a probe allows it where the caller may name itself); for a top agent, the offers it made and
 * their bills, from the payer's side (only the payee decides on and claims them); and ids of
 * nothing, which every refusal must match.
 */
function outside({ who, own, other }: Caller): Targets {
  const targets: Targets = { member: [], contract: [], bill: [] };
  const contracts = [...other.contracts, ...own.contracts];
  const bills = [...other.bills, ...own.bills];
  const add = (relation: Relation, people: Who[], of = (c: TreeContract) => people.includes(c.payee)) => {
    for (const member of people) targets.member.push({ relation, label: `${relation} ${member.name}`, value: member });
    for (const c of contracts.filter(of))
      targets.contract.push({ relation, label: `${relation}: ${c.label}`, value: c.id });
    for (const bill of bills.filter((one) => of(one.contract))) {
      targets.bill.push({ relation, label: `${relation}: ${bill.label}`, value: bill.key });
    }
  };
  add("another tree", [other.top, other.sub, other.sibling, other.player]);
  if (who === own.sub) {
    add("upline", [own.top]);
    add("sibling", [own.sibling]);
  }
  add("itself", [who], () => false);
  add("payer's side", [], (c) => c.payer === who);
  const nobody = { id: NOWHERE, account: "nobody-here", token: "", name: "nobody" };
  targets.member.push({ relation: "nothing", label: "no member", value: nobody });
  targets.contract.push({ relation: "nothing", label: "no contract", value: NOWHERE });
  targets.bill.push({ relation: "nothing", label: "no bill", value: { id: NOWHERE, periodStart: DAY } });
  return targets;
}

// --- The matrix ---------------------------------------------------------------------------------

type Request = { url: string; payload?: object };
interface Probe {
  /** The route's inputs the targets go in, as the API document names them (path.x, query.x, body.x). */
  inputs: string[];
  refusal: readonly [number, ErrorCode];
  attempts(caller: Caller): { label: string; request: Request }[];
}

/** A probe that names each target of a kind, but those of the relations the route allows. */
function probe<K extends keyof Named>(
  inputs: string[],
  names: K,
  refusal: readonly [number, ErrorCode],
  request: (target: Named[K]) => Request,
  allowed: Relation[] = [],
): Probe {
  return {
    inputs,
    refusal,
    attempts(caller) {
      const targets: Target<Named[K]>[] = outside(caller)[names];
      return targets
        .filter((target) => !allowed.includes(target.relation))
        .map((target) => ({ label: target.label, request: request(target.value) }));
    },
  };
}

const NOT_IN_TEAM = [404, "NOT_IN_TEAM"] as const;
const NOT_FOUND = [404, "NOT_FOUND"] as const;
const query = (url: string, params: Record<string, string | number>) =>
  `${url}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`;
const route = (method: "GET" | "PUT" | "POST", url: string) => `${method} ${url}`;

/**
 * Every agent route input that names a member, a contract or a bill, and the refusal it must
 * answer for one outside the caller's subtree. A caller may name itself as the parent of the
 * lists it drills down into (its own first level), nowhere else: not its own rates, not an offer
 * to itself, not its own account in the team reports (the team is its subtree, itself excluded).
 */
const PROBES: Record<string, Probe> = {
  [route("GET", AGENT_API.downlines)]: probe(
    ["query.parentId"],
    "member",
    NOT_IN_TEAM,
    (m) => ({ url: query(AGENT_API.downlines, { parentId: m.id }) }),
    ["itself"],
  ),
  [route("PUT", AGENT_API.downlineRates)]: probe(["path.memberId"], "member", NOT_IN_TEAM, (m) => ({
    url: pathWith(AGENT_API.downlineRates, { memberId: m.id }),
    payload: { rates: { LIVE: "0.1" } },
  })),
  [route("POST", CONTRACT_API.offer)]: probe(["body.memberId"], "member", NOT_IN_TEAM, (m) => ({
    url: CONTRACT_API.offer,
    payload: { memberId: m.id, kind: "DAILY_SALARY", tiers: tier("0.1") },
  })),
  [route("POST", CONTRACT_API.accept)]: probe(["path.id"], "contract", NOT_FOUND, (id) => ({
    url: pathWith(CONTRACT_API.accept, { id }),
  })),
  [route("POST", CONTRACT_API.refuse)]: probe(["path.id"], "contract", NOT_FOUND, (id) => ({
    url: pathWith(CONTRACT_API.refuse, { id }),
  })),
  // Either side terminates a contract: the payer its own offers too.
  [route("POST", CONTRACT_API.terminate)]: probe(
    ["path.id"],
    "contract",
    NOT_FOUND,
    (id) => ({ url: pathWith(CONTRACT_API.terminate, { id }) }),
    ["payer's side"],
  ),
  [route("POST", CONTRACT_API.claim)]: probe(["path.id", "path.periodStart"], "bill", NOT_FOUND, (bill) => ({
    url: pathWith(CONTRACT_API.claim, bill),
  })),
  [route("GET", AGENT_REPORTS_API.teamBets)]: probe(["query.account"], "member", NOT_IN_TEAM, (m) => ({
    url: query(AGENT_REPORTS_API.teamBets, { account: m.account }),
  })),
  [route("GET", AGENT_REPORTS_API.profitLoss)]: probe(
    ["query.parentId"],
    "member",
    NOT_IN_TEAM,
    (m) => ({ url: query(AGENT_REPORTS_API.profitLoss, { parentId: m.id }) }),
    ["itself"],
  ),
  [route("GET", AGENT_REPORTS_API.transactions)]: probe(["query.account"], "member", NOT_IN_TEAM, (m) => ({
    url: query(AGENT_REPORTS_API.transactions, { account: m.account }),
  })),
  // A new account's name: an existing member's, anywhere in the brand, is taken (never moved
  // below the caller). "nobody-here" is free, so the nothing target is the one allowed.
  [route("POST", AGENT_API.accounts)]: probe(
    ["body.username"],
    "member",
    [409, "USERNAME_TAKEN"],
    (m) => ({ url: AGENT_API.accounts, payload: { kind: "MEMBER", username: m.account } }),
    ["nothing"],
  ),
};

/**
 * The agent routes' other inputs, and why none reaches outside the caller's subtree. The guard
 * below fails on any input neither tried by a probe nor listed here.
 */
const NOT_IDS: Record<string, string> = {
  cursor: "opaque, bound to the list, caller and filter it was made for (db/keyset.ts): another's is VALIDATION_FAILED",
  search: "a part of a username, matched within the listed parent's downlines only",
  kind: "an account, contract or transaction kind",
  status: "a member, round or bill status",
  from: "a period's start",
  to: "a period's end",
  category: "a game category",
  vendor: "a game vendor's code",
  pageSize: "a page's size",
  tiers: "a contract's terms",
  rates: "rebate rates",
  nickname: "a new account's nickname",
};

/** Routes under the agent prefix that are not agent routes, and why they need no scope. */
const NOT_AGENT_ROUTES: Record<string, string> = {
  [route("GET", API.affiliate)]: "a visitor checks an invitation code before registering: no session, no team",
};
const AGENT_PREFIX = "/wps/agent/";

/** What the matrix could have changed: the tree, rates, contracts, bills, and money moved. */
async function written() {
  const db = t.database.db;
  return {
    members: await db
      .select({ id: members.id, uplineId: members.uplineId, memberType: members.memberType, status: members.status })
      .from(members)
      .orderBy(asc(members.id)),
    tree: await db.select().from(memberTree).orderBy(asc(memberTree.ancestorId), asc(memberTree.descendantId)),
    rates: await db
      .select()
      .from(memberRebateRates)
      .orderBy(asc(memberRebateRates.memberId), asc(memberRebateRates.category)),
    contracts: await db.select().from(agentContracts).orderBy(asc(agentContracts.id)),
    bills: await db.select().from(contractBills).orderBy(asc(contractBills.contractId), asc(contractBills.periodStart)),
    transfers: (await db.select({ n: count() }).from(ledgerTransfers))[0]!.n,
  };
}

describe("every agent route, named ids outside the caller's subtree", () => {
  it.each(Object.keys(PROBES))("%s refuses them all, as if absent, and writes nothing", async (key) => {
    const [method, url] = key.split(" ") as ["GET" | "PUT" | "POST", string];
    const { refusal, attempts } = PROBES[key]!;
    const before = await written();
    const answers: string[] = [];
    let tried = 0;
    // The four callers at once (each one's calls in turn): the refusals do not depend on order.
    await Promise.all(
      callers().map(async (caller) => {
        for (const { label, request } of attempts(caller)) {
          const res = await call(t, method, request.url, caller.who.token, request.payload);
          const answer = [res.statusCode, res.json().errorCode];
          tried += 1;
          if (answer[0] !== refusal[0] || answer[1] !== refusal[1]) {
            answers.push(`${caller.who.name} -> ${label}: ${answer.join(" ")} ${res.body.slice(0, 200)}`);
          }
        }
      }),
    );
    // Four callers, each with the other tree's four members or their contracts or bills at least.
    expect(tried).toBeGreaterThanOrEqual(4 * 4);
    // Soft: a leak is listed with whatever it wrote.
    expect.soft(answers, `${url}: answers other than ${refusal.join(" ")}`).toEqual([]);
    expect(await written()).toEqual(before);
  });

  it("the lists no id narrows show the caller's own alone: nothing of its upline, sibling or the other tree", async () => {
    const value = async (who: Who, url: string) => {
      const res = await call(t, "GET", url, who.token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().value;
    };
    const ids = (list: { memberId: number }[]) => list.map((row) => row.memberId).sort();
    for (const { who, own } of callers()) {
      const direct = (who === own.top ? [own.sub, own.sibling] : [own.player]).map((m) => m.id).sort();
      // Every account of both trees starts with "scope": the search finds the caller's own alone.
      expect(ids((await value(who, query(AGENT_API.downlines, { search: "scope" }))).list), who.name).toEqual(direct);
      expect(ids((await value(who, AGENT_REPORTS_API.profitLoss)).list), who.name).toEqual(direct);
      expect((await value(who, AGENT_API.overview)).teamSize, who.name).toBe(who === own.top ? 3 : 1);
      const party = own.contracts.filter((c) => c.payee === who || c.payer === who);
      const contracts = (await value(who, CONTRACT_API.contracts)).list as { id: number }[];
      expect(contracts.map((c) => c.id).sort(), who.name).toEqual(party.map((c) => c.id).sort());
      const bills = (await value(who, CONTRACT_API.bills)).list as { contractId: number; periodStart: number }[];
      expect(bills.map((bill) => `${bill.contractId}@${bill.periodStart}`).sort(), who.name).toEqual(
        own.bills
          .filter((bill) => party.includes(bill.contract))
          .map(({ key }) => `${key.id}@${key.periodStart}`)
          .sort(),
      );
    }
  });

  it("the same calls by whom they are for are answered: the ids tried are real ones", async () => {
    // One call per probed route (in this order: the offer goes to A2, which holds no hourly
    // salary; A1 accepts its own offer, B1 refuses its own; A1 then terminates its daily salary).
    const ownBill = a.bills.find((bill) => bill.contract.payee === a.sub)!;
    const controls: [string, Who, Request][] = [
      [route("GET", AGENT_API.downlines), a.top, { url: query(AGENT_API.downlines, { parentId: a.sub.id }) }],
      [
        route("PUT", AGENT_API.downlineRates),
        a.top,
        { url: pathWith(AGENT_API.downlineRates, { memberId: a.sibling.id }), payload: { rates: { LIVE: "0.5" } } },
      ],
      [
        route("POST", CONTRACT_API.offer),
        a.top,
        { url: CONTRACT_API.offer, payload: { memberId: a.sibling.id, kind: "HOURLY_SALARY", tiers: tier("0.1") } },
      ],
      [
        route("POST", CONTRACT_API.accept),
        a.sub,
        { url: pathWith(CONTRACT_API.accept, { id: contractOf(a, a.sub, "HOURLY_SALARY") }) },
      ],
      [
        route("POST", CONTRACT_API.refuse),
        b.sub,
        { url: pathWith(CONTRACT_API.refuse, { id: contractOf(b, b.sub, "HOURLY_SALARY") }) },
      ],
      [
        route("POST", CONTRACT_API.terminate),
        a.sub,
        { url: pathWith(CONTRACT_API.terminate, { id: contractOf(a, a.sub, "DAILY_SALARY") }) },
      ],
      [route("POST", CONTRACT_API.claim), a.sub, { url: pathWith(CONTRACT_API.claim, ownBill.key) }],
      [
        route("GET", AGENT_REPORTS_API.teamBets),
        a.top,
        { url: query(AGENT_REPORTS_API.teamBets, { account: a.player.account }) },
      ],
      [
        route("GET", AGENT_REPORTS_API.profitLoss),
        a.top,
        { url: query(AGENT_REPORTS_API.profitLoss, { parentId: a.sub.id }) },
      ],
      [
        route("GET", AGENT_REPORTS_API.transactions),
        a.sub,
        { url: query(AGENT_REPORTS_API.transactions, { account: a.player.account }) },
      ],
      [
        route("POST", AGENT_API.accounts),
        a.sub,
        { url: AGENT_API.accounts, payload: { kind: "MEMBER", username: `scopea12x${a.top.id}` } },
      ],
    ];
    expect(controls.map(([key]) => key).sort()).toEqual(Object.keys(PROBES).sort());
    for (const [key, who, request] of controls) {
      const res = await call(t, key.split(" ")[0] as "GET", request.url, who.token, request.payload);
      expect(res.statusCode, `${who.name}: ${key} ${res.body}`).toBe(200);
    }
  });
});

describe("the matrix's guard", () => {
  type Operation = {
    parameters?: { in: string; name: string }[];
    requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  };
  /** Each input of a route as the API document has it: path.x, query.x, body.x. */
  const inputsOf = (method: string, url: string): string[] | undefined => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const operation = document.paths[url.replace(/:([A-Za-z]+)/g, "{$1}")]?.[method.toLowerCase()];
    if (!operation) return undefined;
    const body = operation.requestBody?.content["application/json"]?.schema.properties ?? {};
    return [
      ...(operation.parameters ?? []).map((p) => `${p.in}.${p.name}`),
      ...Object.keys(body).map((name) => `body.${name}`),
    ];
  };

  it("covers every input of every agent route that could name a member, a contract or a bill", () => {
    const routes = t.app.routeAccess.filter(
      (r) => r.method !== "HEAD" && (r.access.level === "agent" || r.url.startsWith(AGENT_PREFIX)),
    );
    // The enumeration finds the routes the contract lists (a sanity check of the walk itself).
    const listed = [AGENT_API, CONTRACT_API, AGENT_REPORTS_API].flatMap((api) =>
      Object.values(api).filter((url) => url.startsWith(AGENT_PREFIX)),
    );
    expect(routes.map((r) => r.url)).toEqual(expect.arrayContaining(listed));

    const uncovered: string[] = [];
    for (const { method, url, access } of routes) {
      const key = route(method as "GET", url);
      if (access.level !== "agent") {
        if (!(key in NOT_AGENT_ROUTES)) uncovered.push(`${key}: under ${AGENT_PREFIX} with ${access.level} access`);
        continue;
      }
      const inputs = inputsOf(method, url);
      if (!inputs) {
        uncovered.push(`${key}: not in the API document`);
        continue;
      }
      const tried = new Set(PROBES[key]?.inputs ?? []);
      for (const input of inputs) {
        // A path parameter always names something: the matrix must try it.
        if (tried.has(input)) continue;
        if (input.startsWith("path.") || !(input.slice(input.indexOf(".") + 1) in NOT_IDS)) {
          uncovered.push(`${key} ${input}`);
        }
      }
    }
    expect(uncovered, "agent route inputs the scope matrix does not try (add a probe)").toEqual([]);

    // And no probe of a route or an input that is gone.
    for (const [key, { inputs }] of Object.entries(PROBES)) {
      const [method, url] = key.split(" ") as [string, string];
      expect(inputsOf(method, url), key).toEqual(expect.arrayContaining(inputs));
      expect(routes.find((r) => r.method === method && r.url === url)?.access.level, key).toBe("agent");
    }
  });
});
