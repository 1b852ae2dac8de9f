import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { AGENT_API } from "@portal/contract/api/agents";
import { ADMIN } from "@portal/contract/api/admin";
import { API } from "@portal/contract/api/paths";
import { VENDOR_API } from "@portal/contract/api/vendor-wallet";
import { agent, installAccess, member, routeGroup, type RouteAccess } from "../src/http/access";
import { installErrorHandler } from "../src/http/error-handler";
import { buildDeps } from "../src/deps";
import { SLOT_GAME_CODE } from "../src/vendors/house/slot-service";
import { inProcessTransport } from "../src/vendors/house/platform-transport";
import { members } from "../src/db/schema";
import { SettingsRepository } from "../src/modules/system/settings-repository";
import { freePlay, login } from "./accounts-helper";
import { houseGameNode } from "./house-helper";
import { operatorToken, post } from "./money-helper";
import { signInOperator } from "./operator-helper";
import { createTestApp, type TestApp } from "./test-app";

/** Fills every `:name` of a path with a value no handler would find. */
const filled = (url: string) => url.replace(/:([A-Za-z]+)/g, "1");
const needsSession = (access: RouteAccess) => ["member", "agent", "operator"].includes(access.level);

async function loginToken(t: TestApp, account: string): Promise<string> {
  const res = await login(t.app, { username: account, password: t.demoAccounts[account]! });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.token as string;
}

describe("access declared once per route group", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it("every registered route has an access level", () => {
    const routes = t.app.routeAccess;
    // Every route of the API is in the list (the list is filled by the same hook that refuses a
    // route without a level), and the levels are the declared ones.
    expect(routes.length).toBeGreaterThan(60);
    const levels = new Set(routes.map((r) => r.access.level));
    expect([...levels].sort()).toEqual(["agent", "infrastructure", "member", "operator", "vendor", "visitor"]);
    const of = (method: string, url: string) => routes.find((r) => r.method === method && r.url === url)?.access;
    expect(of("GET", API.systemStatus)).toEqual({ level: "visitor", duringOutage: true });
    expect(of("POST", API.loginFreePlay)).toEqual({ level: "visitor" });
    expect(of("POST", API.launchGame)).toEqual({ level: "member" });
    expect(of("POST", API.withdrawals)).toMatchObject({ level: "member", allowTrial: false, sensitive: true });
    expect(of("POST", ADMIN.adjustments)).toEqual({ level: "operator", permission: "adjustBalances" });
    expect(of("GET", ADMIN.deposits)).toEqual({ level: "operator", permission: "readMoney" });
    expect(of("GET", ADMIN.settings)).toEqual({ level: "operator", permission: "read" });
    expect(of("POST", VENDOR_API.bet)?.level).toBe("vendor");
    expect(of("POST", AGENT_API.accounts)).toEqual({ level: "agent" });
    expect(of("GET", "/healthz")).toEqual({ level: "infrastructure" });
  });

  it("the access of every route is the reviewed list (a change of level shows in review)", async () => {
    // One line per route: a route whose level or options change, appears or disappears changes
    // this committed file, so the change is read by a reviewer instead of passing unseen.
    const lines = t.app.routeAccess
      .filter((r) => r.method !== "HEAD")
      .map(({ method, url, access }) => `${method} ${url} ${JSON.stringify(access)}`)
      .sort();
    await expect(`${lines.join("\n")}\n`).toMatchFileSnapshot("./route-access.txt");
  });

  it("a route that declares no access level stops start-up", async () => {
    const app = Fastify();
    const deps = buildDeps(t.config, t.database, app.log, undefined, inProcessTransport(app));
    installAccess(app, deps.access);
    app.get("/declared", { config: { access: member() } }, async () => "ok");
    await app.register(
      routeGroup(member(), async (group) => {
        group.get("/grouped", async () => "ok");
      }),
    );
    expect(() => app.get("/forgotten", async () => "no")).toThrow(/GET \/forgotten declares no access level/);
    await app.close();
    deps.sessions.close();
  });

  it("a call that needs a session answers 401 before its body is read, whatever the body", async () => {
    const routes = t.app.routeAccess.filter((r) => needsSession(r.access) && r.method !== "HEAD");
    // The spec's examples, then every token-required route of the API.
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        `POST ${API.changePassword}`,
        `POST ${API.walletTransfer}`,
        `DELETE ${API.logout}`,
        `POST ${API.withdrawals}`,
        `POST ${ADMIN.adjustments}`,
      ]),
    );
    const bodies: { payload?: string; headers: Record<string, string> }[] = [
      { payload: "{}", headers: { "content-type": "application/json" } },
      { headers: { "content-type": "application/json" } },
      { payload: "{not json", headers: { "content-type": "application/json" } },
      { payload: "junk", headers: { "content-type": "text/plain" } },
      { payload: "--x\r\n", headers: { "content-type": "multipart/form-data; boundary=x" } },
    ];
    const answers: string[] = [];
    for (const route of routes) {
      for (const body of route.method === "GET" ? [{ headers: {} }] : bodies) {
        const res = await t.app.inject({
          method: route.method as "POST",
          url: filled(route.url),
          ...(body.payload !== undefined ? { payload: body.payload } : {}),
          headers: { ...body.headers, authorization: "not-a-live-token" },
        });
        answers.push(`${route.method} ${route.url} ${res.statusCode} ${res.json().errorCode}`);
      }
    }
    expect(answers.filter((a) => !a.endsWith(" 401 NOT_LOGGED_IN"))).toEqual([]);
  });

  it("an agent route admits agents only and scopes them to their own team", async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installErrorHandler(app);
    const accountIds: Record<string, number> = {};
    for (const row of await t.database.db.select().from(members)) accountIds[row.account] = row.id;
    const deps = buildDeps(t.config, t.database, app.log, undefined, inProcessTransport(app));
    installAccess(app, deps.access);
    await app.register(
      routeGroup(agent(), async (group) => {
        group.get("/team/:account", async (request) => {
          const { account } = request.params as { account: string };
          return { inTeam: await request.downline.contains(accountIds[account]!) };
        });
      }),
    );

    const ask = async (token: string, account: string) =>
      app.inject({ method: "GET", url: `/team/${account}`, headers: { authorization: token } });
    const agentToken = await loginToken(t, "demo_agent");
    const subagentToken = await loginToken(t, "demo_subagent");
    const memberToken = await loginToken(t, "demo_member");

    // demo_agent > demo_subagent > demo_player; demo_member is nobody's.
    expect((await ask(agentToken, "demo_subagent")).json()).toEqual({ inTeam: true });
    expect((await ask(agentToken, "demo_player")).json()).toEqual({ inTeam: true });
    expect((await ask(agentToken, "demo_member")).json()).toEqual({ inTeam: false });
    expect((await ask(agentToken, "demo_agent")).json()).toEqual({ inTeam: false });
    expect((await ask(subagentToken, "demo_player")).json()).toEqual({ inTeam: true });
    expect((await ask(subagentToken, "demo_agent")).json()).toEqual({ inTeam: false });
    const refused = await ask(memberToken, "demo_player");
    expect([refused.statusCode, refused.json().errorCode]).toEqual([403, "FORBIDDEN"]);
    const anonymous = await app.inject({ method: "GET", url: "/team/demo_player" });
    expect([anonymous.statusCode, anonymous.json().errorCode]).toEqual([401, "NOT_LOGGED_IN"]);
    await app.close();
    deps.sessions.close();
  });
});

