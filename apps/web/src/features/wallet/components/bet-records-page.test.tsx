// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { API } from "@portal/contract/api/paths";
import { GAME_CATEGORIES } from "@portal/contract/games";
import { cursorPages } from "../../../test-support/cursor-pages";
import { FakeApi, ok, refuse } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
import { cellUnder, rowWith } from "../../../test-support/table-roles";
import type { BetRecord, BetRecordsPage } from "../api/wallet-api";
import { BetRecordsPage as BetRecordsScreen } from "./bet-records-page";

// 2024-05-06 21:07:09 GMT+8.
const NOW = Date.UTC(2024, 4, 6, 13, 7, 9);
const bet = (id: number, extra: Partial<BetRecord>): BetRecord => ({
  id,
  vendor: "HOUSE",
  vendorName: "House Games",
  gameCode: "lucky-sevens",
  gameName: "Lucky Sevens",
  category: "RNG",
  roundId: `round-${id}`,
  stake: "1200.5",
  payout: "0.00",
  profit: "-1200.50",
  currency: "USD",
  status: "SETTLED",
  betAt: NOW,
  settledAt: NOW,
  ...extra,
});
const SUMS = { stake: "12345.67", payout: "10000.00", profit: "-2345.67" };
const PAGE: BetRecordsPage = {
  list: [
    bet(7, { stake: "2.00", payout: "5.00", profit: "3.00" }),
    bet(6, { payout: "0.00", status: "OPEN", settledAt: null }),
    bet(5, { stake: "0.00", profit: "0.00", status: "ROLLED_BACK" }),
  ],
  next: "next-1",
  prev: null,
  total: 45,
  totalCapped: false,
  pageSize: 20,
  sums: SUMS,
};
/** Three pages of 20 (the first holds the three rounds above). */
const PAGES = cursorPages([PAGE.list, [bet(4, {})], [bet(3, {})]], { total: 45, pageSize: 20, sums: SUMS });

let api: FakeApi;

