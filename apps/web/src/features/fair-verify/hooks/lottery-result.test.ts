import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { fairMessage } from "@portal/contract/fair-random";
import { LOTTERY_FAMILIES } from "@portal/contract/lottery/families/index";
import type { FourDResult } from "@portal/contract/lottery/families/four-d";
import type { VnResult } from "@portal/contract/lottery/families/vn";
import cn from "@portal/contract/lottery/locales/cn.json";
import en from "@portal/contract/lottery/locales/en.json";
import ja from "@portal/contract/lottery/locales/ja.json";
import th from "@portal/contract/lottery/locales/th.json";
import vi from "@portal/contract/lottery/locales/vi.json";
import { resultParts, vnResultRows } from "../../../shared/lottery/lottery-result";
import { sameValue } from "./verify-draw";

const ELEMENT = "0123456789abcdef".repeat(4);

/** Fair bytes as the draw server makes them (HMAC-SHA256 keyed by the element's text). */
function* bytes(game: string, index: number) {
  for (let block = 0; ; block++)
    yield* createHmac("sha256", ELEMENT)
      .update(fairMessage(game, index, block))
      .digest();
}

/** A fast draw of each family, as the server draws it. */
const drawn = (code: string, index = 1): unknown => {
  const family = LOTTERY_FAMILIES.find((candidate) => candidate.code === code)!;
  return family.drawFromElement ? family.draw(Buffer.from(ELEMENT, "hex").values()) : family.draw(bytes(code, index));
};

const textOf = (texts: object, key: string): unknown =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);

