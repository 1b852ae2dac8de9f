import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AGENT_API } from "@portal/contract/api/agents";
import { API, pathWith } from "@portal/contract/api/paths";
import { queryRows } from "../src/db/client";
import { MIGRATIONS_DIR } from "../src/db/client";
import { members } from "../src/db/schema";
import { agentOf as makeAgent, call as callAs, registerBelow as registerAccount } from "./agents-helper";
import { newMember, type TestMember } from "./money-helper";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: "GET" | "PUT" | "POST", url: string, token: string, payload?: object) =>
  callAs(t, method, url, token, payload);
const agentOf = (type: number, rates: Record<string, string> = {}) => makeAgent(t, type, rates);
const registerBelow = (agent: TestMember, kind: "MEMBER" | "AGENT", username: string, rates = {}) =>
  registerAccount(t, agent, kind, username, rates);

const downlines = (who: { token: string }, query = "") => call("GET", `${AGENT_API.downlines}${query}`, who.token);
const setRates = (who: { token: string }, memberId: number, rates: object) =>
  call("PUT", pathWith(AGENT_API.downlineRates, { memberId }), who.token, { rates });

describe("the team tree and its scope", () => {
  // Two trees of three levels: A > A1 (sub-agent) > A11 (member), A > A2 (member); B > B1 > B11.
  let A: TestMember;
  let B: TestMember;
  let A1: Awaited<ReturnType<typeof registerBelow>>;
  let A11: Awaited<ReturnType<typeof registerBelow>>;
  let A2: Awaited<ReturnType<typeof registerBelow>>;
  let B1: Awaited<ReturnType<typeof registerBelow>>;
  let B11: Awaited<ReturnType<typeof registerBelow>>;
  beforeAll(async () => {
    A = await agentOf(1, { LIVE: "2", RNG: "1.5" });
    B = await agentOf(1, { LIVE: "2" });
    A1 = await registerBelow(A, "AGENT", `agone${A.id}`, { LIVE: "1.5" });
    A11 = await registerBelow(A1, "MEMBER", `agonemem${A.id}`, { LIVE: "0.5" });
    A2 = await registerBelow(A, "MEMBER", `agtwo${A.id}`);
    B1 = await registerBelow(B, "AGENT", `bgone${B.id}`);
    B11 = await registerBelow(B1, "MEMBER", `bgonemem${B.id}`);
  });

  it("keeps every member with each of its uplines in the tree, written with the member", async () => {
    const rows = await queryRows<{ ancestor_id: number; depth: number }>(
      t.database.db,
      sql`select ancestor_id, depth from member_tree where descendant_id = ${A11.id} order by depth`,
    );
    expect(rows).toEqual([
      { ancestor_id: A11.id, depth: 0 },
      { ancestor_id: A1.id, depth: 1 },
      { ancestor_id: A.id, depth: 2 },
    ]);
    const overview = (await call("GET", AGENT_API.overview, A.token)).json().value;
    expect(overview).toMatchObject({ directCount: 2, teamSize: 3, registeredToday: 3, memberType: 1 });
    expect(overview.rates).toContainEqual({ category: "RNG", rate: "1.5" });
  });

  it("lists the direct downlines level by level with the path down, and nothing outside the team", async () => {
    const top = (await downlines(A)).json().value;
    expect(top.path).toEqual([{ memberId: A.id, account: A.account }]);
    expect(top.list.map((d: { memberId: number }) => d.memberId)).toEqual([A2.id, A1.id]);
    expect(top.list.find((d: { memberId: number }) => d.memberId === A1.id)).toMatchObject({
      memberType: 1,
      teamSize: 1,
      directCount: 1,
      balance: "0.00",
    });
    const below = (await downlines(A, `?parentId=${A1.id}`)).json().value;
    expect(below.path.map((p: { memberId: number }) => p.memberId)).toEqual([A.id, A1.id]);
    expect(below.list.map((d: { memberId: number }) => d.memberId)).toEqual([A11.id]);
    expect(below.list[0].rates).toContainEqual({ category: "LIVE", rate: "0.5" });
    expect((await downlines(A, "?kind=AGENT")).json().value.list).toHaveLength(1);
    expect((await downlines(A, `?search=${encodeURIComponent(`AGTWO${A.id}`)}`)).json().value.list).toHaveLength(1);

    // Another tree, the caller's upline and a sibling are all outside: not found, as if absent.
    for (const [who, parentId] of [
      [A, B.id],
      [A, B1.id],
      [A, B11.id],
      [A1, A.id],
      [A1, A2.id],
      [B, A1.id],
      [B1, B.id],
      [A, 999_999],
    ] as const) {
      const res = await downlines(who, `?parentId=${parentId}`);
      expect([res.statusCode, res.json().errorCode], `${who.account} -> ${parentId}`).toEqual([404, "NOT_IN_TEAM"]);
    }
  });

  it("sets a direct downline's rates within its upline's and above its own downlines'", async () => {
    for (const [who, target] of [
      [A, B1.id],
      [A, B11.id],
      [B, A1.id],
      [A1, A.id],
      [A1, A2.id],
    ] as const) {
      const res = await setRates(who, target, { LIVE: "0.1" });
      expect(res.json().errorCode, `${who.account} -> ${target}`).toBe("NOT_IN_TEAM");
    }
    expect((await setRates(A, A11.id, { LIVE: "0.1" })).json().errorCode).toBe("NOT_DIRECT_DOWNLINE");

    const above = (await setRates(A, A1.id, { LIVE: "2.5", RNG: "1" })).json();
    expect(above).toMatchObject({
      errorCode: "REBATE_RATE_ABOVE_UPLINE",
      value: { fields: { "rates.LIVE": "max 2" } },
    });
    const below = (await setRates(A, A1.id, { LIVE: "0.4" })).json();
    expect(below).toMatchObject({
      errorCode: "REBATE_RATE_BELOW_DOWNLINE",
      value: { fields: { "rates.LIVE": "min 0.5" } },
    });
    expect((await setRates(A, A1.id, { LIVE: "2", RNG: "0.75" })).statusCode).toBe(200);
    const a1 = (await downlines(A)).json().value.list.find((d: { memberId: number }) => d.memberId === A1.id);
    expect(a1.rates).toEqual(
      expect.arrayContaining([
        { category: "LIVE", rate: "2" },
        { category: "RNG", rate: "0.75" },
      ]),
    );
    expect((await setRates(A, A1.id, { SPORTS: "101" })).json().errorCode).toBe("VALIDATION_FAILED");
  });

  it("refuses non-agents, other agent types' missing rights, and rates above the caller's at registration", async () => {
    const res = await downlines(A2);
    expect([res.statusCode, res.json().errorCode]).toEqual([403, "FORBIDDEN"]);
    expect((await call("GET", AGENT_API.overview, "")).statusCode).toBe(401);

    const promoter = await agentOf(41, { LIVE: "1" });
    const refused = await call("POST", AGENT_API.accounts, promoter.token, {
      kind: "AGENT",
      username: `proag${promoter.id}`,
    });
    expect(refused.json().errorCode).toBe("AGENT_CAPABILITY_MISSING");
    const watcher = await agentOf(42);
    for (const res of [
      await call("POST", AGENT_API.accounts, watcher.token, { kind: "MEMBER", username: `watmem${watcher.id}` }),
      await setRates(watcher, A.id, { LIVE: "0" }),
    ]) {
      expect(res.json().errorCode).toBe("AGENT_CAPABILITY_MISSING");
    }
    const tooHigh = await call("POST", AGENT_API.accounts, promoter.token, {
      kind: "MEMBER",
      username: `promem${promoter.id}`,
      rates: { LIVE: "1.01", FISH: "0.1" },
    });
    expect(tooHigh.json()).toMatchObject({
      errorCode: "REBATE_RATE_ABOVE_UPLINE",
      value: { fields: { "rates.LIVE": "max 1", "rates.FISH": "max 0" } },
    });
    // Nothing half-written: the refused account does not exist.
    const [row] = await t.database.db
      .select()
      .from(members)
      .where(eq(members.accountKey, `promem${promoter.id}`));
    expect(row).toBeUndefined();
    const taken = await call("POST", AGENT_API.accounts, A.token, { kind: "MEMBER", username: A2.account });
    expect(taken.json().errorCode).toBe("USERNAME_TAKEN");
  });

  it("moves a member's whole team with it, and refuses a move below its own team", async () => {
    const X = await agentOf(1);
    const X1 = await registerBelow(X, "AGENT", `xsubag${X.id}`);
    const X11 = await registerBelow(X1, "MEMBER", `xsubmem${X.id}`);
    const Y = await agentOf(1);
    await t.database.db.update(members).set({ uplineId: Y.id }).where(eq(members.id, X1.id));
    expect((await call("GET", AGENT_API.overview, X.token)).json().value.teamSize).toBe(0);
    expect((await call("GET", AGENT_API.overview, Y.token)).json().value.teamSize).toBe(2);
    expect((await downlines(Y, `?parentId=${X1.id}`)).json().value.list[0].memberId).toBe(X11.id);
    expect((await downlines(X, `?parentId=${X1.id}`)).json().errorCode).toBe("NOT_IN_TEAM");
    await expect(t.database.db.update(members).set({ uplineId: X11.id }).where(eq(members.id, Y.id))).rejects.toThrow();
  });
});

