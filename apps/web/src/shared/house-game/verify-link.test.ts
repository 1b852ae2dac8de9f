import { describe, expect, it } from "vitest";
import { readVerifyPrefill, verifyUrl } from "./verify-link";

describe("links to the verify page", () => {
  it("carry the game and the revealed seeds, and read back the same", () => {
    const url = verifyUrl({ game: "slot", serverSeed: "a b", clientSeed: "c", hash: "ff" });
    expect(url).toBe("/house/verify?game=slot&serverSeed=a+b&clientSeed=c&hash=ff");
    expect(readVerifyPrefill(new URL(url, "http://x").searchParams)).toEqual({
      game: "slot",
      serverSeed: "a b",
      clientSeed: "c",
      hash: "ff",
    });
    expect(verifyUrl({ game: "baccarat" })).toBe("/house/verify?game=baccarat");
  });

  it("leave unknown games and missing fields empty", () => {
    expect(readVerifyPrefill(new URLSearchParams("game=poker"))).toEqual({
      game: "baccarat",
      serverSeed: "",
      clientSeed: "",
      hash: "",
    });
  });
});
