import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, OPERATOR_ROLES, type OperatorRole } from "@portal/contract/api/admin";
import { Operators, PERMISSIONS, type Permission } from "../src/modules/admin/operators";
import { OperatorRepository } from "../src/modules/admin/operators-repository";
import { newMember } from "./money-helper";
import { signInOperator } from "./operator-helper";
import { createTestApp, type TestApp } from "./test-app";

/**
 * The walk over every operator route (issue 17's proof): a member's live token is never an
 * operator's (401), and a role without the route's permission is refused (403) before the body
 * is read, whatever the route. New routes join the walk by being registered.
 */
let t: TestApp;
const tokens = new Map<OperatorRole, string>();

/** Fills every `:name` of a path with a value no handler would find. */
const filled = (url: string) => url.replace(/:([A-Za-z]+)/g, "1");
const operatorRoutes = () =>
  t.app.routeAccess.filter((r) => r.access.level === "operator" && r.method !== "HEAD") as {
    method: string;
    url: string;
    access: { level: "operator"; permission: Permission };
  }[];
const call = (route: { method: string; url: string }, token: string) =>
  t.app.inject({
    method: route.method as "POST",
    url: filled(route.url),
    headers: { authorization: token, "content-type": "application/json" },
    ...(route.method === "GET" || route.method === "DELETE" ? {} : { payload: "{}" }),
  });

beforeAll(async () => {
  t = await createTestApp();
  const accounts = new Operators(new OperatorRepository(t.database.db));
  for (const role of OPERATOR_ROLES) {
    const credentials = { username: `walk_${role.toLowerCase()}`, password: "Walk-Operator-Pass-123" };
    await accounts.create({ merchantId: t.merchantId, ...credentials, role });
    tokens.set(role, (await signInOperator(t, credentials)).token);
  }
});
afterAll(() => t.close());

describe("every operator route", () => {
  it("answers 401 to a member's live session", async () => {
    const member = await newMember(t.app, "walk");
    const routes = operatorRoutes();
    expect(routes.length).toBeGreaterThan(80);
    const answers: string[] = [];
    for (const route of routes) {
      const res = await call(route, member.token);
      answers.push(`${route.method} ${route.url} ${res.statusCode} ${res.json().errorCode}`);
    }
    expect(answers.filter((a) => !a.endsWith(" 401 NOT_LOGGED_IN"))).toEqual([]);
  });

  it("answers 403 to every role without the route's permission, before it reads the body", async () => {
    const refused: string[] = [];
    const wrong: string[] = [];
    for (const route of operatorRoutes()) {
      const allowed: readonly OperatorRole[] = PERMISSIONS[route.access.permission];
      for (const role of OPERATOR_ROLES) {
        if (allowed.includes(role)) continue;
        const res = await call(route, tokens.get(role)!);
        refused.push(`${role} ${route.method} ${route.url}`);
        if (res.statusCode !== 403 || res.json().errorCode !== "FORBIDDEN")
          wrong.push(`${role} ${route.method} ${route.url} ${res.statusCode} ${res.json().errorCode}`);
      }
    }
    expect(wrong).toEqual([]);
    // The walk did refuse something for each role but ADMIN (who may do everything).
    for (const role of ["FINANCE", "SUPPORT", "MARKETING"]) expect(refused.some((r) => r.startsWith(role))).toBe(true);
  });

  it("lets every role read (a GET needs only `read`), and the permissions table names only known roles", async () => {
    const reads = operatorRoutes().filter((r) => r.method === "GET" && r.access.permission === "read");
    expect(reads.length).toBeGreaterThan(20);
    for (const role of OPERATOR_ROLES) {
      for (const route of reads) {
        const res = await call(route, tokens.get(role)!);
        expect([401, 403], `${role} ${route.url}`).not.toContain(res.statusCode);
      }
    }
    for (const roles of Object.values(PERMISSIONS)) for (const role of roles) expect(OPERATOR_ROLES).toContain(role);
  });

  it("the operators list names each operator with role and enrolment, never a secret", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: ADMIN.operators,
      headers: { authorization: tokens.get("SUPPORT")! },
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().value.list as { username: string; role: string; enrolled: boolean }[];
    expect(list.find((o) => o.username === "walk_finance")).toMatchObject({ role: "FINANCE", enrolled: true });
    expect(res.body).not.toMatch(/totp|password|hash/i);
  });
});