describe("maintenance and region restriction are enforced by the server", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ BLOCKED_COUNTRIES: "US" });
  });
  afterAll(async () => t?.close());

  const US = "8.8.8.8";
  const code = (res: { statusCode: number; json(): { errorCode?: string } }) => [res.statusCode, res.json().errorCode];

  it("under maintenance, player calls are refused; status, help, operators and vendors go on", async () => {
    const memberToken = await loginToken(t, "demo_member");
    const leavingToken = await loginToken(t, "demo_member");
    const nodeId = await houseGameNode(t, SLOT_GAME_CODE);
    const admin = await operatorToken(t);
    await new SettingsRepository(t.database.db).write(t.merchantId, "maintenance", true);
    try {
      expect(code(await freePlay(t.app))).toEqual([503, "SYSTEM_MAINTENANCE"]);
      expect(code(await post(t.app, API.launchGame, memberToken, { nodeId, accountType: 1 }))).toEqual([
        503,
        "SYSTEM_MAINTENANCE",
      ]);
      expect(
        code(await t.app.inject({ method: "GET", url: API.walletBalance, headers: { authorization: memberToken } })),
      ).toEqual([503, "SYSTEM_MAINTENANCE"]);
      expect(code(await t.app.inject({ method: "GET", url: API.whitelabel }))).toEqual([503, "SYSTEM_MAINTENANCE"]);

      const status = await t.app.inject({ method: "GET", url: API.systemStatus });
      expect([status.statusCode, status.json().value.maintenance]).toEqual([200, true]);
      expect((await t.app.inject({ method: "GET", url: API.helpCenter })).statusCode).toBe(200);
      // Ending one's session is never refused.
      const logout = await t.app.inject({
        method: "DELETE",
        url: API.logout,
        headers: { authorization: leavingToken },
      });
      expect(logout.statusCode).toBe(200);
      const deposits = await t.app.inject({ method: "GET", url: ADMIN.deposits, headers: { authorization: admin } });
      expect(deposits.statusCode).toBe(200);
      // The vendor wallet API answers (here: an unsigned call is refused for its signature, not for maintenance).
      const vendor = await t.app.inject({ method: "POST", url: VENDOR_API.balance, payload: { token: "x" } });
      expect([vendor.statusCode, vendor.json().result]).toEqual([200, "INVALID_SIGNATURE"]);
    } finally {
      await new SettingsRepository(t.database.db).write(t.merchantId, "maintenance", false);
    }
    expect((await post(t.app, API.launchGame, memberToken, { nodeId, accountType: 1 })).statusCode).toBe(200);
  });

  it("from a blocked country, player calls are refused; the status shows the region page", async () => {
    const trial = await freePlay(t.app, { remoteAddress: US });
    expect(code(trial)).toEqual([403, "REGION_RESTRICTED"]);
    const memberToken = await loginToken(t, "demo_member");
    const launch = await t.app.inject({
      method: "POST",
      url: API.launchGame,
      remoteAddress: US,
      headers: { authorization: memberToken },
      payload: { nodeId: await houseGameNode(t, SLOT_GAME_CODE), accountType: 1 },
    });
    expect(code(launch)).toEqual([403, "REGION_RESTRICTED"]);
    const status = await t.app.inject({ method: "GET", url: API.systemStatus, remoteAddress: US });
    expect([status.statusCode, status.json().value.regionRestriction]).toEqual([200, true]);
    expect((await t.app.inject({ method: "GET", url: API.helpCenter, remoteAddress: US })).statusCode).toBe(200);
    // Operators are not region-checked.
    // Both sign-in steps (signInOperator throws on any refusal).
    const admin = await signInOperator(t, t.demoOperator, { remoteAddress: US });
    expect(admin.token).toEqual(expect.any(String));
    // From anywhere else the same calls go through.
    expect((await freePlay(t.app)).statusCode).toBe(200);
  });
});
