// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { computeAccessibleDescription } from "dom-accessibility-api";
import { AGENT_API, type Downline } from "@portal/contract/api/agents";
import { pathWith } from "@portal/contract/api/paths";
import { GAME_CATEGORIES } from "@portal/contract/games";
import { cursorPages } from "../../../test-support/cursor-pages";
import { FakeApi, ok, refuse, type ApiCall } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
import { cellUnder, rowWith } from "../../../test-support/table-roles";
import { TeamManagementPage } from "./team-management-page";

// 2024-05-06 21:07:09 GMT+8.
const LOGIN = Date.UTC(2024, 4, 6, 13, 7, 9);
const rates = (live: string) =>
  GAME_CATEGORIES.map((category) => ({ category, rate: category === "LIVE" ? live : "0" }));
const downline = (memberId: number, account: string, extra: Partial<Downline> = {}): Downline => ({
  memberId,
  account,
  nickname: account,
  memberType: 0,
  status: "ACTIVE",
  balance: "1234.5",
  currency: "USD",
  teamSize: 0,
  directCount: 0,
  registeredAt: LOGIN,
  lastLoginAt: LOGIN,
  rates: rates("0.5"),
  ...extra,
});
const CALLER = { memberId: 1, account: "boss" };
const SUB = downline(11, "sub001", { memberType: 1, teamSize: 4, directCount: 2, balance: "0", rates: rates("1.2") });
const PLAYER = downline(12, "player1", { status: "DISABLED", lastLoginAt: null });
const GRANDCHILD = downline(21, "grand1", { nickname: "Grand One" });

/** The caller's level in two pages (sub001 and player1, then one more), and sub001's own team. */
const callerPages = cursorPages([[SUB, PLAYER], [downline(13, "player2")]], { path: [CALLER] });
function downlines(call: ApiCall) {
  if (call.query.get("parentId") === "11") {
    return ok({
      path: [CALLER, { memberId: 11, account: "sub001" }],
      list: [GRANDCHILD],
      next: null,
      prev: null,
      total: 1,
      totalCapped: false,
      pageSize: 2,
    });
  }
  return callerPages(call);
}

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi()
    .on("GET", AGENT_API.downlines, downlines)
    .on("GET", AGENT_API.rebateRates, ok(rates("1.5")))
    .on("PUT", pathWith(AGENT_API.downlineRates, { memberId: 12 }), ok(null))
    .install();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const queries = () => api.callsTo("GET", AGENT_API.downlines).map((call) => Object.fromEntries(call.query));
const table = () => screen.getByRole("table", { name: "Direct downlines" });
const row = (account: string) => waitFor(() => rowWith(table(), account));
const cell = (shown: HTMLElement, header: string) => cellUnder(table(), shown, header);
const breadcrumb = () => screen.getByRole("navigation", { name: "Team levels" });
const pager = () => screen.getByRole("navigation", { name: "Pages" });