beforeEach(() => {
  vi.spyOn(Date, "now").mockReturnValue(NOW);
  api = new FakeApi().on("GET", API.betRecords, PAGES).install();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const queries = () => api.callsTo("GET", API.betRecords).map((call) => Object.fromEntries(call.query));
const betsTable = () => screen.getByRole("table", { name: "Betting record" });
/** Waits for the row of a round, told by its round ID ("round-7"), or for the period's sums. */
const betRow = (text: string) => waitFor(() => rowWith(betsTable(), text));
/** The cell under `header` in `row` of `shown` (the table as it is now). */
const cell = (row: HTMLElement, header: string, shown = betsTable()) => cellUnder(shown, row, header);
/** The element showing a signed amount in `row`'s profit cell; its `data-sign` gives its colour. */
const profitAmount = (row: HTMLElement, text: string, shown = betsTable()) =>
  within(cell(row, "Profit/loss", shown)).getByText(text);
const search = () => fireEvent.click(screen.getByRole("button", { name: "Search" }));
const pager = () => screen.getByRole("navigation", { name: "Pages" });
const pagerButton = (name: "Previous" | "Next") => within(pager()).getByRole("button", { name }) as HTMLButtonElement;
/** The pager's page number ("Page 2 of 3") and its count of rounds ("45 in all"). */
const pageNumber = () => within(pager()).getByText(/^Page /).textContent;
const roundCount = () => within(pager()).getByText(/ in all$/).textContent;

describe("Betting record (personalHistoryCopy)", () => {
  it("reads the last seven GMT+8 days and shows each round with money formatted and its status translated", async () => {
    await renderPage(<BetRecordsScreen />);
    const won = await betRow("round-7");
    const shown = betsTable();
    expect(cell(won, "Time (GMT+8)", shown).textContent).toBe("06/05/2024 21:07:09");
    expect(cell(won, "Game", shown).textContent).toBe("Lucky Sevens");
    // The vendor's name as the lobby shows it, never its code.
    expect(cell(won, "Provider", shown).textContent).toBe("House Games");
    expect(cell(won, "Round ID", shown).textContent).toBe("round-7");
    expect(cell(won, "Stake", shown).textContent).toBe("2.00");
    expect(cell(won, "Payout", shown).textContent).toBe("5.00");
    expect(cell(won, "Profit/loss", shown).textContent).toBe("+3.00");
    expect(profitAmount(won, "+3.00", shown).dataset.sign).toBe("1");
    expect(cell(won, "Status", shown).textContent).toBe("Settled");

    const open = rowWith(shown, "round-6");
    expect(cell(open, "Stake", shown).textContent).toBe("1,200.50");
    expect(cell(open, "Profit/loss", shown).textContent).toBe("-1,200.50");
    expect(profitAmount(open, "-1,200.50", shown).dataset.sign).toBe("-1");
    expect(cell(open, "Status", shown).textContent).toBe("Awaiting result");
    expect(cell(rowWith(shown, "round-5"), "Status", shown).textContent).toBe("Cancelled");

    expect(queries()[0]).toEqual({
      from: String(Date.UTC(2024, 3, 29, 16)),
      to: String(Date.UTC(2024, 4, 6, 16)),
      pageSize: "20",
    });
  });

  it("adds up every round of the filter under the table, whichever page is shown", async () => {
    await renderPage(<BetRecordsScreen />);
    const sums = await betRow("Total for the period");
    expect(cell(sums, "Time (GMT+8)").textContent).toContain("Total for the period");
    expect(cell(sums, "Stake").textContent).toBe("12,345.67");
    expect(cell(sums, "Payout").textContent).toBe("10,000.00");
    expect(cell(sums, "Profit/loss").textContent).toBe("-2,345.67");
  });

  it("filters by days and a translated game category, from the first page", async () => {
    await renderPage(<BetRecordsScreen />);
    await betRow("round-7");
    const category = screen.getByRole("combobox", { name: "Game category" });
    const options = within(category).getAllByRole("option");
    expect(options.map((o) => (o as HTMLOptionElement).value)).toEqual(["", ...GAME_CATEGORIES]);
    expect(options.map((o) => o.textContent)).toContain("Live casino");

    fireEvent.click(pagerButton("Next"));
    await waitFor(() => expect(queries()).toHaveLength(2));
    expect(queries()[1]!.cursor).toBe("next-1");
    fireEvent.change(screen.getByLabelText("From date"), { target: { value: "2024-05-01" } });
    fireEvent.change(screen.getByLabelText("To date"), { target: { value: "2024-05-02" } });
    fireEvent.change(category, { target: { value: "LIVE" } });
    search();
    await waitFor(() => expect(queries()).toHaveLength(3));
    expect(queries()[2]).toEqual({
      from: String(Date.UTC(2024, 3, 30, 16)),
      to: String(Date.UTC(2024, 4, 2, 16)),
      category: "LIVE",
      pageSize: "20",
    });
  });

  it("refuses a start day after the end day without asking the server", async () => {
    await renderPage(<BetRecordsScreen />);
    await betRow("round-7");
    fireEvent.change(screen.getByLabelText("From date"), { target: { value: "2024-05-07" } });
    search();
    expect(screen.getByRole("alert").textContent).toBe("Choose a start date that is not after the end date.");
    expect(queries()).toHaveLength(1);
  });

  it("refuses a period longer than the server adds up, without asking it", async () => {
    await renderPage(<BetRecordsScreen />);
    await betRow("round-7");
    fireEvent.change(screen.getByLabelText("From date"), { target: { value: "2024-04-01" } });
    search();
    expect(screen.getByRole("alert").textContent).toBe("Choose a period of at most 31 days.");
    expect(queries()).toHaveLength(1);
  });

  it("pages through the rounds by cursor, forwards and back, with the period's sums on every page", async () => {
    await renderPage(<BetRecordsScreen />);
    await betRow("round-7");
    expect(pageNumber()).toBe("Page 1 of 3");
    expect(roundCount()).toBe("45 in all");
    expect(pagerButton("Previous").disabled).toBe(true);
    fireEvent.click(pagerButton("Next"));
    await betRow("round-4");
    expect(pageNumber()).toBe("Page 2 of 3");
    expect(cell(rowWith(betsTable(), "Total for the period"), "Stake").textContent).toBe("12,345.67");
    fireEvent.click(pagerButton("Next"));
    await betRow("round-3");
    expect(pagerButton("Next").disabled).toBe(true);
    fireEvent.click(pagerButton("Previous"));
    await betRow("round-4");
    expect(pageNumber()).toBe("Page 2 of 3");
    expect(queries().map((q) => q.cursor)).toEqual([undefined, "next-1", "next-2", "prev-1"]);
  });

  it("says when there are more rounds than the server counts", async () => {
    api.on("GET", API.betRecords, ok({ ...PAGE, total: 1_000, totalCapped: true }));
    await renderPage(<BetRecordsScreen />);
    await betRow("round-7");
    expect(pageNumber()).toBe("Page 1");
    expect(roundCount()).toBe("More than 1,000 in all");
  });

  it("says when the period has no bets", async () => {
    api.on("GET", API.betRecords, ok({ ...PAGE, list: [], next: null, total: 0 }));
    await renderPage(<BetRecordsScreen />);
    expect(await screen.findByText("No bets in this period.")).toBeTruthy();
    expect(screen.queryByText("Total for the period")).toBeNull();
  });

  it("shows a refusal translated from its error code, with a retry", async () => {
    api.on("GET", API.betRecords, refuse("INTERNAL_ERROR", 500), ok(PAGE));
    await renderPage(<BetRecordsScreen />);
    const error = await screen.findByRole("alert");
    expect(error.textContent).toContain("Something went wrong on our side. Please try again later.");
    fireEvent.click(within(error).getByRole("button", { name: "Try again" }));
    expect(await betRow("round-7")).toBeTruthy();
  });
});
