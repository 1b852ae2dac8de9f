// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { AGENT_API } from "@portal/contract/api/agents";
import { BILL_STATUSES, CONTRACT_API } from "@portal/contract/api/contracts";
import { cursorPages, emptyPage } from "../../../test-support/cursor-pages";
import { pathWith } from "@portal/contract/api/paths";
import { FakeApi, ok } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
import { bodyRows, cellUnder, rowWith } from "../../../test-support/table-roles";
import { toastStore } from "../../../shared/ui/toast";
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
const bills = () => screen.getByRole("table", { name: "Contract bills" });

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

  it("lists the contract bills of every kind with their side, figures and every status translated", async () => {
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
    // Every kind: no kind asked for; salaries only, so neither net loss nor carry-over nor claims.
    expect(api.callsTo("GET", CONTRACT_API.bills).map((call) => call.query.get("kind"))).toEqual([null]);
    expect(within(bills()).queryByRole("columnheader", { name: "Carried over" })).toBeNull();
    expect(within(bills()).queryByRole("columnheader", { name: "Claim by (GMT+8)" })).toBeNull();
  });

  it("lists dividends and salaries together, and claims a dividend awaiting the caller's claim", async () => {
    const MAY1 = MAY5 - 4 * 24 * HOUR;
    const dividend = bill({
      contractId: 7,
      kind: "DIVIDEND",
      periodStart: MAY1,
      periodEnd: MAY1 + 15 * 24 * HOUR,
      turnover: "30000",
      carried: "-1500",
      rate: "20",
      amount: "5700",
      paid: "0",
      status: "AWAITING_CLAIM",
      claimBy: Date.UTC(2024, 4, 17, 16),
    });
    const claimPath = pathWith(CONTRACT_API.claim, { id: 7, periodStart: MAY1 });
    api
      .on("GET", CONTRACT_API.bills, cursorPages([[bill({}), dividend]]))
      .on("POST", claimPath, ok({ status: "ISSUED" }));
    await renderPage(<MyIncomePage />, { memberType: 1 });
    const row = await waitFor(() => rowWith(bills(), "01/05/2024 – 15/05/2024"));
    expect(cellUnder(bills(), row, "Team turnover / net loss").textContent).toBe("30,000.00");
    expect(cellUnder(bills(), row, "Carried over").textContent).toBe("-1,500.00");
    expect(cellUnder(bills(), row, "Claim by (GMT+8)").textContent).toBe("18/05/2024 00:00:00Claim");
    const salary = bodyRows(bills())[0]!;
    expect(cellUnder(bills(), salary, "Carried over").textContent).toBe("");
    expect(cellUnder(bills(), salary, "Claim by (GMT+8)").textContent).toBe("");
    fireEvent.click(within(row).getByRole("button", { name: "Claim Dividend, 01/05/2024 – 15/05/2024" }));
    await waitFor(() =>
      expect(toastStore.get().map((t) => t.title)).toContain("Claimed: Dividend, 01/05/2024 – 15/05/2024. It is paid."),
    );
    expect(api.callsTo("POST", claimPath)).toHaveLength(1);
    await waitFor(() => expect(api.callsTo("GET", CONTRACT_API.bills)).toHaveLength(2));
  });

  it("draws the income by day in a lazily loaded chart, its figures in words", async () => {
    await renderPage(<MyIncomePage />, { memberType: 1 });
    // 5 May: a rebate of 12.50 and five salaries paid as payee (60.00 each); 6 May: 7.25 of
    // rebates not paid yet, so no income yet; the bills paid to sub001 are not income.
    const chart = await screen.findByRole("img", { name: /^Income by day:/ });
    expect(chart.getAttribute("aria-label")).toBe("Income by day: 05/05: rebates 12.50, salaries and dividends 300.00");
    expect(screen.getByText("Highest: 312.50")).toBeTruthy();
  });

  it("says when there is no income at all", async () => {
    api.on("GET", AGENT_API.income, emptyPage()).on("GET", CONTRACT_API.bills, emptyPage());
    await renderPage(<MyIncomePage />, { memberType: 1 });
    expect(await screen.findByText("No income yet.")).toBeTruthy();
    expect(await screen.findByText("No rebates yet.")).toBeTruthy();
    expect(await screen.findByText("No contract bills yet.")).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
  });
});
