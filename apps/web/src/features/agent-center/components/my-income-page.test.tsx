// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { AGENT_API } from "@portal/contract/api/agents";
import { BILL_STATUSES, CONTRACT_API } from "@portal/contract/api/contracts";
import { cursorPages, emptyPage } from "../../../test-support/cursor-pages";
import { FakeApi } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
import { cellUnder, rowWith } from "../../../test-support/table-roles";
import type { Bill, IncomeItem } from "../api/income-api";
import { MyIncomePage } from "./my-income-page";

const HOUR = 3_600_000;
/** 2024-05-05 and 2024-05-06 00:00 GMT+8. */
const MAY5 = Date.UTC(2024, 4, 4, 16);
const MAY6 = Date.UTC(2024, 4, 5, 16);
const rebate = (start: number, end: number, extra: Partial<IncomeItem> = {}): IncomeItem => ({
  kind: "REBATE",
  periodStart: start,
  periodEnd: end,
  amount: "12.5",
  currency: "USD",
  paid: true,
  lines: [
    { category: "LIVE", validStake: "1000", amount: "10" },
    { category: "RNG", validStake: "500", amount: "2.5" },
  ],
  ...extra,
});
const bill = (extra: Partial<Bill>): Bill => ({
  contractId: 5,
  kind: "DAILY_SALARY",
  role: "PAYEE",
  counterparty: "",
  periodStart: MAY5,
  periodEnd: MAY5 + 24 * HOUR,
  turnover: "20000",
  carried: "0",
  activeMembers: 4,
  rate: "0.3",
  amount: "60",
  paid: "60",
  status: "ISSUED",
  claimBy: null,
  ...extra,
});
/** One bill of each status, as payee on 5 May and payer (to sub001) on 6 May. */
const BILLS = BILL_STATUSES.map((status, i) =>
  bill({
    contractId: i + 1,
    status,
    ...(i % 2 === 1 ? { role: "PAYER", counterparty: "sub001", periodStart: MAY6, periodEnd: MAY6 + 24 * HOUR } : {}),
  }),
);

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi()
    .on(
      "GET",
      AGENT_API.income,
      cursorPages([
        [rebate(MAY6 + 13 * HOUR, MAY6 + 14 * HOUR, { paid: false, amount: "7.25" }), rebate(MAY5, MAY5 + 24 * HOUR)],
        [rebate(MAY5 - 24 * HOUR, MAY5, { lines: [] })],
      ]),
    )
    .on("GET", CONTRACT_API.bills, cursorPages([BILLS]))
    .install();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rebates = () => screen.getByRole("table", { name: "Rebates" });
const bills = () => screen.getByRole("table", { name: "Salary bills" });

describe("My income (myIncome)", () => {
  it("lists the rebates by period with their payment and lines per category", async () => {
    await renderPage(<MyIncomePage />, { memberType: 1 });
    const hour = await waitFor(() => rowWith(rebates(), "06/05/2024 13:00–14:00"));
    expect(cellUnder(rebates(), hour, "Amount").textContent).toBe("7.25");
    expect(cellUnder(rebates(), hour, "Status").textContent).toBe("Awaiting payment");
    expect(cellUnder(rebates(), hour, "Type").textContent).toBe("Rebates");
    const day = rowWith(rebates(), "05/05/2024");
    expect(cellUnder(rebates(), day, "Status").textContent).toBe("Paid");
    const lines = within(cellUnder(rebates(), day, "Details"));
    expect(lines.getByText("By category (2)")).toBeTruthy();
    expect(lines.getByText("Live casino: valid bets 1,000.00, rebate 10.00")).toBeTruthy();
    // The next page, by cursor.
    const pager = within(screen.getAllByRole("navigation", { name: "Pages" })[0]!);
    fireEvent.click(pager.getByRole("button", { name: "Next" }));
    const older = await waitFor(() => rowWith(rebates(), "04/05/2024"));
    expect(cellUnder(rebates(), older, "Details").textContent).toBe("");
    expect(api.callsTo("GET", AGENT_API.income).map((call) => call.query.get("cursor"))).toEqual([null, "next-1"]);
  });

  it("lists the salary bills with their side, figures and every status translated", async () => {
    await renderPage(<MyIncomePage />, { memberType: 1 });
    await waitFor(() => bills());
    const cells = within(bills())
      .getAllByRole("row")
      .slice(1)
      .map((r) => cellUnder(bills(), r, "Status").textContent);
    expect(cells).toEqual([
      "Due",
      "Paid",
      "Partly paid",
      "Insufficient balance",
      "Target not reached",
      "Refused",
      "Pending review",
      "Awaiting claim",
      "Expired",
    ]);
    const first = within(bills()).getAllByRole("row")[1]!;
    expect(cellUnder(bills(), first, "From / to").textContent).toBe("From Platform");
    expect(cellUnder(bills(), first, "Type").textContent).toBe("Daily salary");
    expect(cellUnder(bills(), first, "Team turnover").textContent).toBe("20,000.00");
    expect(cellUnder(bills(), first, "Active members").textContent).toBe("4");
    expect(cellUnder(bills(), first, "Rate").textContent).toBe("0.3%");
    expect(cellUnder(bills(), first, "Amount paid").textContent).toBe("60.00");
    expect(cellUnder(bills(), within(bills()).getAllByRole("row")[2]!, "From / to").textContent).toBe("To sub001");
  });

  it("draws the income by day in a lazily loaded chart, its figures in words", async () => {
    await renderPage(<MyIncomePage />, { memberType: 1 });
    // 5 May: a rebate of 12.50 and five salaries as payee (60.00 each); 6 May: 7.25 of rebates,
    // the bills paid to sub001 are not income.
    const chart = await screen.findByRole("img", { name: /^Income by day:/ });
    expect(chart.getAttribute("aria-label")).toBe(
      "Income by day: 05/05: rebates 12.50, salaries 300.00; 06/05: rebates 7.25, salaries 0.00",
    );
    expect(screen.getByText("Highest: 312.50")).toBeTruthy();
  });

  it("says when there is no income at all", async () => {
    api.on("GET", AGENT_API.income, emptyPage()).on("GET", CONTRACT_API.bills, emptyPage());
    await renderPage(<MyIncomePage />, { memberType: 1 });
    expect(await screen.findByText("No income yet.")).toBeTruthy();
    expect(await screen.findByText("No rebates yet.")).toBeTruthy();
    expect(await screen.findByText("No salary bills yet.")).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
  });
});
