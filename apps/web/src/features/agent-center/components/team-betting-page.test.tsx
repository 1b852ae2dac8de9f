// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { AGENT_REPORTS_API } from "@portal/contract/api/agent-reports";
import { API } from "@portal/contract/api/paths";
import { cursorPages } from "../../../test-support/cursor-pages";
import { FakeApi, ok, refuse, type ApiCall } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
import { cellUnder, rowWith } from "../../../test-support/table-roles";
import type { TeamBet } from "../api/reports-api";
import { TeamBettingPage } from "./team-betting-page";

// 2024-05-06 21:07:09 GMT+8.
const NOW = Date.UTC(2024, 4, 6, 13, 7, 9);
/** 2024-04-30 00:00 GMT+8 (the last seven days' start) and 2024-05-07 00:00 GMT+8 (their end). */
const WEEK = { from: String(Date.UTC(2024, 3, 29, 16)), to: String(Date.UTC(2024, 4, 6, 16)) };
const TODAY = { from: String(Date.UTC(2024, 4, 5, 16)), to: WEEK.to };
const bet = (id: number, extra: Partial<TeamBet> = {}): TeamBet => ({
  id,
  memberId: 31,
  account: "player1",
  vendor: "HOUSE",
  vendorName: "House Games",
  gameCode: "lucky-sevens",
  gameName: "Lucky Sevens",
  category: "RNG",
  roundId: `round-${id}`,
  stake: "1200.5",
  payout: "0",
  winLoss: "-1200.5",
  currency: "USD",
  status: "SETTLED",
  betAt: NOW,
  settledAt: NOW,
  ...extra,
});
const TOTALS = { rounds: 1234, stake: "12345.67", payout: "10000", winLoss: "-2345.67" };
const PERIOD = { from: Number(WEEK.from), to: Number(WEEK.to), currency: "USD" };
const pages = cursorPages(
  [[bet(7, { account: "player2", stake: "2", payout: "5", winLoss: "3" }), bet(6, { status: "OPEN" })], [bet(5)]],
  { ...PERIOD, totals: TOTALS },
);
const LANES = {
  data: {
    lanes: [
      { title: "RNG", gameClassify: "RNG", cards: [{ vassalage: "HOUSE", displayName: "House Games" }] },
      { title: "LIVE", gameClassify: "LIVE", cards: [{ vassalage: "EVO", displayName: "Evo Live" }] },
    ],
    sorting: [],
  },
};

