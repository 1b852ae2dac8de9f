// @vitest-environment jsdom
import { Suspense } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import i18next from "i18next";
import type { MemberProfile } from "@portal/contract/api/admin-members";
import type { Contract, PlatformContracts } from "@portal/contract/api/contracts";
import agentsEn from "../../locales/agents/en.json";
import { signIn, signOut } from "../../shared/session/session";
import { fakeApi, initTestI18n, renderWithClient, type Call } from "../../test-support/render";
import ContractsPage from "./contracts-page";

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle("en", "agents", agentsEn);
});
afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

const admin = () =>
  signIn({ token: "t-adm", username: "adm", role: "ADMIN", permissions: ["read", "configureBrand", "reviewBills"] });
const finance = () =>
  signIn({ token: "t-fin", username: "fin", role: "FINANCE", permissions: ["read", "reviewBills"] });

const profile = { id: 7, account: "boss", memberType: 1, uplines: [] } as unknown as MemberProfile;
const valid: Contract = {
  id: 11,
  kind: "DAILY_SALARY",
  status: "VALID",
  role: "PAYEE",
  counterparty: "",
  counterpartyId: null,
  tiers: [{ minTurnover: "10000.00", minActive: 3, rate: "0.5" }],
  offeredAt: Date.UTC(2026, 10, 1),
  decidedAt: Date.UTC(2026, 10, 1),
  endsAt: null,
};
const rates = [
  { category: "LIVE", rate: "1.5" },
  { category: "RNG", rate: "0" },
];

function renderPage() {
  renderWithClient(
    <MemoryRouter initialEntries={["/agents/contracts?member=7"]}>
      <Suspense fallback="loading">
        <Routes>
          <Route path="/agents/contracts" element={<ContractsPage />} />
        </Routes>
      </Suspense>
    </MemoryRouter>,
  );
}

describe("Agents > Contracts and rebates", () => {
  it("shows the platform's contract and sets new tiers, checked by the contract's schema first", async () => {
    admin();
    let held: PlatformContracts = { topLevelAgent: true, list: [valid] };
    const calls = fakeApi({
      "GET /admin/members/7": profile,
      "GET /admin/members/7/contract": () => held,
      "GET /admin/members/7/rebateRates": rates,
      "PUT /admin/members/7/contract": (call: Call) => {
        const body = call.body as { tiers: Contract["tiers"] };
        held = { topLevelAgent: true, list: [{ ...valid, tiers: body.tiers }] };
        return { id: 11 };
      },
    });
    renderPage();
    expect(await screen.findByRole("heading", { name: "boss · Agent" })).toBeTruthy();
    const table = await screen.findByRole("table", { name: "Platform contracts" });
    await within(table).findByText("From 10,000.00 with 3 active members: 0.5%");
    expect(within(table).getByText("Daily salary")).toBeTruthy();
    expect(within(table).getByText("Valid")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Set platform contract" }));
    const dialog = await screen.findByRole("dialog", { name: "Platform contract with boss" });
    // The valid contract's tiers to start from.
    const tier1 = within(dialog).getByRole("group", { name: "Tier 1" });
    expect(within(tier1).getByLabelText("Team figure from")).toHaveProperty("value", "10000.00");
    fireEvent.click(within(dialog).getByRole("button", { name: "Add tier" }));
    const tier2 = within(dialog).getByRole("group", { name: "Tier 2" });
    fireEvent.change(within(tier2).getByLabelText("Team figure from"), { target: { value: "50,000" } });
    fireEvent.change(within(tier2).getByLabelText("Active members from"), { target: { value: "10" } });
    fireEvent.change(within(tier2).getByLabelText("Rate (%)"), { target: { value: "101" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save contract" }));
    // Refused before any call, each field with its rule.
    expect(await within(tier2).findByText("Enter an amount, such as 10000 or 10000.50.")).toBeTruthy();
    expect(within(tier2).getByText("Enter a percentage from 0 to 100 with at most 4 decimals.")).toBeTruthy();
    expect(within(tier2).getByLabelText("Rate (%)").getAttribute("aria-invalid")).toBe("true");
    expect(calls.filter((c) => c.method === "PUT")).toEqual([]);

    fireEvent.change(within(tier2).getByLabelText("Team figure from"), { target: { value: "50000" } });
    fireEvent.change(within(tier2).getByLabelText("Rate (%)"), { target: { value: "0.8" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save contract" }));
    expect(await screen.findByText("The Daily salary contract with boss is saved.")).toBeTruthy();
    expect(calls.find((c) => c.method === "PUT")!.body).toEqual({
      kind: "DAILY_SALARY",
      tiers: [
        { minTurnover: "10000.00", minActive: 3, rate: "0.5" },
        { minTurnover: "50000", minActive: 10, rate: "0.8" },
      ],
    });
    await within(table).findByText("From 50,000 with 10 active members: 0.8%");
  });

  it("edits rebate rates and shows a refusal by its code", async () => {
    admin();
    fakeApi({
      "GET /admin/members/7": profile,
      "GET /admin/members/7/contract": { topLevelAgent: true, list: [] },
      "GET /admin/members/7/rebateRates": rates,
      "PUT /admin/members/7/rebateRates": {
        fail: "REBATE_RATE_ABOVE_UPLINE",
        status: 400,
        fields: { "rates.LIVE": "max 1.5" },
      },
    });
    renderPage();
    const table = await screen.findByRole("table", { name: "Rebate rates" });
    await within(table).findByText("1.5%");
    expect(screen.getByText("The platform has no contract with boss yet.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Edit rebate rates" }));
    const dialog = await screen.findByRole("dialog", { name: "Rebate rates of boss" });
    const live = within(dialog).getByLabelText("Live casino rate (%)");
    fireEvent.change(live, { target: { value: "abc" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save rates" }));
    expect(await within(dialog).findByText("Enter a percentage from 0 to 100 with at most 4 decimals.")).toBeTruthy();
    fireEvent.change(live, { target: { value: "0.1" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save rates" }));
    // The refusal's field error lands on its field, with the limit it names.
    expect(await within(dialog).findByText("At most 1.5%: its upline's rate.")).toBeTruthy();
  });

  it("shows no write buttons to an operator without configureBrand, and says when the account is no top-level agent", async () => {
    finance();
    fakeApi({
      "GET /admin/members/7": { ...profile, uplines: [{ id: 1, account: "root" }] },
      "GET /admin/members/7/contract": { topLevelAgent: false, list: [] },
      "GET /admin/members/7/rebateRates": rates,
    });
    renderPage();
    await screen.findByRole("table", { name: "Rebate rates" });
    await screen.findByText(/Only a top-level agent/);
    expect(screen.getByText("Uplines from the top: root")).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole("row").length).toBeGreaterThan(2));
    expect(screen.queryByRole("button", { name: "Set platform contract" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Edit rebate rates" })).toBeNull();
  });
});
