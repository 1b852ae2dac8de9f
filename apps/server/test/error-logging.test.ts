import { Writable } from "node:stream";
import Fastify, { type FastifyBaseLogger } from "fastify";
import pg from "pg";
import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { installErrorHandler } from "../src/http/error-handler";
import { createLogger, logConnectionLoss } from "../src/lib/logger";

/** A logger like the process's, writing its JSON lines here. */
function capturedLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
      done();
    },
  });
  return { logger: createLogger("info", stream), lines };
}

/** An error as PostgreSQL answers it (pg's DatabaseError: code, detail, the failing statement's place). */
function postgresError() {
  return Object.assign(
    new pg.DatabaseError('duplicate key value violates unique constraint "members_key"', 0, "error"),
    {
      code: "23505",
      detail: "Key (account_key)=(secret-account-in-detail) already exists.",
      schema: "public",
      table: "members",
    },
  );
}

/** How drizzle reports a failed statement: the SQL and its parameters in message and properties. */
function failedQuery() {
  return new DrizzleQueryError(
    "update members set password_hash = $1 where id = $2",
    ["$argon2id$secret-hash-parameter", 7],
    postgresError(),
  );
}

describe("logged errors carry what helps (code, message, stack), never internals", () => {
  it("the pool's connection-loss line has no pg client (connection string, password)", async () => {
    const { logger, lines } = capturedLogger();
    // What pg-pool emits: the error, with the idle client that received it attached as err.client.
    const client = new pg.Client({ connectionString: "postgres://portal:pg-secret-password@127.0.0.1:1/portal" });
    const error = Object.assign(new Error("terminating connection due to administrator command"), {
      code: "57P01",
      client,
    });
    logConnectionLoss(logger)(error);
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!);
    expect(line.msg).toBe("database connection lost; the pool reconnects");
    expect(line.err).toMatchObject({ code: "57P01", message: "terminating connection due to administrator command" });
    expect(lines[0]).not.toContain("pg-secret-password");
    expect(lines[0]).not.toContain("127.0.0.1:1");
    expect(line.err.client).toBeUndefined();
  });

  it("a 5xx is logged with the database's code and message, not the SQL, its parameters or the row's detail", async () => {
    const { logger, lines } = capturedLogger();
    const app = Fastify({ loggerInstance: logger as FastifyBaseLogger });
    installErrorHandler(app);
    app.get("/boom", async () => {
      throw failedQuery();
    });
    const res = await app.inject({ method: "GET", url: "/boom" });
    expect(res.json()).toMatchObject({ errorCode: "INTERNAL_ERROR" });
    await app.close();

    const failed = lines.map((l) => JSON.parse(l)).find((l) => l.msg === "request failed");
    expect(failed.err).toMatchObject({
      code: "23505",
      message: 'duplicate key value violates unique constraint "members_key"',
    });
    expect(failed.err.stack).toMatch(/\bat /);
    const text = JSON.stringify(failed);
    for (const secret of ["secret-hash-parameter", "password_hash", "secret-account-in-detail", "Failed query"]) {
      expect(text).not.toContain(secret);
    }
  });

  it("any other error logged as { err } (jobs, push) is reduced the same way", async () => {
    const { logger, lines } = capturedLogger();
    logger.warn({ err: failedQuery(), job: "reconcile" }, "job failed");
    const line = JSON.parse(lines[0]!);
    expect(line).toMatchObject({ job: "reconcile", err: { code: "23505" } });
    expect(lines[0]).not.toContain("secret-hash-parameter");
    expect(lines[0]).not.toContain("secret-account-in-detail");
  });
});
