import { describe, expect, it } from "vitest";
import { VN_CENTRAL, VN_NORTH, VN_SOUTH, type VnResult } from "./vn";
import {
  VN_LAYOUTS,
  fromOfficialOrder,
  isVnFamily,
  toOfficialOrder,
  vnOfficialOrder,
  vnOfficialPrizes,
  type VnFamilyCode,
} from "./vn-layout";

const names = (code: VnFamilyCode) => vnOfficialPrizes(code).map((prize) => prize.name);

describe("the official layout of a Vietnamese results sheet", () => {
  it("prints the north special prize first, the south and central eighth prize first down to the special", () => {
    expect(names("VN_NORTH")).toEqual(["special", "first", "second", "third", "fourth", "fifth", "sixth", "seventh"]);
    const southern = ["eighth", "seventh", "sixth", "fifth", "fourth", "third", "second", "first", "special"];
    expect(names("VN_SOUTH")).toEqual(southern);
    expect(names("VN_CENTRAL")).toEqual(southern);
    expect(vnOfficialOrder("VN_SOUTH")).toEqual([8, 7, 6, 5, 4, 3, 2, 1, 0]);
    // Each prize keeps its count and digits on the sheet.
    expect(vnOfficialPrizes("VN_SOUTH")[0]).toEqual({ name: "eighth", count: 1, digits: 2 });
    expect(vnOfficialPrizes("VN_SOUTH").at(-1)).toEqual({ name: "special", count: 1, digits: 6 });
  });

  it("has a layout for each Vietnamese family, with that family's structure", () => {
    for (const family of [VN_NORTH, VN_CENTRAL, VN_SOUTH]) {
      expect(isVnFamily(family.code)).toBe(true);
      expect(VN_LAYOUTS[family.code as VnFamilyCode].structure.code).toBe(family.code);
    }
    expect(isVnFamily("SSC")).toBe(false);
    expect(isVnFamily("toString")).toBe(false);
  });

  it("converts a drawn result to the sheet's order and back, for every region", () => {
    const bytes = (function* () {
      for (let i = 0; ; i += 1) yield (i * 37 + 11) % 256;
    })();
    for (const family of [VN_NORTH, VN_CENTRAL, VN_SOUTH]) {
      const code = family.code as VnFamilyCode;
      const result = family.draw(bytes) as VnResult;
      const sheet = toOfficialOrder(code, result.prizes);
      // Each place on the sheet holds its prize's numbers (count and digits of that prize).
      vnOfficialPrizes(code).forEach((prize, place) => {
        expect(sheet[place]).toHaveLength(prize.count);
        for (const number of sheet[place]!) expect(number).toHaveLength(prize.digits);
      });
      const stored = fromOfficialOrder(code, sheet);
      expect(stored).toEqual(result.prizes);
      // What is typed from the sheet and converted back is a result its family accepts.
      expect(family.parseResult({ prizes: stored })).toEqual(result);
    }
  });

  it("reads a southern sheet typed top to bottom as a result stored special first", () => {
    const sheet = [
      ["47"],
      ["291"],
      ["3812", "0457", "9026"],
      ["6630"],
      ["11111", "22222", "33333", "44444", "55555", "66666", "77777"],
      ["80808", "90909"],
      ["12121"],
      ["54321"],
      ["123456"],
    ];
    const stored = fromOfficialOrder("VN_CENTRAL", sheet);
    expect(stored[0]).toEqual(["123456"]);
    expect(stored[1]).toEqual(["54321"]);
    expect(stored.at(-1)).toEqual(["47"]);
    expect(VN_CENTRAL.parseResult({ prizes: stored })).toEqual({ prizes: stored });
    // The north's sheet is already in the stored order.
    const north = [["1"], ["2"], ["3"], ["4"], ["5"], ["6"], ["7"], ["8"]];
    expect(fromOfficialOrder("VN_NORTH", north)).toEqual(north);
    expect(toOfficialOrder("VN_NORTH", north)).toEqual(north);
  });

  it("refuses a list that is not one item per prize", () => {
    expect(() => toOfficialOrder("VN_SOUTH", [["1"]])).toThrow(RangeError);
    expect(() => fromOfficialOrder("VN_NORTH", [])).toThrow(RangeError);
  });
});
