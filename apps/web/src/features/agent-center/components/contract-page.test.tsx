// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { computeAccessibleDescription } from "dom-accessibility-api";
import { AGENT_API, type Downline } from "@portal/contract/api/agents";
import { CONTRACT_API, CONTRACT_TIERS_MAX } from "@portal/contract/api/contracts";
import { pathWith } from "@portal/contract/api/paths";
import { cursorPages } from "../../../test-support/cursor-pages";
import { FakeApi, ok, refuse, type ApiCall, type Reply } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
import { bodyRows, cellUnder, rowWith } from "../../../test-support/table-roles";
import { toastStore } from "../../../shared/ui/toast";
import type { Contract } from "../api/contracts-api";
import type { Bill } from "../api/income-api";
import { DailySalaryPage, DividendPage, HourlySalaryPage, RealtimeSalaryPage } from "./contract-page";

// 2024-05-06 21:07:09 GMT+8; the day ends at 2024-05-07 00:00 GMT+8.
const NOW = Date.UTC(2024, 4, 6, 13, 7, 9);
const DAY_END = Date.UTC(2024, 4, 6, 16);
const OWN_TIERS = [
  { minTurnover: "10000.00", minActive: 3, rate: "0.5" },
  { minTurnover: "50000.00", minActive: 10, rate: "0.8" },
];
const contract = (id: number, extra: Partial<Contract>): Contract => ({
  id,
  kind: "DAILY_SALARY",
  status: "VALID",
  role: "PAYEE",
  counterparty: "",
  counterpartyId: null,
  tiers: OWN_TIERS,
  offeredAt: NOW - 86_400_000,
  decidedAt: NOW - 86_400_000,
  endsAt: null,
  ...extra,
});
const PLATFORM = contract(1, {});
const OFFER_FROM_UPLINE = contract(2, {
  kind: "HOURLY_SALARY",
  status: "AWAITING_CONSENT",
  counterparty: "upline9",
  counterpartyId: 9,
  tiers: [{ minTurnover: "1000.00", minActive: 1, rate: "0.1" }],
  decidedAt: null,
});
const TO_SUB = contract(3, {
  role: "PAYER",
  counterparty: "sub001",
  counterpartyId: 11,
  tiers: [{ minTurnover: "10000.00", minActive: 3, rate: "0.3" }],
});
const REFUSED_BY_SUB = contract(4, { role: "PAYER", status: "REFUSED", counterparty: "sub002", counterpartyId: 12 });
const DIVIDEND_TIERS = [
  { minTurnover: "20000.00", minActive: 5, rate: "20" },
  { minTurnover: "100000.00", minActive: 20, rate: "30" },
];
const DIVIDEND_FROM_PLATFORM = contract(5, { kind: "DIVIDEND", tiers: DIVIDEND_TIERS });
const REALTIME_TO_SUB = contract(6, {
  kind: "REALTIME_SALARY",
  role: "PAYER",
  counterparty: "sub001",
  counterpartyId: 11,
  tiers: [{ minTurnover: "50000.00", minActive: 5, rate: "0.2" }],
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** 2024-05-05 00:00 GMT+8, and the dividend's half-months around it. */
const MAY5 = Date.UTC(2024, 4, 4, 16);
const MAY1 = MAY5 - 4 * DAY;
const APR16 = MAY1 - 15 * DAY;
const bill = (extra: Partial<Bill>): Bill => ({
  contractId: 1,
  kind: "DAILY_SALARY",
  role: "PAYEE",
  counterparty: "",
  periodStart: MAY5,
  periodEnd: MAY5 + DAY,
  turnover: "20000",
  carried: "0",
  activeMembers: 4,
  rate: "0.5",
  amount: "100",
  paid: "100",
  status: "ISSUED",
  claimBy: null,
  ...extra,
});
/** 2024-05-08 00:00 GMT+8: the claim deadline of the bills awaiting one. */
const CLAIM_BY = Date.UTC(2024, 4, 7, 16);
const DAILY_BILL = bill({});
const HOURLY_BILL = bill({
  contractId: 2,
  kind: "HOURLY_SALARY",
  periodStart: MAY5 + HOUR,
  periodEnd: MAY5 + 2 * HOUR,
});
/** The half-month the team won (net loss -2,000) and the one before, which paid. */
const DIVIDEND_WON = bill({
  contractId: 5,
  kind: "DIVIDEND",
  periodStart: MAY1,
  periodEnd: MAY1 + 15 * DAY,
  turnover: "-2000",
  activeMembers: 8,
  rate: "0",
  amount: "0",
  paid: "0",
  status: "TARGET_NOT_REACHED",
});
const DIVIDEND_PAID = bill({
  contractId: 5,
  kind: "DIVIDEND",
  periodStart: APR16,
  periodEnd: MAY1,
  turnover: "30000",
  carried: "-1500",
  activeMembers: 9,
  rate: "20",
  amount: "5700",
  paid: "5700",
});
/** Five minutes of the real-time salary to sub001 (the day's turnover so far: 80,000). */
const REALTIME_BILL = bill({
  contractId: 6,
  kind: "REALTIME_SALARY",
  role: "PAYER",
  counterparty: "sub001",
  periodStart: MAY5 + 13 * HOUR + 5 * 60_000,
  periodEnd: MAY5 + 13 * HOUR + 10 * 60_000,
  turnover: "80000",
  rate: "0.2",
  amount: "12.5",
  paid: "0",
  status: "DUE",
});
const billsPage = (list: readonly Bill[]): Reply =>
  ok({ list, next: null, prev: null, total: list.length, totalCapped: false, pageSize: 20 });
/** The bills route as the server answers it: the bills of the kind asked for, every kind without one. */
const billsByKind =
  (list: readonly Bill[]) =>
  (call: ApiCall): Reply => {
    const kind = call.query.get("kind");
    return billsPage(list.filter((b) => kind === null || b.kind === kind));
  };
const ALL_BILLS = [DAILY_BILL, HOURLY_BILL, DIVIDEND_WON, DIVIDEND_PAID, REALTIME_BILL];
const agentDownline = (memberId: number, account: string): Downline => ({
  memberId,
  account,
  nickname: account,
  memberType: 1,
  status: "ACTIVE",
  balance: "0",
  currency: "USD",
  teamSize: 0,
  directCount: 0,
  registeredAt: NOW,
  lastLoginAt: null,
  rates: [],
});

let api: FakeApi;
beforeEach(() => {
  vi.spyOn(Date, "now").mockReturnValue(NOW);
  api = new FakeApi()
    .on(
      "GET",
      CONTRACT_API.contracts,
      ok({ list: [PLATFORM, OFFER_FROM_UPLINE, TO_SUB, REFUSED_BY_SUB, DIVIDEND_FROM_PLATFORM, REALTIME_TO_SUB] }),
    )
    .on("GET", CONTRACT_API.bills, billsByKind(ALL_BILLS))
    .on(
      "GET",
      AGENT_API.downlines,
      cursorPages([[agentDownline(11, "sub001"), agentDownline(12, "sub002")], [agentDownline(13, "sub003")]], {
        path: [{ memberId: 1, account: "boss" }],
      }),
    )
    .on("POST", CONTRACT_API.offer, ok({ id: 40 }))
    .on("POST", pathWith(CONTRACT_API.accept, { id: 2 }), ok(null))
    .on("POST", pathWith(CONTRACT_API.refuse, { id: 2 }), ok(null))
    .on("POST", pathWith(CONTRACT_API.terminate, { id: 3 }), ok({ endsAt: DAY_END }))
    .on("POST", pathWith(CONTRACT_API.terminate, { id: 6 }), ok({ endsAt: Date.UTC(2024, 4, 6, 13, 10) }))
    .install();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const contractCard = (name: string) => screen.findByRole("article", { name });
const group = (name: string) => screen.getByRole("region", { name });
/** The toasts shown so far (the layout's toaster is not part of a page test). */
const toasts = () => toastStore.get().map((message) => message.title);
const contractReads = () => api.callsTo("GET", CONTRACT_API.contracts).length;
const billReads = () => api.callsTo("GET", CONTRACT_API.bills).length;
/** A contract page's bills table, named by its kind. */
const billsTable = (kind: string) => screen.findByRole("table", { name: `${kind} bills` });

describe("Contract pages: daily and hourly salary (dailySalary, hourlySalary)", () => {
  it("shows the page's kind only: the contract held from the platform, those offered, their tiers and dates", async () => {
    await renderPage(<DailySalaryPage />, { memberType: 1 });
    const held = within(await waitFor(() => group("Contracts I hold")));
    const platform = await contractCard("Offered by Platform");
    expect(within(platform).getByText("Valid")).toBeTruthy();
    const tiers = within(platform).getByRole("table", { name: "Tiers of the contract with Platform" });
    expect(within(tiers).getAllByRole("row")[2]!.textContent).toBe("250,000.00100.8%");
    expect(held.queryByText(/upline9/)).toBeNull();
    const offered = within(group("Contracts I offered"));
    // Open contracts first: the valid one to sub001, then the refused one.
    expect(offered.getAllByRole("heading", { level: 5 }).map((h) => h.textContent)).toEqual([
      "Offered to sub001",
      "Offered to sub002",
    ]);
    expect(offered.getByText("Refused")).toBeTruthy();
    expect(within(platform).getByRole("button", { name: "Terminate the contract with Platform" })).toBeTruthy();
  });

  it("accepts an offer awaiting the caller's consent", async () => {
    await renderPage(<HourlySalaryPage />, { memberType: 1 });
    const offer = await contractCard("Offered by upline9");
    expect(within(offer).getByText("Awaiting consent")).toBeTruthy();
    fireEvent.click(within(offer).getByRole("button", { name: "Accept the contract from upline9" }));
    await waitFor(() => expect(toasts()).toContain("You accepted the contract from upline9."));
    expect(api.callsTo("POST", pathWith(CONTRACT_API.accept, { id: 2 }))).toHaveLength(1);
    await waitFor(() => expect(contractReads()).toBe(2));
    // Nobody offers an hourly salary here: no contract offered, and the empty state says so.
    expect(
      within(group("Contracts I offered")).getByText("You have not offered a contract of this kind."),
    ).toBeTruthy();
  });

  it("refuses an offer after confirming", async () => {
    await renderPage(<HourlySalaryPage />, { memberType: 1 });
    const offer = await contractCard("Offered by upline9");
    fireEvent.click(within(offer).getByRole("button", { name: "Refuse the contract from upline9" }));
    const dialog = await screen.findByRole("dialog", { name: "Refuse contract: Hourly salary" });
    expect(
      within(dialog).getByText("Refuse the contract offered by upline9? A refused offer cannot be accepted later."),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Refuse" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.callsTo("POST", pathWith(CONTRACT_API.refuse, { id: 2 }))).toHaveLength(1);
    expect(toasts()).toContain("You refused the contract from upline9.");
  });

  it("terminates a valid contract at the end of the current day and shows when it ends", async () => {
    await renderPage(<DailySalaryPage />, { memberType: 1 });
    const toSub = await contractCard("Offered to sub001");
    fireEvent.click(within(toSub).getByRole("button", { name: "Terminate the contract with sub001" }));
    const dialog = await screen.findByRole("dialog", { name: "Terminate contract: Daily salary" });
    expect(
      within(dialog).getByText(
        "The contract with sub001 ends at the end of the current day (GMT+8) and is settled up to then. Terminate it?",
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Terminate" }));
    expect((await within(dialog).findByRole("status")).textContent).toBe(
      "The contract with sub001 is terminated: it ends at 07/05/2024 00:00:00.",
    );
    await waitFor(() => expect(contractReads()).toBe(2));
    fireEvent.click(within(dialog).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("tells a refused termination in words", async () => {
    api.on("POST", pathWith(CONTRACT_API.terminate, { id: 3 }), refuse("INVALID_STATE", 409));
    await renderPage(<DailySalaryPage />, { memberType: 1 });
    fireEvent.click(
      within(await contractCard("Offered to sub001")).getByRole("button", {
        name: "Terminate the contract with sub001",
      }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Terminate contract: Daily salary" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Terminate" }));
    // INVALID_STATE in the contract's own words (the portal's generic text speaks of orders).
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "Only a valid contract that is not ending yet can be terminated. Its status is shown again.",
    );
    await waitFor(() => expect(contractReads()).toBe(2));
  });

  it("offers a contract to a sub-agent within the caller's own terms, tier by tier", async () => {
    await renderPage(<DailySalaryPage />, { memberType: 1 });
    await contractCard("Offered by Platform");
    fireEvent.click(screen.getByRole("button", { name: "Offer contract" }));
    const dialog = await screen.findByRole("dialog", { name: "Offer contract: Daily salary" });
    const form = within(dialog);
    // The caller's own terms, the ceiling.
    expect(form.getByRole("table", { name: "Your own terms" })).toBeTruthy();
    const agent = form.getByRole("combobox", { name: "Sub-agent" }) as HTMLSelectElement;
    await waitFor(() => expect(agent.options).toHaveLength(3));
    // sub001 already has a valid daily contract from the caller; sub002 refused one (open again).
    const sub001 = [...agent.options].find((o) => o.value === "11")!;
    expect(sub001.disabled).toBe(true);
    expect(sub001.textContent).toBe("sub001 (has a contract)");
    fireEvent.click(form.getByRole("button", { name: "Show more sub-agents" }));
    await waitFor(() => expect(agent.options).toHaveLength(4));

    // Nothing chosen, nothing typed: refused before asking.
    fireEvent.click(form.getByRole("button", { name: "Send offer" }));
    expect(computeAccessibleDescription(agent)).toBe("Choose a sub-agent.");
    const tier1 = within(form.getByRole("group", { name: "Tier 1" }));
    expect(computeAccessibleDescription(tier1.getByRole("textbox", { name: "Min. team turnover" }))).toBe(
      "Enter an amount with at most 2 decimals, such as 10000 or 10000.50.",
    );
    expect(tier1.getByRole("button", { name: "Remove tier 1" })).toHaveProperty("disabled", true);

    fireEvent.change(agent, { target: { value: "12" } });
    fireEvent.change(tier1.getByRole("textbox", { name: "Min. team turnover" }), { target: { value: "10000" } });
    fireEvent.change(tier1.getByRole("textbox", { name: "Min. active members" }), { target: { value: "3" } });
    fireEvent.change(tier1.getByRole("textbox", { name: "Rate" }), { target: { value: "0.4" } });
    fireEvent.click(form.getByRole("button", { name: "Add tier" }));
    const tier2 = within(form.getByRole("group", { name: "Tier 2" }));
    fireEvent.change(tier2.getByRole("textbox", { name: "Min. team turnover" }), { target: { value: "50000" } });
    fireEvent.change(tier2.getByRole("textbox", { name: "Min. active members" }), { target: { value: "5" } });
    const rate2 = tier2.getByRole("textbox", { name: "Rate" });
    fireEvent.change(rate2, { target: { value: "0.8" } });
    fireEvent.click(form.getByRole("button", { name: "Send offer" }));
    // At 50,000 with 5 active the caller's own contract gives 0.5 % (0.8 % needs 10 active).
    expect(computeAccessibleDescription(rate2)).toBe(
      "At most 0.5% at these thresholds: your own contract gives you no more.",
    );
    expect(api.callsTo("POST", CONTRACT_API.offer)).toHaveLength(0);

    // The server's own refusal of a tier, beside it.
    api.on(
      "POST",
      CONTRACT_API.offer,
      refuse("CONTRACT_ABOVE_UPLINE", 400, { fields: { "tiers.1.rate": "max 0.45" } }),
      ok({ id: 40 }),
    );
    fireEvent.change(rate2, { target: { value: "0.5" } });
    fireEvent.click(form.getByRole("button", { name: "Send offer" }));
    await waitFor(() =>
      expect(computeAccessibleDescription(rate2)).toBe(
        "At most 0.45% at these thresholds: your own contract gives you no more.",
      ),
    );
    expect(form.getAllByRole("alert").length).toBeGreaterThanOrEqual(2);
    fireEvent.change(rate2, { target: { value: "0.45" } });
    fireEvent.click(form.getByRole("button", { name: "Send offer" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.callsTo("POST", CONTRACT_API.offer).map((call) => call.body)).toEqual([
      {
        memberId: 12,
        kind: "DAILY_SALARY",
        tiers: [
          { minTurnover: "10000", minActive: 3, rate: "0.4" },
          { minTurnover: "50000", minActive: 5, rate: "0.5" },
        ],
      },
      {
        memberId: 12,
        kind: "DAILY_SALARY",
        tiers: [
          { minTurnover: "10000", minActive: 3, rate: "0.4" },
          { minTurnover: "50000", minActive: 5, rate: "0.45" },
        ],
      },
    ]);
    expect(toasts()).toContain(
      "The contract is offered to sub002: once they accept it, it is settled from the next period on.",
    );
    expect(api.callsTo("GET", AGENT_API.downlines).map((call) => Object.fromEntries(call.query))).toEqual([
      { kind: "AGENT" },
      { kind: "AGENT", cursor: "next-1" },
    ]);
  });

  it("adds tiers up to the most a contract has, and tells a refusal that names no field", async () => {
    api.on("POST", CONTRACT_API.offer, refuse("NOT_DIRECT_DOWNLINE", 403));
    await renderPage(<DailySalaryPage />, { memberType: 1 });
    await contractCard("Offered by Platform");
    fireEvent.click(screen.getByRole("button", { name: "Offer contract" }));
    const form = within(await screen.findByRole("dialog", { name: "Offer contract: Daily salary" }));
    const add = form.getByRole("button", { name: "Add tier" }) as HTMLButtonElement;
    for (let i = 1; i < CONTRACT_TIERS_MAX; i++) fireEvent.click(add);
    expect(form.getAllByRole("group", { name: /^Tier \d+$/ })).toHaveLength(CONTRACT_TIERS_MAX);
    expect(add.disabled).toBe(true);
    for (let i = CONTRACT_TIERS_MAX; i > 1; i--)
      fireEvent.click(form.getByRole("button", { name: `Remove tier ${i}` }));
    expect(form.getAllByRole("group", { name: /^Tier \d+$/ })).toHaveLength(1);
    await waitFor(() =>
      expect((form.getByRole("combobox", { name: "Sub-agent" }) as HTMLSelectElement).options).toHaveLength(3),
    );
    fireEvent.change(form.getByRole("combobox", { name: "Sub-agent" }), { target: { value: "12" } });
    fireEvent.change(form.getByRole("textbox", { name: "Min. team turnover" }), { target: { value: "10000" } });
    fireEvent.change(form.getByRole("textbox", { name: "Min. active members" }), { target: { value: "3" } });
    fireEvent.change(form.getByRole("textbox", { name: "Rate" }), { target: { value: "0.1" } });
    fireEvent.click(form.getByRole("button", { name: "Send offer" }));
    expect((await form.findByRole("alert")).textContent).toBe("This can only be done for your direct downlines.");
  });

  it("offers no contract to offer for an agent type that may not (a promoter, type 41)", async () => {
    await renderPage(<DailySalaryPage />, { memberType: 41 });
    await contractCard("Offered by Platform");
    expect(screen.queryByRole("button", { name: "Offer contract" })).toBeNull();
  });
});

describe("Contract pages: every kind, its bills and their claims", () => {
  it("says when a contract is first settled: the period after it is accepted", async () => {
    await renderPage(<DailySalaryPage />, { memberType: 1 });
    expect(
      await screen.findByText(
        "A daily salary pays a rate of the team's valid turnover for each day (GMT+8), by tiers of turnover and active members. The upline offers it; once accepted, it is settled from the next day on.",
      ),
    ).toBeTruthy();
  });

  it("shows a dividend: its tiers by team net loss, its bills with the net loss and the win carried over", async () => {
    await renderPage(<DividendPage />, { memberType: 1 });
    expect(screen.getByRole("heading", { level: 3, name: "Dividend" })).toBeTruthy();
    expect(screen.getByText(/a share of the team's net loss for each half-month or month/)).toBeTruthy();
    const platform = await contractCard("Offered by Platform");
    const tiers = within(platform).getByRole("table", { name: "Tiers of the contract with Platform" });
    const second = rowWith(tiers, "100,000.00");
    expect(cellUnder(tiers, second, "Min. team net loss").textContent).toBe("100,000.00");
    expect(cellUnder(tiers, second, "Rate").textContent).toBe("30%");
    // Only the dividend's contracts: none of the salaries'.
    expect(screen.getAllByRole("article")).toHaveLength(1);

    const bills = await billsTable("Dividend");
    expect(api.callsTo("GET", CONTRACT_API.bills).map((call) => call.query.get("kind"))).toEqual(["DIVIDEND"]);
    expect(bodyRows(bills)).toHaveLength(2);
    const won = rowWith(bills, "01/05/2024 – 15/05/2024");
    expect(cellUnder(bills, won, "Team net loss").textContent).toBe("-2,000.00");
    expect(cellUnder(bills, won, "Status").textContent).toBe("Target not reached");
    // Nothing carried in: the cell stays empty (a phone's card leaves the line out).
    expect(cellUnder(bills, won, "Carried over").textContent).toBe("");
    const paid = rowWith(bills, "16/04/2024 – 30/04/2024");
    expect(cellUnder(bills, paid, "Carried over").textContent).toBe("-1,500.00");
    expect(cellUnder(bills, paid, "Team net loss").textContent).toBe("30,000.00");
    expect(cellUnder(bills, paid, "Amount").textContent).toBe("5,700.00");
    expect(cellUnder(bills, paid, "Type").textContent).toBe("Dividend");
  });

  it("offers a dividend with its thresholds named as team net loss", async () => {
    await renderPage(<DividendPage />, { memberType: 1 });
    await contractCard("Offered by Platform");
    fireEvent.click(screen.getByRole("button", { name: "Offer contract" }));
    const form = within(await screen.findByRole("dialog", { name: "Offer contract: Dividend" }));
    const own = form.getByRole("table", { name: "Your own terms" });
    expect(within(own).getAllByRole("columnheader")[1]!.textContent).toBe("Min. team net loss");
    expect(
      form.getByText("No tier can pay more than your own contract gives you at the same net loss and active members."),
    ).toBeTruthy();
    expect(form.queryByRole("textbox", { name: "Min. team turnover" })).toBeNull();
    const agent = form.getByRole("combobox", { name: "Sub-agent" }) as HTMLSelectElement;
    await waitFor(() => expect(agent.options).toHaveLength(3));
    fireEvent.change(agent, { target: { value: "11" } });
    fireEvent.change(form.getByRole("textbox", { name: "Min. team net loss" }), { target: { value: "20000" } });
    fireEvent.change(form.getByRole("textbox", { name: "Min. active members" }), { target: { value: "5" } });
    fireEvent.change(form.getByRole("textbox", { name: "Rate" }), { target: { value: "15" } });
    fireEvent.click(form.getByRole("button", { name: "Send offer" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.callsTo("POST", CONTRACT_API.offer).map((call) => call.body)).toEqual([
      { memberId: 11, kind: "DIVIDEND", tiers: [{ minTurnover: "20000", minActive: 5, rate: "15" }] },
    ]);
  });

  it("shows the real-time salary: its 5-minute bills by the day's turnover, terminated at the end of 5 minutes", async () => {
    await renderPage(<RealtimeSalaryPage />, { memberType: 1 });
    expect(screen.getByRole("heading", { level: 3, name: "Real-time salary" })).toBeTruthy();
    expect(screen.getByText(/for the day so far \(GMT\+8\), every 5 minutes/)).toBeTruthy();
    const toSub = await contractCard("Offered to sub001");
    const tiers = within(toSub).getByRole("table", { name: "Tiers of the contract with sub001" });
    expect(cellUnder(tiers, rowWith(tiers, "1"), "Min. team turnover").textContent).toBe("50,000.00");

    const bills = await billsTable("Real-time salary");
    expect(api.callsTo("GET", CONTRACT_API.bills).map((call) => call.query.get("kind"))).toEqual(["REALTIME_SALARY"]);
    const row = rowWith(bills, "05/05/2024 13:05–13:10");
    expect(cellUnder(bills, row, "Team turnover").textContent).toBe("80,000.00");
    expect(cellUnder(bills, row, "From / to").textContent).toBe("To sub001");
    expect(cellUnder(bills, row, "Amount").textContent).toBe("12.50");
    expect(cellUnder(bills, row, "Status").textContent).toBe("Due");
    // A salary carries nothing over: no such column.
    expect(within(bills).queryByRole("columnheader", { name: "Carried over" })).toBeNull();

    fireEvent.click(within(toSub).getByRole("button", { name: "Terminate the contract with sub001" }));
    const dialog = await screen.findByRole("dialog", { name: "Terminate contract: Real-time salary" });
    expect(
      within(dialog).getByText(
        "The contract with sub001 ends at the end of the current 5-minute period and is settled up to then. Terminate it?",
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Terminate" }));
    expect((await within(dialog).findByRole("status")).textContent).toBe(
      "The contract with sub001 is terminated: it ends at 06/05/2024 21:10:00.",
    );
  });

  it("lists only the page's kind of bills, asking the server for that kind, page by page", async () => {
    api.on(
      "GET",
      CONTRACT_API.bills,
      cursorPages([[DAILY_BILL], [bill({ periodStart: MAY5 - DAY, periodEnd: MAY5, amount: "80" })]]),
    );
    await renderPage(<DailySalaryPage />, { memberType: 1 });
    const bills = await billsTable("Daily salary");
    expect(cellUnder(bills, rowWith(bills, "05/05/2024"), "Amount").textContent).toBe("100.00");
    const pagers = screen.getAllByRole("navigation", { name: "Pages" });
    fireEvent.click(within(pagers[0]!).getByRole("button", { name: "Next" }));
    const older = await waitFor(() => rowWith(screen.getByRole("table", { name: "Daily salary bills" }), "04/05/2024"));
    expect(cellUnder(screen.getByRole("table", { name: "Daily salary bills" }), older, "Amount").textContent).toBe(
      "80.00",
    );
    expect(
      api.callsTo("GET", CONTRACT_API.bills).map((call) => [call.query.get("kind"), call.query.get("cursor")]),
    ).toEqual([
      ["DAILY_SALARY", null],
      ["DAILY_SALARY", "next-1"],
    ]);
  });

  it("says when the kind has no bills yet", async () => {
    api.on("GET", CONTRACT_API.bills, billsPage([]));
    await renderPage(<HourlySalaryPage />, { memberType: 1 });
    expect(await screen.findByText("No bills of this kind yet.")).toBeTruthy();
    expect(screen.queryByRole("table", { name: "Hourly salary bills" })).toBeNull();
  });

  describe("a bill awaiting its payee's claim", () => {
    const AWAITING = bill({ status: "AWAITING_CLAIM", paid: "0", claimBy: CLAIM_BY });
    /** The same bill awaiting sub001's claim: the caller pays it. */
    const AWAITING_SUB = bill({
      contractId: 3,
      role: "PAYER",
      counterparty: "sub001",
      status: "AWAITING_CLAIM",
      paid: "0",
      claimBy: CLAIM_BY,
    });
    const CLAIM_PATH = pathWith(CONTRACT_API.claim, { id: 1, periodStart: MAY5 });
    const claimButton = () => screen.findByRole("button", { name: "Claim Daily salary, 05/05/2024" });

    beforeEach(() => {
      api
        .on(
          "GET",
          CONTRACT_API.bills,
          billsPage([AWAITING, AWAITING_SUB]),
          billsPage([{ ...AWAITING, status: "ISSUED", paid: "100", claimBy: null }, AWAITING_SUB]),
        )
        .on("POST", CLAIM_PATH, ok({ status: "ISSUED" }));
    });

    it("shows its deadline, and the claim button to the payee only", async () => {
      await renderPage(<DailySalaryPage />, { memberType: 1 });
      await claimButton();
      const bills = await billsTable("Daily salary");
      const [mine, theirs] = bodyRows(bills);
      expect(cellUnder(bills, mine!, "Status").textContent).toBe("Awaiting claim");
      expect(within(cellUnder(bills, mine!, "Claim by (GMT+8)")).getByText("08/05/2024 00:00:00")).toBeTruthy();
      const theirClaim = cellUnder(bills, theirs!, "Claim by (GMT+8)");
      expect(theirClaim.textContent).toBe("08/05/2024 00:00:00");
      expect(within(theirClaim).queryByRole("button")).toBeNull();
      expect(screen.getAllByRole("button", { name: /^Claim / })).toHaveLength(1);
    });

    it("claims it: the server pays it, the toast says so, and the bills are read again", async () => {
      await renderPage(<DailySalaryPage />, { memberType: 1 });
      fireEvent.click(await claimButton());
      await waitFor(() => expect(toasts()).toContain("Claimed: Daily salary, 05/05/2024. It is paid."));
      expect(api.callsTo("POST", CLAIM_PATH)).toHaveLength(1);
      expect(CLAIM_PATH).toBe(`/wps/agent/contracts/1/bills/${MAY5}/claim`);
      await waitFor(() => expect(billReads()).toBe(2));
      expect(contractReads()).toBe(2);
      const bills = await billsTable("Daily salary");
      await waitFor(() => expect(cellUnder(bills, bodyRows(bills)[0]!, "Status").textContent).toBe("Paid"));
      expect(screen.queryByRole("button", { name: "Claim Daily salary, 05/05/2024" })).toBeNull();
    });

    it("says when a claimed bill is paid only in part for now", async () => {
      api.on("POST", CLAIM_PATH, ok({ status: "PARTLY_ISSUED" }));
      await renderPage(<DailySalaryPage />, { memberType: 1 });
      fireEvent.click(await claimButton());
      await waitFor(() =>
        expect(toasts()).toContain(
          "Claimed: Daily salary, 05/05/2024. It is paid as far as the payer's balance allows; the rest follows.",
        ),
      );
    });

    it("tells a bill no longer awaiting the claim (expired meanwhile) in words, and reads the bills again", async () => {
      api.on("POST", CLAIM_PATH, refuse("INVALID_STATE", 409));
      await renderPage(<DailySalaryPage />, { memberType: 1 });
      fireEvent.click(await claimButton());
      await waitFor(() =>
        expect(toasts()).toContain(
          "This bill is no longer awaiting your claim (its claim time may have passed). Its status is shown again.",
        ),
      );
      expect(toastStore.get().at(-1)!.tone).toBe("error");
      await waitFor(() => expect(billReads()).toBe(2));
    });

    it("tells any other refusal as the portal does", async () => {
      api.on("POST", CLAIM_PATH, refuse("NOT_FOUND", 404));
      await renderPage(<DailySalaryPage />, { memberType: 1 });
      fireEvent.click(await claimButton());
      await waitFor(() => expect(toastStore.get().at(-1)!.title).toBe("The requested item was not found."));
    });
  });
});
