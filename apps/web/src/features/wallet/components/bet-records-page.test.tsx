// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { API } from "@portal/contract/api/paths";
import { GAME_CATEGORIES } from "@portal/contract/games";
import { cursorPages } from "../../../test-support/cursor-pages";
import { FakeApi, ok, refuse } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
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
const cell = (row: HTMLElement, name: string) => within(row).getByTestId(`bets-row-${name}`);

describe("Betting record (personalHistoryCopy)", () => {
  it("reads the last seven GMT+8 days and shows each round with money formatted and its status translated", async () => {
    await renderPage(<BetRecordsScreen />);
    const won = await screen.findByTestId("bets-row-7");
    expect(cell(won, "time").textContent).toBe("06/05/2024 21:07:09");
    expect(cell(won, "game").textContent).toBe("Lucky Sevens");
    // The vendor's name as the lobby shows it, never its code.
    expect(cell(won, "vendor").textContent).toBe("House Games");
    expect(cell(won, "round").textContent).toBe("round-7");
    expect(cell(won, "stake").textContent).toBe("2.00");
    expect(cell(won, "payout").textContent).toBe("5.00");
    expect(cell(won, "profit").textContent).toBe("+3.00");
    expect(cell(won, "profit").dataset.sign).toBe("1");
    expect(cell(won, "status").textContent).toBe("Settled");

    const open = screen.getByTestId("bets-row-6");
    expect(cell(open, "stake").textContent).toBe("1,200.50");
    expect(cell(open, "profit").textContent).toBe("-1,200.50");
    expect(cell(open, "profit").dataset.sign).toBe("-1");
    expect(cell(open, "status").textContent).toBe("Awaiting result");
    expect(cell(screen.getByTestId("bets-row-5"), "status").textContent).toBe("Cancelled");

    expect(queries()[0]).toEqual({
      from: String(Date.UTC(2024, 3, 29, 16)),
      to: String(Date.UTC(2024, 4, 6, 16)),
      pageSize: "20",
    });
  });

  it("adds up every round of the filter under the table, whichever page is shown", async () => {
    await renderPage(<BetRecordsScreen />);
    const sums = await screen.findByTestId("bets-sums");
    expect(sums.textContent).toContain("Total for the period");
    expect(screen.getByTestId("bets-sums-stake").textContent).toBe("12,345.67");
    expect(screen.getByTestId("bets-sums-payout").textContent).toBe("10,000.00");
    expect(screen.getByTestId("bets-sums-profit").textContent).toBe("-2,345.67");
  });

  it("filters by days and a translated game category, from the first page", async () => {
    await renderPage(<BetRecordsScreen />);
    await screen.findByTestId("bets-row-7");
    const options = within(screen.getByTestId("bets-filter-category")).getAllByRole("option");
    expect(options.map((o) => (o as HTMLOptionElement).value)).toEqual(["", ...GAME_CATEGORIES]);
    expect(options.map((o) => o.textContent)).toContain("Live casino");

    fireEvent.click(screen.getByTestId("bets-pager-next"));
    await waitFor(() => expect(queries()).toHaveLength(2));
    expect(queries()[1]!.cursor).toBe("next-1");
    fireEvent.change(screen.getByTestId("bets-filter-from"), { target: { value: "2024-05-01" } });
    fireEvent.change(screen.getByTestId("bets-filter-to"), { target: { value: "2024-05-02" } });
    fireEvent.change(screen.getByTestId("bets-filter-category"), { target: { value: "LIVE" } });
    fireEvent.click(screen.getByTestId("bets-filter-submit"));
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
    await screen.findByTestId("bets-row-7");
    fireEvent.change(screen.getByTestId("bets-filter-from"), { target: { value: "2024-05-07" } });
    fireEvent.click(screen.getByTestId("bets-filter-submit"));
    expect(screen.getByTestId("bets-filter-error").textContent).toBe(
      "Choose a start date that is not after the end date.",
    );
    expect(queries()).toHaveLength(1);
  });

  it("refuses a period longer than the server adds up, without asking it", async () => {
    await renderPage(<BetRecordsScreen />);
    await screen.findByTestId("bets-row-7");
    fireEvent.change(screen.getByTestId("bets-filter-from"), { target: { value: "2024-04-01" } });
    fireEvent.click(screen.getByTestId("bets-filter-submit"));
    expect(screen.getByTestId("bets-filter-error").textContent).toBe("Choose a period of at most 31 days.");
    expect(queries()).toHaveLength(1);
  });

  it("pages through the rounds by cursor, forwards and back, with the period's sums on every page", async () => {
    await renderPage(<BetRecordsScreen />);
    await screen.findByTestId("bets-row-7");
    expect(screen.getByTestId("bets-pager-current").textContent).toBe("Page 1 of 3");
    expect(screen.getByTestId("bets-pager-total").textContent).toBe("45 in all");
    expect((screen.getByTestId("bets-pager-prev") as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId("bets-pager-next"));
    await screen.findByTestId("bets-row-4");
    expect(screen.getByTestId("bets-pager-current").textContent).toBe("Page 2 of 3");
    expect(screen.getByTestId("bets-sums-stake").textContent).toBe("12,345.67");
    fireEvent.click(screen.getByTestId("bets-pager-next"));
    await screen.findByTestId("bets-row-3");
    expect((screen.getByTestId("bets-pager-next") as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId("bets-pager-prev"));
    await screen.findByTestId("bets-row-4");
    expect(screen.getByTestId("bets-pager-current").textContent).toBe("Page 2 of 3");
    expect(queries().map((q) => q.cursor)).toEqual([undefined, "next-1", "next-2", "prev-1"]);
  });

  it("says when there are more rounds than the server counts", async () => {
    api.on("GET", API.betRecords, ok({ ...PAGE, total: 1_000, totalCapped: true }));
    await renderPage(<BetRecordsScreen />);
    await screen.findByTestId("bets-row-7");
    expect(screen.getByTestId("bets-pager-current").textContent).toBe("Page 1");
    expect(screen.getByTestId("bets-pager-total").textContent).toBe("More than 1,000 in all");
  });

  it("says when the period has no bets", async () => {
    api.on("GET", API.betRecords, ok({ ...PAGE, list: [], next: null, total: 0 }));
    await renderPage(<BetRecordsScreen />);
    expect((await screen.findByTestId("bets-empty")).textContent).toBe("No bets in this period.");
    expect(screen.queryByTestId("bets-sums")).toBeNull();
  });

  it("shows a refusal translated from its error code, with a retry", async () => {
    api.on("GET", API.betRecords, refuse("INTERNAL_ERROR", 500), ok(PAGE));
    await renderPage(<BetRecordsScreen />);
    const error = await screen.findByTestId("bets-error");
    expect(error.textContent).toContain("Something went wrong on our side. Please try again later.");
    fireEvent.click(within(error).getByRole("button"));
    expect(await screen.findByTestId("bets-row-7")).toBeTruthy();
  });
});
