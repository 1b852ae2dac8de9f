import { describe, expect, it } from "vitest";
import { readLaunchParams } from "./launch-params";

describe("readLaunchParams", () => {
  it("reads the game token, language and merchant of the launch URL", () => {
    expect(readLaunchParams("?token=abc_DEF-123&language=vi&merchant=DEMO")).toEqual({
      token: "abc_DEF-123",
      language: "vi",
      merchant: "DEMO",
    });
  });

  it("treats missing or malformed values as absent", () => {
    expect(readLaunchParams("")).toEqual({ token: null, language: null, merchant: null });
    expect(readLaunchParams("?token=a%20b&language=fr&merchant=<x>")).toEqual({
      token: null,
      language: null,
      merchant: null,
    });
  });
});
