// @vitest-environment jsdom
import { Suspense } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import i18next from "i18next";
import { DASHBOARD_ADMIN, type Dashboard } from "@portal/contract/api/admin-dashboard";
import dashboardEn from "../../locales/dashboard/en.json";
import { firstPage } from "../../app/menu";
import { ROLE_PERMISSIONS } from "../../shared/session/permissions";
import { signIn, signOut } from "../../shared/session/session";
import { fakeApi, initTestI18n, renderWithClient, type Call } from "../../test-support/render";
import DashboardPage from "./dashboard-page";

// The chart draws on a canvas, which jsdom has not: its text alternative (the table) is what is read here.
vi.mock("./day-chart", () => ({ default: () => <p>chart</p> }));

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle("en", "dashboard", dashboardEn);
});
beforeEach(() =>
  signIn({
    token: "t-sup",
    username: "sup",
    role: "SUPPORT",
    permissions: ["read", "readMoney", "readMembers", "manageMembers"],
  }),
);
afterEach(() => {
  cleanup();
  signOut();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const DAY_MS = 86_400_000;
// 2026-11-29 20:00 UTC is 2026-11-30 04:00 on the brand's clock (GMT+8): "today" is the 30th.
const NOW = Date.UTC(2026, 10, 29, 20);
const dayStart = (date: string) => Date.parse(`${date}T00:00:00Z`) - 8 * 3_600_000;

function answer(call: Call): Dashboard {
  const query = new URL(call.url, "http://x").searchParams;
  const from = dayStart(query.get("from")!);
  const to = dayStart(query.get("to")!) + DAY_MS;
  const days = [];
  for (let day = from; day < to; day += DAY_MS) {
    days.push({ day, registrations: 4, deposits: "1000.00", withdrawals: "250.50", stake: "5000.00", ggr: "320.25" });
  }
  return {
    from,
    to,
    currency: "CNY",
    registrations: 12,
    firstDeposits: { count: 5, amount: "2500.00" },
    deposits: { count: 9, amount: "12345.50" },
    withdrawals: { count: 3, amount: "800.00" },
    bets: { rounds: 1520, stake: "98765.00", payout: "90000.00", ggr: "8765.00" },
    activePlayers: 41,
    byCategory: [
      { category: "RNG", rounds: 1500, stake: "90000.00", payout: "82000.00", ggr: "8000.00" },
      { category: "LIVE", rounds: 20, stake: "8765.00", payout: "8000.00", ggr: "765.00" },
    ],
    byVendor: [{ vendor: "HOUSE", rounds: 1520, stake: "98765.00", payout: "90000.00", ggr: "8765.00" }],
    days,
    queues: {
      deposits: 3,
      withdrawals: 0,
      vendorTransfers: 1,
      betMismatches: 2,
      bills: 0,
      lotteryResults: 0,
      eventApplications: 0,
    },
  };
}

function renderPage() {
  renderWithClient(
    <MemoryRouter>
      <Suspense fallback="loading">
        <DashboardPage />
      </Suspense>
    </MemoryRouter>,
  );
}

/** The value beside a figure's term (`<dt>` then `<dd>`). */
const figure = (term: string) => screen.getByText(term, { selector: "dt" }).nextElementSibling!.textContent;
const lastQuery = (calls: Call[]) => new URL(calls.at(-1)!.url, "http://x").searchParams;

describe("Dashboard", () => {
  it("is where every operator lands after sign-in", () => {
    for (const role of ["ADMIN", "FINANCE", "SUPPORT", "MARKETING"] as const) {
      expect(firstPage(ROLE_PERMISSIONS[role])).toBe("/dashboard");
    }
  });

  it("shows today's figures, the queues as links and a row per day", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
    const calls = fakeApi({ [`GET ${DASHBOARD_ADMIN.dashboard}`]: answer });
    renderPage();
    expect(await screen.findByText("Registrations", { selector: "dt" })).toBeTruthy();
    expect(calls[0]!.url).toBe("/admin/dashboard?from=2026-11-30&to=2026-11-30");
    expect(screen.getByRole("heading", { level: 1, name: "Dashboard" })).toBeTruthy();
    expect(figure("Registrations")).toBe("12");
    expect(figure("First deposits")).toBe("5");
    expect(figure("Deposits")).toBe("12,345.50");
    expect(figure("Withdrawals")).toBe("800.00");
    expect(figure("Bets (stake)")).toBe("98,765.00");
    expect(figure("GGR")).toBe("8,765.00");
    expect(figure("Active players")).toBe("41");
    expect(screen.getByText("1,520 rounds")).toBeTruthy();

    // Queues: a link to the section that works them, when the operator may open it.
    const queues = screen.getByRole("region", { name: "Waiting now" });
    expect(within(queues).getByRole("link", { name: "Deposits 3" }).getAttribute("href")).toBe("/money/deposits");
    // Bet mismatches are worked through on the vendors page.
    expect(
      within(queues)
        .getByRole("link", { name: /Bet mismatches/ })
        .getAttribute("href"),
    ).toBe("/games/vendors");

    // One day: its row in the table (no chart for a single day).
    const days = screen.getByRole("table", { name: "Figures day by day" });
    const rows = within(days).getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ),
    ).toEqual([["2026-11-30", "4", "1,000.00", "250.50", "5,000.00", "320.25"]]);
    expect(screen.queryByText("chart")).toBeNull();

    // GGR by category, translated, with its figures.
    const categories = screen.getByRole("table", { name: "GGR by category" });
    expect(
      within(categories)
        .getAllByRole("row")
        .slice(1)
        .map((row) => within(row).getAllByRole("cell")[0]!.textContent),
    ).toEqual(["Slots", "Live casino"]);
  });

  it("asks for the period the picker names, in brand days", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
    const calls = fakeApi({ [`GET ${DASHBOARD_ADMIN.dashboard}`]: answer });
    renderPage();
    await screen.findByText("Registrations", { selector: "dt" });

    fireEvent.click(screen.getByRole("radio", { name: "Yesterday" }));
    await waitFor(() => expect(calls.at(-1)!.url).toBe("/admin/dashboard?from=2026-11-29&to=2026-11-29"));

    fireEvent.click(screen.getByRole("radio", { name: "Last 7 days" }));
    await waitFor(() => expect(calls.at(-1)!.url).toBe("/admin/dashboard?from=2026-11-24&to=2026-11-30"));
    // Seven days: seven rows, and the chart over them.
    await waitFor(() =>
      expect(within(screen.getByRole("table", { name: "Figures day by day" })).getAllByRole("row")).toHaveLength(8),
    );
    expect(await screen.findByText("chart")).toBeTruthy();

    fireEvent.click(screen.getByRole("radio", { name: "This month" }));
    await waitFor(() => expect(calls.at(-1)!.url).toBe("/admin/dashboard?from=2026-11-01&to=2026-11-30"));

    // Custom: longer than 92 days is refused here, without a call.
    fireEvent.click(screen.getByRole("radio", { name: "Custom" }));
    const count = calls.length;
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-01-01" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-06-30" } });
    fireEvent.click(screen.getByRole("button", { name: "Show" }));
    expect(await screen.findByText("Choose at most 92 days")).toBeTruthy();
    expect(calls.length).toBe(count);

    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-10-01" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-10-31" } });
    fireEvent.click(screen.getByRole("button", { name: "Show" }));
    await waitFor(() => expect(lastQuery(calls).get("from")).toBe("2026-10-01"));
    expect(lastQuery(calls).get("to")).toBe("2026-10-31");
    expect(screen.queryByText("Choose at most 92 days")).toBeNull();
  });

  it("says why the figures did not come", async () => {
    fakeApi({ [`GET ${DASHBOARD_ADMIN.dashboard}`]: { fail: "FORBIDDEN", status: 403 } });
    renderPage();
    expect((await screen.findByRole("alert")).textContent).toContain("Your role may not do this.");
  });
});
