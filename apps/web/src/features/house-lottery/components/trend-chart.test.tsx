// @vitest-environment jsdom
import i18next from "i18next";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import type { LotteryResultView } from "@portal/contract/api/lottery";
import { LOTTERY_NS } from "../../../shared/i18n/namespaces";
import { renderPage, startTestI18n } from "../../../test-support/render-page";
import lotteryEn from "@portal/contract/lottery/locales/en.json";
import { TrendChart } from "./trend-chart";

// The bet page's trend chart: the drawn number marked in its column, misses elsewhere, a position to choose.

const draw = (drawNo: string, result: number[]): LotteryResultView => ({
  drawNo,
  drawsAt: 0,
  status: "DRAWN",
  result,
  element: "e",
  chainIndex: 1,
  commitment: "c",
  official: null,
  calledOff: false,
});

beforeEach(async () => {
  await startTestI18n();
  i18next.addResourceBundle("en", LOTTERY_NS, lotteryEn, true, true);
});
afterEach(cleanup);

/** A table's body rows as text per cell. */
const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));

describe("the trend chart", () => {
  it("marks each draw's digit at the chosen position and counts the others' misses", async () => {
    // Newest first: 0002 drew 7 first, 0001 drew 3 first.
    await renderPage(
      <TrendChart family="SSC" draws={[draw("0002", [7, 0, 0, 0, 9]), draw("0001", [3, 0, 0, 0, 9])]} />,
    );
    const table = screen.getByRole("table", { name: "Trend of the last draws: Ten-thousands" });
    const drawn = (n: string) => `${n} ${lotteryEn.trend.drawn}`;
    expect(cells(table)).toEqual([
      ["0002", "2+", "2+", "2+", "1", "2+", "2+", "2+", drawn("7"), "2+", "2+"],
      ["0001", "1+", "1+", "1+", drawn("3"), "1+", "1+", "1+", "1+", "1+", "1+"],
      [lotteryEn.trend.appearances, "0", "0", "0", "1", "0", "0", "0", "1", "0", "0"],
    ]);
    // The drawn number is marked, not only written: a miss count of 7 would read the same.
    expect([...table.querySelectorAll("strong")].map((mark) => mark.textContent)).toEqual(["7", "3"]);
    fireEvent.change(screen.getByRole("combobox", { name: lotteryEn.trend.position }), { target: { value: "4" } });
    const units = screen.getByRole("table", { name: "Trend of the last draws: Units" });
    expect(cells(units)[0]).toEqual(["0002", "2+", "2+", "2+", "2+", "2+", "2+", "2+", "2+", "2+", drawn("9")]);
    expect(cells(units)[1]).toEqual(["0001", "1+", "1+", "1+", "1+", "1+", "1+", "1+", "1+", "1+", drawn("9")]);
  });

  it("is not shown for a family whose results have no positions", async () => {
    await renderPage(<TrendChart family="KENO" draws={[draw("0001", [1, 2, 3, 4, 5, 6, 7])]} />);
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("names a position's categories: Mark Six's special number by colour", async () => {
    // Newest first: special 37 (blue), then 49 (green).
    await renderPage(
      <TrendChart family="LHC" draws={[draw("0002", [1, 2, 3, 4, 5, 6, 37]), draw("0001", [1, 2, 3, 4, 5, 6, 49])]} />,
    );
    expect(screen.getByRole("table", { name: "Trend of the last draws: Special number: tail digit" })).toBeTruthy();
    fireEvent.change(screen.getByRole("combobox", { name: lotteryEn.trend.position }), { target: { value: "1" } });
    const table = screen.getByRole("table", { name: `Trend of the last draws: ${lotteryEn.trend.lhc.colour}` });
    const { RED, BLUE, GREEN } = lotteryEn.LHC.option;
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual([lotteryEn.verify.drawNo, RED, BLUE, GREEN]);
    const drawn = (n: string) => `${n} ${lotteryEn.trend.drawn}`;
    expect(cells(table)).toEqual([
      ["0002", "2+", drawn(BLUE), "1"],
      ["0001", "1+", "1+", drawn(GREEN)],
      [lotteryEn.trend.appearances, "0", "1", "1"],
    ]);
  });

  it("lists a void draw as void, counting it for nothing", async () => {
    const voided = { ...draw("0002", [0, 0, 0, 0, 0]), status: "VOID" as const, result: null };
    await renderPage(
      <TrendChart family="SSC" draws={[draw("0003", [5, 0, 0, 0, 0]), voided, draw("0001", [3, 0, 0, 0, 0])]} />,
    );
    const rows = cells(screen.getByRole("table", { name: "Trend of the last draws: Ten-thousands" }));
    expect(rows[1]).toEqual(["0002", lotteryEn.verify.void]);
    // 3 came one counted draw before 0003.
    expect(rows[0]![4]).toBe("1");
  });
});
