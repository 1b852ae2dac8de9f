// @vitest-environment jsdom
import i18next from "i18next";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import {
  VN_NORTH_STRUCTURE,
  VN_SOUTH_STRUCTURE,
  type VnResult,
  type VnStructure,
} from "@portal/contract/lottery/families/vn";
import { LOTTERY_NS } from "../i18n/namespaces";
import { startTestI18n } from "../../test-support/render-page";
import lotteryEn from "@portal/contract/lottery/locales/en.json";
import { DrawResult } from "./draw-result";

// A Vietnamese result as the official results table (xổ số kết quả): a row per prize, its name as
// the row's header, in the region's order.

/** A result whose every number tells its prize and place: prize p's number i is p, i, then zeros. */
const resultOf = (structure: VnStructure): VnResult => ({
  prizes: structure.prizes.map((prize, p) =>
    Array.from({ length: prize.count }, (_, i) => `${p}${i}`.padEnd(prize.digits, "0")),
  ),
});

const name = (prize: keyof typeof lotteryEn.VN.prize) => lotteryEn.VN.prize[prize];

/** The table's prize rows: the row header's name, then the numbers cell's numbers. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => [
      within(row).getByRole("rowheader").textContent,
      within(row).getByRole("cell").textContent!.split(" "),
    ]);

beforeEach(async () => {
  await startTestI18n();
  i18next.addResourceBundle("en", LOTTERY_NS, lotteryEn, true, true);
});
afterEach(cleanup);

describe("a Vietnamese result's official table", () => {
  it("lists the north's prizes special first, each by name with its numbers", () => {
    render(<DrawResult family="VN_NORTH" result={resultOf(VN_NORTH_STRUCTURE)} label="Results of draw 0001" />);
    const table = screen.getByRole("table", { name: "Results of draw 0001" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual([lotteryEn.VN.table.prize, lotteryEn.VN.table.numbers]);
    expect(rowsOf(table)).toEqual([
      [name("special"), ["00000"]],
      [name("first"), ["10000"]],
      [name("second"), ["20000", "21000"]],
      [name("third"), ["30000", "31000", "32000", "33000", "34000", "35000"]],
      [name("fourth"), ["4000", "4100", "4200", "4300"]],
      [name("fifth"), ["5000", "5100", "5200", "5300", "5400", "5500"]],
      [name("sixth"), ["600", "610", "620"]],
      [name("seventh"), ["70", "71", "72", "73"]],
    ]);
    // Each prize is found by its row header.
    const special = screen.getByRole("rowheader", { name: name("special") }).closest("tr")!;
    expect(within(special).getByRole("cell").textContent).toBe("00000");
    expect(screen.queryByRole("rowheader", { name: name("eighth") })).toBeNull();
  });

  it("lists the south's prizes eighth first down to the special prize", () => {
    render(<DrawResult family="VN_SOUTH" result={resultOf(VN_SOUTH_STRUCTURE)} />);
    // Named "Result" where no label is given.
    const table = screen.getByRole("table", { name: lotteryEn.verify.result });
    expect(rowsOf(table)).toEqual([
      [name("eighth"), ["80"]],
      [name("seventh"), ["700"]],
      [name("sixth"), ["6000", "6100", "6200"]],
      [name("fifth"), ["5000"]],
      [name("fourth"), ["40000", "41000", "42000", "43000", "44000", "45000", "46000"]],
      [name("third"), ["30000", "31000"]],
      [name("second"), ["20000"]],
      [name("first"), ["10000"]],
      [name("special"), ["000000"]],
    ]);
    const eighth = screen.getByRole("rowheader", { name: name("eighth") }).closest("tr")!;
    expect(within(eighth).getByRole("cell").textContent).toBe("80");
  });

  it("keeps a list's line short: the special prize, the table behind a disclosure", () => {
    const { container } = render(
      <DrawResult family="VN_SOUTH" result={resultOf(VN_SOUTH_STRUCTURE)} compact label="Results of draw 0002" />,
    );
    const summary = container.querySelector("details > summary")!;
    expect(summary.textContent).toBe(`${name("special")} 000000 ${lotteryEn.VN.table.allPrizes}`);
    const table = within(container.querySelector("details")!).getByRole("table", { name: "Results of draw 0002" });
    expect(within(table).getAllByRole("rowheader")[0]!.textContent).toBe(name("eighth"));
  });

  it("shows another family's result as a line, and a malformed Vietnamese one as it came", () => {
    render(<DrawResult family="SSC" result={[3, 1, 4, 1, 5]} />);
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByText("3 1 4 1 5")).toBeTruthy();
    cleanup();
    render(<DrawResult family="VN_NORTH" result={{ prizes: [] }} />);
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByText('{"prizes":[]}')).toBeTruthy();
  });
});
