import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./client";

/** Which database errors are "away for a moment" (503, retry) and which are faults (500). */
describe("isDatabaseUnavailable", () => {
  const pgError = (code: string, severity = "ERROR") => Object.assign(new Error("x"), { code, severity });

  it.each([
    ["a terminated connection", pgError("57P01", "FATAL")],
    ["a server starting or stopping", pgError("57P03", "FATAL")],
    ["a connection exception", pgError("08006")],
    ["a database refusing connections", pgError("55000", "FATAL")],
    ["a refused socket", Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" })],
    ["node-postgres's lost connection", new Error("Connection terminated unexpectedly")],
    ["a full pool", new Error("timeout exceeded when trying to connect")],
    ["a wrapped one (Drizzle)", Object.assign(new Error("Failed query: select 1"), { cause: pgError("57P01") })],
  ])("%s is", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation", pgError("23505")],
    ["a syntax error", pgError("42601")],
    ["a plain bug", new TypeError("cannot read properties of undefined")],
    ["not an error", "Connection terminated"],
  ])("%s is not", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
