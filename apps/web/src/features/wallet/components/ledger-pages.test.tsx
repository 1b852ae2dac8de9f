// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { API } from "@portal/contract/api/paths";
import { BONUS_REASONS, LEDGER_REASONS } from "@portal/contract/money";
import { POINTS_REASONS } from "@portal/contract/api/points";
import type { WalletBalance } from "../../../shared/api/wallet-balance";
import { cursorPages, emptyPage } from "../../../test-support/cursor-pages";
import { FakeApi, ok } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
import { bodyRows, cellUnder, rowWith } from "../../../test-support/table-roles";
import type { LedgerEntry } from "../api/wallet-api";
import { BonusDetailsPage } from "./bonus-details-page";
import { TransactionHistoryPage } from "./transaction-history-page";

const BALANCE: WalletBalance = {
  sumBalance: "0.00",
  currency: "USD",
  symbol: "$",
  demo: false,
  held: "0.00",
  wallets: [{ kind: "VENDOR:PG", name: "PG Soft", available: true, balance: "0.00", currency: "USD" }],
};
const entry = (id: number, extra: Partial<LedgerEntry>): LedgerEntry => ({
  id,
  transferId: `t${id}`,
  type: "DEPOSIT",
  wallet: "MAIN",
  amount: "1234.5",
  balanceAfter: "1234.50",
  currency: "USD",
  time: Date.UTC(2024, 4, 6, 13, 7, 9),
  reference: { type: "deposit", id: "D1" },
  ...extra,
});
const FIRST = [
  entry(2, { type: "VENDOR_TRANSFER_OUT", amount: "-200.00", balanceAfter: "1034.50" }),
  entry(3, { type: "VENDOR_TRANSFER_IN", wallet: "VENDOR:PG", amount: "200.00", balanceAfter: "200.00" }),
  entry(1, {}),
];
/** Three pages of 20 (the first holds the three entries above); each later entry has its own amount, to tell its page. */
const PAGES = cursorPages([FIRST, [entry(4, { amount: "4.00" })], [entry(5, { amount: "5.00" })]], {
  total: 45,
  pageSize: 20,
});
// 2024-05-06 21:07:09 GMT+8.
const NOW = Date.UTC(2024, 4, 6, 13, 7, 9);

let api: FakeApi;