describe("Team management (teamManagement)", () => {
  it("lists the direct downlines with their type, status, balance, team and last login", async () => {
    await renderPage(<TeamManagementPage />, { memberType: 1 });
    const sub = await row("sub001");
    expect(cell(sub, "Type").textContent).toBe("Agent");
    expect(cell(sub, "Status").textContent).toBe("Active");
    expect(cell(sub, "Balance").textContent).toBe("0.00");
    expect(cell(sub, "Team").textContent).toBe("4");
    expect(cell(sub, "Last login (GMT+8)").textContent).toBe("06/05/2024 21:07:09");
    const player = rowWith(table(), "player1");
    expect(cell(player, "Type").textContent).toBe("Member");
    expect(cell(player, "Status").textContent).toBe("Disabled");
    expect(cell(player, "Balance").textContent).toBe("1,234.50");
    expect(cell(player, "Last login (GMT+8)").textContent).toBe("Never");
    // The caller's own level: the breadcrumb is the caller alone.
    expect(within(breadcrumb()).getByText("boss").getAttribute("aria-current")).toBe("page");
    expect(queries()[0]).toEqual({});
  });

  it("opens an agent's team and goes back up by the breadcrumb", async () => {
    await renderPage(<TeamManagementPage />, { memberType: 1 });
    await row("sub001");
    // A member without a team is no button.
    expect(screen.queryByRole("button", { name: /team of player1/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Show the team of sub001" }));
    await row("grand1");
    expect(queries().at(-1)).toEqual({ parentId: "11" });
    expect(within(breadcrumb()).getByText("sub001").getAttribute("aria-current")).toBe("page");
    // Rates are set by each account's own upline: not on a level below the caller's.
    expect(screen.queryByRole("button", { name: /Set rebate rates/ })).toBeNull();

    fireEvent.click(within(breadcrumb()).getByRole("button", { name: "boss" }));
    await row("sub001");
    expect(queries().at(-1)).toEqual({});
  });

  it("filters by part of the username, type and status, from the first page", async () => {
    await renderPage(<TeamManagementPage />, { memberType: 1 });
    await row("sub001");
    fireEvent.click(within(pager()).getByRole("button", { name: "Next" }));
    await row("player2");
    fireEvent.change(screen.getByRole("searchbox", { name: "Search account" }), { target: { value: " play " } });
    fireEvent.change(screen.getByRole("combobox", { name: "Account type" }), { target: { value: "MEMBER" } });
    fireEvent.change(screen.getByRole("combobox", { name: "Status" }), { target: { value: "DISABLED" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(queries()).toHaveLength(3));
    expect(queries()[2]).toEqual({ search: "play", kind: "MEMBER", status: "DISABLED" });
  });

  it("pages by cursor, forwards and back", async () => {
    await renderPage(<TeamManagementPage />, { memberType: 1 });
    await row("sub001");
    expect(within(pager()).getByText("Page 1 of 2")).toBeTruthy();
    fireEvent.click(within(pager()).getByRole("button", { name: "Next" }));
    await row("player2");
    expect(within(pager()).getByText("Page 2 of 2")).toBeTruthy();
    fireEvent.click(within(pager()).getByRole("button", { name: "Previous" }));
    await row("sub001");
    expect(queries().map((q) => q.cursor)).toEqual([undefined, "next-1", "prev-0"]);
  });

  it("sets a direct downline's rebate rates in a dialog, from the rates it has", async () => {
    await renderPage(<TeamManagementPage />, { memberType: 1 });
    await row("player1");
    fireEvent.click(screen.getByRole("button", { name: "Set rebate rates: player1" }));
    const dialog = await screen.findByRole("dialog", { name: "Set rebate rates: player1" });
    const live = within(dialog).getByRole("textbox", { name: "Live casino" }) as HTMLInputElement;
    expect(live.value).toBe("0.5");
    await waitFor(() => expect(live.placeholder).toBe("1.5"));
    fireEvent.change(live, { target: { value: "1.0" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save rates" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const put = api.callsTo("PUT", pathWith(AGENT_API.downlineRates, { memberId: 12 }));
    expect(put.map((call) => call.body)).toEqual([
      { rates: { LIVE: "1.0", RNG: "0", SPORTS: "0", FISH: "0", PVP: "0", ESPORTS: "0", ELOTT: "0" } },
    ]);
    // The list is read again with the new rates.
    await waitFor(() => expect(queries()).toHaveLength(2));
  });

  it("shows the server's refusal of a rate below a downline's own rate beside its field", async () => {
    api.on(
      "PUT",
      pathWith(AGENT_API.downlineRates, { memberId: 11 }),
      refuse("REBATE_RATE_BELOW_DOWNLINE", 400, { fields: { "rates.LIVE": "min 0.5" } }),
    );
    await renderPage(<TeamManagementPage />, { memberType: 1 });
    await row("sub001");
    fireEvent.click(screen.getByRole("button", { name: "Set rebate rates: sub001" }));
    const dialog = await screen.findByRole("dialog", { name: "Set rebate rates: sub001" });
    const live = within(dialog).getByRole("textbox", { name: "Live casino" });
    await waitFor(() => expect(computeAccessibleDescription(live)).toBe("Up to 1.5%"));
    fireEvent.change(live, { target: { value: "0.1" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save rates" }));
    const message = "A rebate rate cannot be below a rate this account has given one of its own downlines.";
    const beside = `${message} Lowest allowed: 0.5%.`;
    await waitFor(() => expect(computeAccessibleDescription(live)).toBe(`Up to 1.5% ${beside}`));
    expect(
      within(dialog)
        .getAllByRole("alert")
        .map((a) => a.textContent),
    ).toEqual([beside, message]);
    // A rate above the caller's own is refused before asking.
    fireEvent.change(live, { target: { value: "2" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save rates" }));
    expect(computeAccessibleDescription(live)).toBe("Up to 1.5% At most 1.5%: a rate cannot be above your own.");
    expect(api.callsTo("PUT", pathWith(AGENT_API.downlineRates, { memberId: 11 }))).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("offers no rates action to a reporting account (type 42)", async () => {
    await renderPage(<TeamManagementPage />, { memberType: 42 });
    await row("sub001");
    expect(screen.queryByRole("button", { name: /Set rebate rates/ })).toBeNull();
    expect(screen.queryByRole("columnheader", { name: "Actions" })).toBeNull();
  });

  it("says when a level has no downlines", async () => {
    api.on(
      "GET",
      AGENT_API.downlines,
      ok({ path: [CALLER], list: [], next: null, prev: null, total: 0, totalCapped: false, pageSize: 20 }),
    );
    await renderPage(<TeamManagementPage />, { memberType: 1 });
    expect(await screen.findByText("No downlines here yet.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("shows a refusal translated from its error code", async () => {
    api.on("GET", AGENT_API.downlines, refuse("NOT_IN_TEAM", 404));
    await renderPage(<TeamManagementPage />, { memberType: 1 });
    expect((await screen.findByRole("alert")).textContent).toContain("This account is not in your team.");
  });
});