describe("register account under load and bad ids", () => {
  it("registers accounts at once for one agent without a deadlock, each once", async () => {
    const agent = await agentOf(1, { LIVE: "1" });
    const names = [1, 2, 3, 4, 5, 6].map((i) => `conc${i}x${agent.id}`);
    const answers = await Promise.all(
      names.map((username) =>
        call("POST", AGENT_API.accounts, agent.token, { kind: "MEMBER", username, rates: { LIVE: "0.5" } }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await call("GET", AGENT_API.overview, agent.token)).json().value.directCount).toBe(6);
  });

  it("answers ids past the database's range as bad input, never a 500", async () => {
    const agent = await agentOf(1);
    const big = 2 ** 31;
    for (const res of [await downlines(agent, `?parentId=${big}`), await setRates(agent, big, { LIVE: "0" })]) {
      expect([res.statusCode, res.json().errorCode]).toEqual([400, "VALIDATION_FAILED"]);
    }
  });

  it("refuses an upline of another brand in the tree itself", async () => {
    const agent = await agentOf(1);
    const [other] = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into merchants (code, name, currency) values (${`xb${agent.id}`}, 'Other brand', 'USD') returning id`,
    );
    await expect(
      t.database.db.insert(members).values({
        merchantId: other!.id,
        account: `xbm${agent.id}`,
        accountKey: `xbm${agent.id}`,
        passwordHash: "x",
        uplineId: agent.id,
      }),
    ).rejects.toThrow();
  });
});

describe("announcements addressed to agents", () => {
  it("are answered to agents only, never in the visitors' announcement content", async () => {
    const agent = await agentOf(1);
    const list = (await call("GET", AGENT_API.announcements, agent.token)).json().value;
    expect(list).toEqual([
      expect.objectContaining({
        title: "How agent daily salaries are settled",
        content: expect.stringContaining("<p>"),
      }),
    ]);
    const player = await newMember(t.app, "annp");
    expect((await call("GET", AGENT_API.announcements, player.token)).json().errorCode).toBe("FORBIDDEN");
    const everything = (await t.app.inject({ method: "GET", url: API.announcementContent + "?execution=F" })).json()
      .value;
    const titles = Object.values(everything as Record<string, { title: string }[]>).flatMap((group) =>
      group.map((a) => a.title),
    );
    expect(titles).not.toContain("How agent daily salaries are settled");
    const asked = await t.app.inject({ method: "GET", url: API.announcementContent + "?types=AG" });
    expect(asked.json().errorCode).toBe("VALIDATION_FAILED");
  });
});

describe("the team lists at size", () => {
  it("pages the direct downlines by cursor, newest first", async () => {
    const agent = await agentOf(1);
    const [first] = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into members (merchant_id, account, account_key, password_hash, upline_id)
        select ${t.merchantId}::int, 'pg' || g || 'x' || ${agent.id}::int, 'pg' || g || 'x' || ${agent.id}::int, 'x', ${agent.id}::int
        from generate_series(1, 45) g returning id`,
    );
    expect(first).toBeDefined();
    const seen: number[] = [];
    let cursor = "";
    for (let page = 0; page < 5; page++) {
      const value = (await downlines(agent, cursor ? `?cursor=${cursor}` : "")).json().value;
      seen.push(...value.list.map((d: { memberId: number }) => d.memberId));
      expect(value.total).toBe(45);
      if (!value.next) break;
      cursor = value.next;
    }
    expect(seen).toHaveLength(45);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
    const other = await agentOf(1);
    expect((await downlines(other, `?cursor=${cursor}`)).json().errorCode).toBe("VALIDATION_FAILED");
  });
});

describe("the migration", () => {
  it("builds the tree of members registered before it", async () => {
    const before = await queryRows(t.database.db, sql`select * from member_tree order by ancestor_id, descendant_id`);
    const migration = readFileSync(path.join(MIGRATIONS_DIR, "0023_agent_tree.sql"), "utf8");
    const backfill = migration.split("--> statement-breakpoint").at(-1)!;
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`delete from member_tree`);
      await tx.execute(sql.raw(backfill));
      const rebuilt = await queryRows(tx, sql`select * from member_tree order by ancestor_id, descendant_id`);
      expect(rebuilt).toEqual(before);
    });
  });
});
