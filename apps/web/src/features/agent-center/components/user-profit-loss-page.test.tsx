// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { AGENT_REPORTS_API } from "@portal/contract/api/agent-reports";
import { cursorPages } from "../../../test-support/cursor-pages";
import { FakeApi, ok, type ApiCall } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
import { cellUnder, rowWith } from "../../../test-support/table-roles";
import type { ProfitLossFigures, ProfitLossRow } from "../api/reports-api";
import { UserProfitLossPage } from "./user-profit-loss-page";

// 2024-05-06 21:07:09 GMT+8.
const NOW = Date.UTC(2024, 4, 6, 13, 7, 9);
const TODAY = { from: String(Date.UTC(2024, 4, 5, 16)), to: String(Date.UTC(2024, 4, 6, 16)) };
const YESTERDAY = { from: String(Date.UTC(2024, 4, 4, 16)), to: TODAY.from };
const figures = (extra: Partial<ProfitLossFigures> = {}): ProfitLossFigures => ({
  rounds: 3,
  stake: "300",
  validStake: "250",
  payout: "400",
  winLoss: "150",
  rebates: "2.5",
  deposits: "1000",
  withdrawals: "0",
  net: "152.5",
  ...extra,
});
const downline = (memberId: number, account: string, extra: Partial<ProfitLossRow> = {}): ProfitLossRow => ({
  ...figures(),
  memberId,
  account,
  memberType: 0,
  directCount: 0,
  ...extra,
});
const CALLER = { memberId: 1, account: "boss" };
const SUB = downline(11, "sub001", { memberType: 1, directCount: 2, winLoss: "-75.5", net: "-70" });
const PLAYER = downline(12, "player1");
const TEAM = figures({ rounds: 1500, stake: "123456.78", winLoss: "-1000", net: "-990.25" });
const period = { from: Number(TODAY.from), to: Number(TODAY.to), currency: "USD" };
const callerPages = cursorPages([[SUB, PLAYER], [downline(13, "player2")]], { path: [CALLER], team: TEAM, ...period });

function profitLoss(call: ApiCall) {
  if (call.query.get("parentId") === "11") {
    return ok({
      path: [CALLER, { memberId: 11, account: "sub001" }],
      list: [downline(21, "grand1")],
      next: null,
      prev: null,
      total: 1,
      totalCapped: false,
      pageSize: 20,
      team: figures({ rounds: 9 }),
      ...period,
    });
  }
  return callerPages(call);
}

let api: FakeApi;
beforeEach(() => {
  vi.spyOn(Date, "now").mockReturnValue(NOW);
  api = new FakeApi().on("GET", AGENT_REPORTS_API.profitLoss, profitLoss).install();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const queries = () => api.callsTo("GET", AGENT_REPORTS_API.profitLoss).map((call) => Object.fromEntries(call.query));
const table = () => screen.getByRole("table", { name: "Profit and loss by downline" });
const row = (text: string) => waitFor(() => rowWith(table(), text));
const cell = (shown: HTMLElement, header: string) => cellUnder(table(), shown, header);
const breadcrumb = () => screen.getByRole("navigation", { name: "Team levels" });

describe("User profit and loss (userProfitLoss)", () => {
  it("shows today's figures per direct downline and the team's total", async () => {
    await renderPage(<UserProfitLossPage />, { memberType: 1 });
    const sub = await row("sub001");
    expect(cell(sub, "Type").textContent).toBe("Agent");
    expect(cell(sub, "Bets").textContent).toBe("3");
    expect(cell(sub, "Stake").textContent).toBe("300.00");
    expect(cell(sub, "Valid bets").textContent).toBe("250.00");
    expect(cell(sub, "Payout").textContent).toBe("400.00");
    expect(cell(sub, "Win/loss").textContent).toBe("-75.50");
    expect(cell(sub, "Rebates").textContent).toBe("2.50");
    expect(cell(sub, "Deposits").textContent).toBe("1,000.00");
    expect(cell(sub, "Withdrawals").textContent).toBe("0.00");
    expect(cell(sub, "Net").textContent).toBe("-70.00");
    const player = rowWith(table(), "player1");
    expect(cell(player, "Type").textContent).toBe("Member");
    expect(cell(player, "Net").textContent).toBe("+152.50");
    // The team's total (every page's rows) under them.
    const total = rowWith(table(), "Team total");
    expect(cell(total, "Bets").textContent).toBe("1,500");
    expect(cell(total, "Stake").textContent).toBe("123,456.78");
    expect(cell(total, "Net").textContent).toBe("-990.25");
    expect(within(breadcrumb()).getByText("boss").getAttribute("aria-current")).toBe("page");
    expect(queries()[0]).toEqual(TODAY);
  });

  it("drills into a downline's team and back up by the breadcrumb, keeping the period", async () => {
    await renderPage(<UserProfitLossPage />, { memberType: 1 });
    await row("sub001");
    fireEvent.click(screen.getByRole("button", { name: "Yesterday" }));
    await waitFor(() => expect(queries().at(-1)).toEqual(YESTERDAY));
    // A member without a team of its own opens nothing.
    expect(screen.queryByRole("button", { name: "Show the team of player1" })).toBeNull();
    fireEvent.click(await screen.findByRole("button", { name: "Show the team of sub001" }));
    await row("grand1");
    expect(queries().at(-1)).toEqual({ ...YESTERDAY, parentId: "11" });
    expect(within(breadcrumb()).getByText("sub001").getAttribute("aria-current")).toBe("page");
    expect(cell(rowWith(table(), "Team total"), "Bets").textContent).toBe("9");
    fireEvent.click(within(breadcrumb()).getByRole("button", { name: "boss" }));
    await row("sub001");
    expect(queries().at(-1)).toEqual(YESTERDAY);
  });

  it("pages the downlines by cursor", async () => {
    await renderPage(<UserProfitLossPage />, { memberType: 1 });
    await row("sub001");
    const pager = screen.getByRole("navigation", { name: "Pages" });
    fireEvent.click(within(pager).getByRole("button", { name: "Next" }));
    await row("player2");
    expect(within(pager).getByText("Page 2 of 2")).toBeTruthy();
    expect(queries().at(-1)).toEqual({ ...TODAY, cursor: "next-1" });
  });

  it("picks days by hand for the period", async () => {
    await renderPage(<UserProfitLossPage />, { memberType: 1 });
    await row("sub001");
    fireEvent.change(screen.getByLabelText("From date"), { target: { value: "2024-05-02" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(queries().at(-1)).toEqual({ from: String(Date.UTC(2024, 4, 1, 16)), to: TODAY.to }));
    const quick = screen.getByRole("group", { name: "Quick date ranges" });
    expect(within(quick).queryByRole("button", { pressed: true })).toBeNull();
  });
});
