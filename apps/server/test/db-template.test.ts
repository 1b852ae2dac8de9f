import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { members } from "../src/db/schema";
import { login } from "./accounts-helper";
import { databaseTemplates } from "./db-template";
import { createTestApp, openTestDatabase, type TestApp } from "./test-app";

// The copies test-app.ts makes of the run's templates (test/global-setup.ts): each file's
// database is its own, carries the demo accounts with the passwords the seed gave them, and an
// empty database stays empty.
describe("databases copied from the run's templates", () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp();
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it("are made from a template for the database this run uses", () => {
    expect(databaseTemplates()?.driver).toBe(process.env.DATABASE_URL ? "postgres" : "pglite");
  });

  it("carry the demo accounts, whose passwords log in", async () => {
    expect(Object.keys(first.demoAccounts)).toContain("demo_member");
    const response = await login(first.app, { username: "demo_member", password: first.demoAccounts.demo_member! });
    expect(response.json()).toMatchObject({ success: true });
  });

  it("are apart: a change in one copy is not in another", async () => {
    await first.database.db
      .update(members)
      .set({ nickname: "changed here" })
      .where(eq(members.accountKey, "demo_member"));
    const [row] = await second.database.db
      .select({ nickname: members.nickname })
      .from(members)
      .where(eq(members.accountKey, "demo_member"));
    expect(row?.nickname).toBe("demo_member");
  });

  it("leave an empty database empty", async () => {
    const { database, dropDatabase } = await openTestDatabase();
    try {
      const [row] = await database.db.select({ n: count() }).from(members);
      expect(row?.n).toBe(0);
    } finally {
      await database.close();
      await dropDatabase();
    }
  });
});