let api: FakeApi;
beforeEach(() => {
  vi.spyOn(Date, "now").mockReturnValue(NOW);
  api = new FakeApi()
    .on("GET", AGENT_REPORTS_API.teamBets, (call: ApiCall) =>
      // The OPEN and SETTLED filters have no totals (the contract's rule).
      call.query.get("status") === "OPEN"
        ? ok({
            list: [bet(6, { status: "OPEN" })],
            next: null,
            prev: null,
            total: 1,
            totalCapped: false,
            pageSize: 20,
            ...PERIOD,
            totals: null,
          })
        : pages(call),
    )
    .on("GET", API.vendorLanes, ok(LANES))
    .install();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const queries = () => api.callsTo("GET", AGENT_REPORTS_API.teamBets).map((call) => Object.fromEntries(call.query));
const table = () => screen.getByRole("table", { name: "Team bets" });
const row = (text: string) => waitFor(() => rowWith(table(), text));
const cell = (shown: HTMLElement, header: string) => cellUnder(table(), shown, header);
const search = () => fireEvent.click(screen.getByRole("button", { name: "Search" }));

describe("Team betting (teamBetting)", () => {
  it("lists the team's rounds of the last seven days with the period's totals", async () => {
    await renderPage(<TeamBettingPage />, { memberType: 1 });
    const won = await row("round-7");
    expect(cell(won, "Account").textContent).toBe("player2");
    expect(cell(won, "Game").textContent).toBe("Lucky Sevens");
    expect(cell(won, "Provider").textContent).toBe("House Games");
    expect(cell(won, "Stake").textContent).toBe("2.00");
    expect(cell(won, "Payout").textContent).toBe("5.00");
    expect(cell(won, "Win/loss").textContent).toBe("+3.00");
    expect(cell(won, "Time (GMT+8)").textContent).toBe("06/05/2024 21:07:09");
    expect(cell(won, "Status").textContent).toBe("Settled");
    expect(cell(rowWith(table(), "round-6"), "Status").textContent).toBe("Awaiting result");
    // The footer: every round of the filter, not this page's.
    const footer = rowWith(table(), "Total for the period");
    expect(cell(footer, "Account").textContent).toBe("Bets: 1,234");
    expect(cell(footer, "Stake").textContent).toBe("12,345.67");
    expect(cell(footer, "Win/loss").textContent).toBe("-2,345.67");
    expect(screen.getByText("Period: 30/04/2024 00:00:00 to 07/05/2024 00:00:00 (GMT+8)")).toBeTruthy();
    expect(queries()[0]).toEqual(WEEK);
    // Last 7 days is the shortcut the page opens on.
    const quick = screen.getByRole("group", { name: "Quick date ranges" });
    expect(within(quick).getByRole("button", { name: "Last 7 days" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("filters by member, category, provider of that category and status, from the first page", async () => {
    await renderPage(<TeamBettingPage />, { memberType: 1 });
    await row("round-7");
    fireEvent.click(within(screen.getByRole("navigation", { name: "Pages" })).getByRole("button", { name: "Next" }));
    await row("round-5");
    fireEvent.change(screen.getByRole("searchbox", { name: "Member account" }), { target: { value: " player2 " } });
    fireEvent.change(screen.getByRole("combobox", { name: "Game category" }), { target: { value: "RNG" } });
    const provider = screen.getByRole("combobox", { name: "Provider" });
    // The providers of the category chosen (the vendor lanes the home page reads).
    await waitFor(() =>
      expect(
        within(provider)
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual(["All providers", "House Games"]),
    );
    fireEvent.change(provider, { target: { value: "HOUSE" } });
    fireEvent.change(screen.getByRole("combobox", { name: "Status" }), { target: { value: "OPEN" } });
    search();
    await waitFor(() => expect(queries()).toHaveLength(3));
    expect(queries()[2]).toEqual({ ...WEEK, account: "player2", category: "RNG", vendor: "HOUSE", status: "OPEN" });
    // No totals for this status: said below the list.
    expect(
      await screen.findByText("Totals for the period are not available when filtering by Awaiting result or Settled."),
    ).toBeTruthy();
    expect(screen.queryByText("Total for the period")).toBeNull();
  });

  it("searches a shortcut at once and refuses days in the wrong order", async () => {
    await renderPage(<TeamBettingPage />, { memberType: 1 });
    await row("round-7");
    fireEvent.click(screen.getByRole("button", { name: "Today" }));
    await waitFor(() => expect(queries().at(-1)).toEqual(TODAY));
    fireEvent.change(screen.getByLabelText("From date"), { target: { value: "2024-05-07" } });
    fireEvent.change(screen.getByLabelText("To date"), { target: { value: "2024-05-01" } });
    search();
    expect((await screen.findByRole("alert")).textContent).toMatch(/date/i);
    expect(queries()).toHaveLength(2);
  });

  it("refuses an account name the contract refuses, beside its field, without asking", async () => {
    await renderPage(<TeamBettingPage />, { memberType: 1 });
    await row("round-7");
    const account = screen.getByRole("searchbox", { name: "Member account" });
    fireEvent.change(account, { target: { value: "bad\u0000name" } });
    search();
    expect(await screen.findByText("Enter an account name of up to 64 characters.")).toBeTruthy();
    expect(account.getAttribute("aria-invalid")).toBe("true");
    expect(queries()).toHaveLength(1);
  });

  it("says when nothing matches, and translates a refusal", async () => {
    api.on("GET", AGENT_REPORTS_API.teamBets, refuse("NOT_IN_TEAM", 404));
    await renderPage(<TeamBettingPage />, { memberType: 1 });
    expect((await screen.findByRole("alert")).textContent).toContain("This account is not in your team.");
    cleanup();
    api.on(
      "GET",
      AGENT_REPORTS_API.teamBets,
      ok({ list: [], next: null, prev: null, total: 0, totalCapped: false, pageSize: 20, ...PERIOD, totals: null }),
    );
    await renderPage(<TeamBettingPage />, { memberType: 1 });
    expect(await screen.findByText("No bets in this period.")).toBeTruthy();
  });
});