describe("a draw's result as players read it", () => {
  it.each(LOTTERY_FAMILIES.map((family) => family.code))(
    "shows a %s result, each piece named by a text of every language",
    (code) => {
      const parts = resultParts(code, drawn(code));
      expect(parts).not.toBeNull();
      for (const part of parts!) {
        expect(part.value).toMatch(/^\d+( \d+)*$/);
        if (part.label)
          for (const texts of [en, cn, ja, th, vi]) expect(typeof textOf(texts, part.label)).toBe("string");
      }
    },
  );

  it("joins digits and numbers, adds the sum and the special number, and names prizes", () => {
    expect(resultParts("SSC", [3, 1, 4, 1, 5])).toEqual([{ value: "3 1 4 1 5" }]);
    expect(resultParts("CHAIN", [0, 0, 7, 1, 9])).toEqual([{ value: "0 0 7 1 9" }]);
    expect(resultParts("11X5", [3, 11, 7, 1, 5])).toEqual([{ value: "03 11 07 01 05" }]);
    expect(resultParts("K3", [2, 5, 6])).toEqual([{ value: "2 5 6" }, { label: "K3.row.sum", value: "13" }]);
    expect(resultParts("PCB", [9, 9, 8])).toEqual([{ value: "9 9 8" }, { label: "PCB.row.sum", value: "26" }]);
    expect(resultParts("PK10", [3, 7, 1, 10, 2, 4, 5, 6, 8, 9])).toEqual([{ value: "03 07 01 10 02 04 05 06 08 09" }]);
    expect(resultParts("LHC", [1, 12, 23, 34, 45, 49, 7])).toEqual([
      { value: "01 12 23 34 45 49" },
      { label: "LHC.row.special", value: "07" },
    ]);
    expect(resultParts("THAI", { first: "123456", front: ["012", "345"], back: ["678", "901"], bottom: "23" })).toEqual(
      [
        { label: "THAI.prize.first", value: "123456" },
        { label: "THAI.prize.front", value: "012 345" },
        { label: "THAI.prize.back", value: "678 901" },
        { label: "THAI.prize.bottom", value: "23" },
      ],
    );
    const fourD = drawn("4D") as FourDResult;
    expect(resultParts("4D", fourD)).toEqual([
      { label: "4D.tier.FIRST", value: fourD.first },
      { label: "4D.tier.SECOND", value: fourD.second },
      { label: "4D.tier.THIRD", value: fourD.third },
      { label: "4D.tier.STARTER", value: fourD.starter.join(" ") },
      { label: "4D.tier.CONSOLATION", value: fourD.consolation.join(" ") },
    ]);
  });

  it("lists the northern prizes special first, as the north's official results table", () => {
    const north = drawn("VN_NORTH") as VnResult;
    const parts = resultParts("VN_NORTH", north)!;
    expect(parts.map((part) => part.label)).toEqual(
      ["special", "first", "second", "third", "fourth", "fifth", "sixth", "seventh"].map((name) => `VN.prize.${name}`),
    );
    expect(parts.map((part) => part.value.split(" ").length)).toEqual([1, 1, 2, 6, 4, 6, 3, 4]);
    expect(parts[0]!.value).toBe(north.prizes[0]![0]);
    expect(vnResultRows("VN_NORTH", north)!.map((row) => row.numbers)).toEqual(north.prizes);
  });

  it.each(["VN_SOUTH", "VN_CENTRAL"])(
    "lists the %s prizes eighth first down to the special prize, as the region's official table",
    (code) => {
      const result = drawn(code) as VnResult;
      const parts = resultParts(code, result)!;
      expect(parts.map((part) => part.label)).toEqual(
        ["eighth", "seventh", "sixth", "fifth", "fourth", "third", "second", "first", "special"].map(
          (name) => `VN.prize.${name}`,
        ),
      );
      expect(parts.map((part) => part.value.split(" ").length)).toEqual([1, 1, 3, 1, 7, 2, 1, 1, 1]);
      // Stored special first: the eighth prize is the result's last, the special prize its first.
      expect(parts[0]).toEqual({ label: "VN.prize.eighth", value: result.prizes[8]![0] });
      expect(parts[0]!.value).toMatch(/^\d\d$/);
      expect(parts.at(-1)).toEqual({ label: "VN.prize.special", value: result.prizes[0]![0] });
      expect(parts.at(-1)!.value).toMatch(/^\d{6}$/);
      expect(vnResultRows(code, result)!.map((row) => row.numbers)).toEqual([...result.prizes].reverse());
    },
  );

  it("gives table rows for a Vietnamese result only", () => {
    expect(vnResultRows("SSC", [3, 1, 4, 1, 5])).toBeNull();
    expect(vnResultRows("VN_SOUTH", drawn("VN_NORTH"))).toBeNull();
    expect(vnResultRows("VN_NORTH", null)).toBeNull();
  });

  it("gives nothing for a result its family does not recognise, or a family it does not know", () => {
    expect(resultParts("SSC", [1, 2, 3])).toBeNull();
    expect(resultParts("SSC", null)).toBeNull();
    expect(resultParts("VN_NORTH", { prizes: [] })).toBeNull();
    expect(resultParts("KENO", [1, 2, 3])).toBeNull();
  });
});

describe("comparing a recomputed result with the published one", () => {
  it("compares values, whatever order an object's keys come in", () => {
    const fourD = drawn("4D") as FourDResult;
    // jsonb gives an object's keys back in its own order.
    const stored = JSON.parse(
      JSON.stringify({
        starter: fourD.starter,
        third: fourD.third,
        first: fourD.first,
        consolation: fourD.consolation,
        second: fourD.second,
      }),
    ) as unknown;
    expect(sameValue(fourD, stored)).toBe(true);
    expect(sameValue(fourD, { ...fourD, first: fourD.second })).toBe(false);
    expect(sameValue(fourD, { ...fourD, extra: 1 })).toBe(false);
    expect(sameValue([1, 2, 3], [1, 2, 3])).toBe(true);
    expect(sameValue([1, 2, 3], [1, 2])).toBe(false);
    expect(sameValue([1, 2, 3], { 0: 1, 1: 2, 2: 3 })).toBe(false);
    expect(sameValue(null, [])).toBe(false);
    expect(sameValue(null, null)).toBe(true);
  });
});