beforeEach(() => {
  vi.spyOn(Date, "now").mockReturnValue(NOW);
  api = new FakeApi()
    .on("GET", API.walletBalance, ok(BALANCE))
    .on("GET", API.transactionHistory, PAGES)
    .on("GET", API.bonusDetails, cursorPages([[entry(9, { type: "BONUS", amount: "50.00" })]]))
    .install();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const queries = (path: string) => api.callsTo("GET", path).map((call) => Object.fromEntries(call.query));
const historyTable = () => screen.getByRole("table", { name: "Account record" });
/** Waits for the account record's row with a cell reading `text` (an entry's signed amount tells it). */
const historyRow = (text: string) => waitFor(() => rowWith(historyTable(), text));
const cell = (row: HTMLElement, header: string) => cellUnder(historyTable(), row, header);
const fromDate = () => screen.getByLabelText("From date") as HTMLInputElement;
const toDate = () => screen.getByLabelText("To date") as HTMLInputElement;
const typeSelect = () => screen.getByRole("combobox", { name: "Type" });
const search = () => fireEvent.click(screen.getByRole("button", { name: "Search" }));
const pager = () => screen.getByRole("navigation", { name: "Pages" });
/** The pager's page number ("Page 2 of 3") and its count of entries ("45 in all"). */
const pageNumber = () => within(pager()).getByText(/^Page /).textContent;
const entryCount = () => within(pager()).getByText(/ in all$/).textContent;

describe("Account record (transactionHistory)", () => {
  it("reads the last seven GMT+8 days by default and shows type, signed amount and balance after", async () => {
    await renderPage(<TransactionHistoryPage />);
    // The entries in the server's order: 2, 3, 1.
    const [out, moved, deposit] = bodyRows(await screen.findByRole("table", { name: "Account record" }));
    expect(cell(out!, "Type").textContent).toBe("Transfer to game");
    expect(cell(out!, "Amount").textContent).toBe("-200.00");
    expect(cell(out!, "Balance after").textContent).toBe("1,034.50");
    expect(cell(out!, "Time (GMT+8)").textContent).toBe("06/05/2024 21:07:09");
    expect(cell(deposit!, "Amount").textContent).toBe("+1,234.50");
    expect(cell(moved!, "Wallet").textContent).toBe("PG Soft");

    expect(fromDate().value).toBe("2024-04-30");
    expect(toDate().value).toBe("2024-05-06");
    expect(queries(API.transactionHistory)[0]).toEqual({
      from: String(Date.UTC(2024, 3, 29, 16)),
      to: String(Date.UTC(2024, 4, 6, 16)),
      pageSize: "20",
    });
  });

  it("offers every ledger reason of the wallets, translated, and filters by dates (to exclusive) and type", async () => {
    await renderPage(<TransactionHistoryPage />);
    await historyRow("+1,234.50");
    const options = within(typeSelect()).getAllByRole("option");
    // Points move their own account, never listed here (the points mall has their history).
    const walletReasons = LEDGER_REASONS.filter((reason) => !(POINTS_REASONS as readonly string[]).includes(reason));
    expect(walletReasons.length).toBe(LEDGER_REASONS.length - POINTS_REASONS.length);
    expect(options.map((o) => (o as HTMLOptionElement).value)).toEqual(["", ...walletReasons]);
    for (const option of options) expect(option.textContent).not.toMatch(/^wallet\./);

    fireEvent.change(fromDate(), { target: { value: "2024-05-01" } });
    fireEvent.change(toDate(), { target: { value: "2024-05-01" } });
    fireEvent.change(typeSelect(), { target: { value: "WITHDRAWAL_PAID" } });
    search();
    await waitFor(() => expect(queries(API.transactionHistory)).toHaveLength(2));
    expect(queries(API.transactionHistory)[1]).toEqual({
      from: String(Date.UTC(2024, 3, 30, 16)),
      to: String(Date.UTC(2024, 4, 1, 16)),
      type: "WITHDRAWAL_PAID",
      pageSize: "20",
    });
  });

  it("refuses a start day after the end day", async () => {
    await renderPage(<TransactionHistoryPage />);
    await historyRow("+1,234.50");
    fireEvent.change(fromDate(), { target: { value: "2024-05-07" } });
    search();
    expect(screen.getByRole("alert").textContent).toBe("Choose a start date that is not after the end date.");
    expect(queries(API.transactionHistory)).toHaveLength(1);
  });

  it("pages through the entries by cursor, forwards and back, and starts again on a new search", async () => {
    await renderPage(<TransactionHistoryPage />);
    await historyRow("+1,234.50");
    expect(pageNumber()).toBe("Page 1 of 3");
    expect(entryCount()).toBe("45 in all");
    fireEvent.click(within(pager()).getByRole("button", { name: "Next" }));
    await historyRow("+4.00");
    expect(pageNumber()).toBe("Page 2 of 3");
    fireEvent.click(within(pager()).getByRole("button", { name: "Previous" }));
    await historyRow("+1,234.50");
    expect(pageNumber()).toBe("Page 1 of 3");
    fireEvent.click(within(pager()).getByRole("button", { name: "Next" }));
    await historyRow("+4.00");
    search();
    await historyRow("+1,234.50");
    const cursors = queries(API.transactionHistory).map((q) => q.cursor);
    expect(cursors).toEqual([undefined, "next-1", "prev-0", "next-1", undefined]);
  });

  it("tells a screen reader the new page, and that a search found nothing, without making the table live", async () => {
    await renderPage(<TransactionHistoryPage />);
    await historyRow("+1,234.50");
    const page = within(pager()).getByRole("status");
    expect(page.textContent).toBe("Page 1 of 3");
    fireEvent.click(within(pager()).getByRole("button", { name: "Next" }));
    await historyRow("+4.00");
    // The same polite region, its text changed: that change is what is announced.
    expect(within(pager()).getByRole("status")).toBe(page);
    expect(page.textContent).toBe("Page 2 of 3");
    expect(historyTable().closest("[role=status], [aria-live]")).toBeNull();

    api.on("GET", API.transactionHistory, emptyPage());
    fireEvent.change(typeSelect(), { target: { value: "WITHDRAWAL_PAID" } });
    search();
    await waitFor(() => expect(screen.queryByRole("table")).toBeNull());
    expect(screen.getByRole("status").textContent).toBe("No records yet.");
  });

  it("says when there are more entries than the server counts", async () => {
    api.on("GET", API.transactionHistory, cursorPages([FIRST, FIRST], { total: 1_000, totalCapped: true }));
    await renderPage(<TransactionHistoryPage />);
    await historyRow("+1,234.50");
    expect(pageNumber()).toBe("Page 1");
    expect(entryCount()).toBe("More than 1,000 in all");
  });
});

describe("Bonus details (bonusDetails)", () => {
  it("lists bonus entries and filters only by bonus reasons", async () => {
    await renderPage(<BonusDetailsPage />);
    const table = await screen.findByRole("table", { name: "Bonus details" });
    const row = bodyRows(table)[0]!;
    expect(cellUnder(table, row, "Type").textContent).toBe("Bonus");
    expect(cellUnder(table, row, "Amount").textContent).toBe("+50.00");
    expect(cellUnder(table, row, "Balance after").textContent).toBe("1,234.50");
    const options = within(typeSelect()).getAllByRole("option");
    expect(options.map((o) => (o as HTMLOptionElement).value)).toEqual(["", ...BONUS_REASONS]);
    fireEvent.change(typeSelect(), { target: { value: "COMMISSION" } });
    search();
    await waitFor(() => expect(queries(API.bonusDetails)).toHaveLength(2));
    expect(queries(API.bonusDetails)[1]!.type).toBe("COMMISSION");
    expect(api.callsTo("GET", API.transactionHistory)).toEqual([]);
  });

  it("says when there is nothing in the period", async () => {
    api.on("GET", API.bonusDetails, emptyPage());
    await renderPage(<BonusDetailsPage />);
    expect(await screen.findByText("No records yet.")).toBeTruthy();
  });
});
