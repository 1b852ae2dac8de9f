// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { computeAccessibleDescription } from "dom-accessibility-api";
import { AGENT_API, type Downline } from "@portal/contract/api/agents";
import { CONTRACT_API, CONTRACT_TIERS_MAX } from "@portal/contract/api/contracts";
import { pathWith } from "@portal/contract/api/paths";
import { cursorPages } from "../../../test-support/cursor-pages";
import { FakeApi, ok, refuse } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
import { toastStore } from "../../../shared/ui/toast";
import type { Contract } from "../api/contracts-api";
import { DailySalaryPage, HourlySalaryPage } from "./salary-page";

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
    .on("GET", CONTRACT_API.contracts, ok({ list: [PLATFORM, OFFER_FROM_UPLINE, TO_SUB, REFUSED_BY_SUB] }))
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

describe("Daily and hourly salary (dailySalary, hourlySalary)", () => {
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
    expect(toasts()).toContain("The contract is offered to sub002: it starts once they accept it.");
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
