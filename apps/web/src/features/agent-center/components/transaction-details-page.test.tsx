// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { AGENT_REPORTS_API } from "@portal/contract/api/agent-reports";
import { cursorPages } from "../../../test-support/cursor-pages";
import { FakeApi, refuse } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
import { cellUnder, rowWith } from "../../../test-support/table-roles";
import type { TeamTransaction } from "../api/reports-api";
import { TransactionDetailsPage } from "./transaction-details-page";

// 2024-05-06 21:07:09 GMT+8.
const NOW = Date.UTC(2024, 4, 6, 13, 7, 9);
const WEEK = { from: String(Date.UTC(2024, 3, 29, 16)), to: String(Date.UTC(2024, 4, 6, 16)) };
const MONTH = { from: String(Date.UTC(2024, 3, 30, 16)), to: WEEK.to };
const tx = (id: string, extra: Partial<TeamTransaction> = {}): TeamTransaction => ({
  id,
  kind: "DEPOSIT",
  memberId: 31,
  account: "player1",
  amount: "1500",
  currency: "USD",
  status: "CONFIRMED",
  createdAt: NOW,
  ...extra,
});
const PERIOD = { from: Number(WEEK.from), to: Number(WEEK.to), currency: "USD" };

let api: FakeApi;
beforeEach(() => {
  vi.spyOn(Date, "now").mockReturnValue(NOW);
  api = new FakeApi()
    .on(
      "GET",
      AGENT_REPORTS_API.transactions,
      cursorPages(
        [
          [
            tx("D240506001"),
            tx("77", { kind: "WITHDRAWAL", account: "player2", amount: "20.5", status: "NOT_RECEIVED" }),
            tx("78", { kind: "WITHDRAWAL", status: "PENDING" }),
          ],
          [tx("D240501001", { status: "REJECTED" })],
        ],
        PERIOD,
      ),
    )
    .install();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const queries = () => api.callsTo("GET", AGENT_REPORTS_API.transactions).map((call) => Object.fromEntries(call.query));
const table = () => screen.getByRole("table", { name: "Team deposits and withdrawals" });
const row = (text: string) => waitFor(() => rowWith(table(), text));
const cell = (shown: HTMLElement, header: string) => cellUnder(table(), shown, header);

describe("Transaction details (transactionDetails)", () => {
  it("lists the team's deposits and withdrawals of the last seven days, statuses in the member's words", async () => {
    await renderPage(<TransactionDetailsPage />, { memberType: 1 });
    const deposit = await row("D240506001");
    expect(cell(deposit, "Account").textContent).toBe("player1");
    expect(cell(deposit, "Type").textContent).toBe("Deposit");
    expect(cell(deposit, "Amount").textContent).toBe("1,500.00");
    expect(cell(deposit, "Status").textContent).toBe("Confirmed");
    expect(cell(deposit, "Time (GMT+8)").textContent).toBe("06/05/2024 21:07:09");
    const withdrawal = rowWith(table(), "77");
    expect(cell(withdrawal, "Type").textContent).toBe("Withdrawal");
    expect(cell(withdrawal, "Amount").textContent).toBe("20.50");
    expect(cell(withdrawal, "Status").textContent).toBe("Reported not received");
    expect(cell(rowWith(table(), "78"), "Status").textContent).toBe("Under review");
    expect(queries()).toEqual([WEEK]);
  });

  it("filters by member and kind, from the first page, and pages by cursor", async () => {
    await renderPage(<TransactionDetailsPage />, { memberType: 1 });
    await row("D240506001");
    const pager = screen.getByRole("navigation", { name: "Pages" });
    fireEvent.click(within(pager).getByRole("button", { name: "Next" }));
    expect(cell(await row("D240501001"), "Status").textContent).toBe("Rejected");
    fireEvent.click(screen.getByRole("button", { name: "This month" }));
    await waitFor(() => expect(queries().at(-1)).toEqual(MONTH));
    fireEvent.change(screen.getByRole("searchbox", { name: "Member account" }), { target: { value: "player2" } });
    fireEvent.change(screen.getByRole("combobox", { name: "Type" }), { target: { value: "WITHDRAWAL" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(queries().at(-1)).toEqual({ ...MONTH, account: "player2", kind: "WITHDRAWAL" }));
    expect(queries().map((q) => q.cursor)).toEqual([undefined, "next-1", undefined, undefined]);
  });

  it("says when the account is outside the team", async () => {
    api.on("GET", AGENT_REPORTS_API.transactions, refuse("NOT_IN_TEAM", 404));
    await renderPage(<TransactionDetailsPage />, { memberType: 1 });
    expect((await screen.findByRole("alert")).textContent).toContain("This account is not in your team.");
  });
});
