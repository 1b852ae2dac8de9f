import { describe, expect, it } from "vitest";
import { clampPage, itemNumber, pageCount, pageItems, pageOfIndex } from "./notice-paging";

const items = Array.from({ length: 19 }, (_, i) => `notice ${i + 1}`);

describe("notice paging", () => {
  it("shows 8 per page", () => {
    expect(pageCount(19)).toBe(3);
    expect(pageCount(16)).toBe(2);
    expect(pageCount(0)).toBe(1);
    expect(pageItems(items, 1)).toHaveLength(8);
    expect(pageItems(items, 3)).toHaveLength(3);
  });

  it("numbers items with two digits across pages", () => {
    expect(pageItems(items, 1).map((p) => p.number)).toEqual(["01", "02", "03", "04", "05", "06", "07", "08"]);
    expect(pageItems(items, 2)[0]).toEqual({ item: "notice 9", index: 8, number: "09" });
    expect(pageItems(items, 3).map((p) => p.number)).toEqual(["17", "18", "19"]);
    expect(itemNumber(99)).toBe("100");
  });

  it("clamps pages and finds the page of an item", () => {
    expect(clampPage(0, 19)).toBe(1);
    expect(clampPage(9, 19)).toBe(3);
    expect(pageOfIndex(7)).toBe(1);
    expect(pageOfIndex(8)).toBe(2);
  });
});
