import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN } from "@portal/contract/api/admin";
import { register } from "./accounts-helper";
import { operatorToken } from "./money-helper";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("/docs documents the public API; the operator API only for operators", () => {
  const isOperatorOperation = (path: string, operation: { tags?: string[] }) =>
    path.startsWith("/admin") || (operation.tags ?? []).includes("admin");

  it("the public document (json and yaml) has no operator route", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/docs/json" })).json();
    expect(Object.keys(doc.paths)).toContain("/wps/system/status");
    for (const [path, operations] of Object.entries(doc.paths as Record<string, Record<string, { tags?: string[] }>>)) {
      for (const operation of Object.values(operations)) expect(isOperatorOperation(path, operation)).toBe(false);
    }
    const yaml = (await t.app.inject({ method: "GET", url: "/docs/yaml" })).body;
    expect(yaml).toContain("/wps/system/status");
    expect(yaml).not.toContain("/admin/");
  });

  it("a logged-in operator gets the whole document, operator API included", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: ADMIN.openapi,
      headers: { authorization: `Bearer ${await operatorToken(t)}` },
    });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([ADMIN.login, ADMIN.audit, "/admin/vendors/{vendor}/pullBets", "/wps/system/status"]),
    );
  });

  it("a member's token, or none, gets 401 for the operator document", async () => {
    const member = (
      await register(t.app, { username: "docreader1", password: "Secret123", confirmPassword: "Secret123" })
    ).json().value.token as string;
    for (const headers of [{}, { authorization: member }, { authorization: `Bearer ${member}` }]) {
      const res = await t.app.inject({ method: "GET", url: ADMIN.openapi, headers });
      expect([res.statusCode, res.json().errorCode]).toEqual([401, "NOT_LOGGED_IN"]);
      expect(res.body).not.toContain("/admin/session/login");
    }
  });
});
