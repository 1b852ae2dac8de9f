// @vitest-environment jsdom
import { Suspense } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import i18next from "i18next";
import { REPORTS_ADMIN, type MemberReport, type ProfitLossReport } from "@portal/contract/api/admin-reports";
import reportsEn from "../../locales/reports/en.json";
import { signIn, signOut } from "../../shared/session/session";
import { fakeApi, initTestI18n, renderWithClient, type Call } from "../../test-support/render";
import { sumDecimals } from "./decimals";
import ReportsPage from "./reports-page";

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle("en", "reports", reportsEn);
});
beforeEach(() => signIn({ token: "t-fin", username: "fin", role: "FINANCE", permissions: ["read"] }));
afterEach(() => {
  cleanup();
  signOut();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// 2026-11-29 20:00 UTC is 2026-11-30 04:00 on the brand's clock (GMT+8): "today" is the 30th.
const NOW = Date.UTC(2026, 10, 29, 20);
const DAY = Date.UTC(2026, 10, 29) - 8 * 3_600_000;

const PROFIT_LOSS: ProfitLossReport = {
  from: DAY,
  to: DAY + 86_400_000,
  currency: "CNY",
  rows: [
    {
      day: DAY,
      vendor: "HOUSE",
      category: "RNG",
      players: 3,
      rounds: 10,
      stake: "1000.50",
      payout: "900.25",
      ggr: "100.25",
    },
    { day: DAY, vendor: "PG", category: "", players: 2, rounds: 5, stake: "200.00", payout: "250.00", ggr: "-50.00" },
  ],
};
const MEMBERS: MemberReport = {
  from: DAY,
  to: DAY + 86_400_000,
  currency: "CNY",
  rows: [
    {
      memberId: 11,
      account: "alice",
      rounds: 4,
      stake: "50.00",
      payout: "10.00",
      ggr: "40.00",
      deposits: "100.00",
      withdrawals: "0.00",
    },
    {
      memberId: 12,
      account: "bob",
      rounds: 9,
      stake: "500.00",
      payout: "600.00",
      ggr: "-100.00",
      deposits: "0.00",
      withdrawals: "20.00",
    },
  ],
  truncated: true,
};

function query(call: Call) {
  return Object.fromEntries(new URL(call.url, "http://x").searchParams);
}

function page() {
  renderWithClient(
    <Suspense fallback={null}>
      <ReportsPage />
    </Suspense>,
  );
}

describe("sumDecimals", () => {
  it("adds money exactly, at the largest scale, signs included", () => {
    expect(sumDecimals(["0.10", "0.20"])).toBe("0.30");
    expect(sumDecimals(["100.25", "-50.00", "1"])).toBe("51.25");
    expect(sumDecimals(["-0.5", "0.25"])).toBe("-0.25");
    expect(sumDecimals(["90071992547409.93", "0.01"])).toBe("90071992547409.94");
    expect(sumDecimals([])).toBe("0");
  });
});

describe("Reports", () => {
  it("asks for the chosen period as from/to brand days", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
    const calls = fakeApi({ [`GET ${REPORTS_ADMIN.profitLoss}`]: PROFIT_LOSS });
    page();
    await screen.findByRole("table", { name: "Profit and loss by day, vendor and category" });
    expect(query(calls[0]!)).toEqual({ from: "2026-11-30", to: "2026-11-30" });

    fireEvent.click(screen.getByRole("radio", { name: "Last 7 days" }));
    await waitFor(() => expect(query(calls.at(-1)!)).toEqual({ from: "2026-11-24", to: "2026-11-30" }));

    fireEvent.click(screen.getByRole("radio", { name: "Custom" }));
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-08-01" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-11-30" } });
    fireEvent.click(screen.getByRole("button", { name: "Show" }));
    // 122 days: refused before any call.
    expect(await screen.findByText("Choose at most 92 days")).toBeTruthy();
    const before = calls.length;
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-10-01" } });
    fireEvent.click(screen.getByRole("button", { name: "Show" }));
    await waitFor(() => expect(calls.length).toBe(before + 1));
    expect(query(calls.at(-1)!)).toEqual({ from: "2026-10-01", to: "2026-11-30" });
  });

  it("shows profit and loss with a totals row summed exactly", async () => {
    fakeApi({ [`GET ${REPORTS_ADMIN.profitLoss}`]: PROFIT_LOSS });
    page();
    const table = await screen.findByRole("table", { name: "Profit and loss by day, vendor and category" });
    const rows = within(table).getAllByRole("row");
    const totals = rows.at(-1)!;
    expect(
      within(totals)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Total", "", "", "", "15", "1,200.50", "1,150.25", "50.25"]);
    expect(within(table).getByRole("cell", { name: "Not in the catalogue" })).toBeTruthy();
  });

  it("sorts the members report by the chosen figure, sorts on the client, and says when it is truncated", async () => {
    const calls = fakeApi({
      [`GET ${REPORTS_ADMIN.profitLoss}`]: PROFIT_LOSS,
      [`GET ${REPORTS_ADMIN.members}`]: MEMBERS,
    });
    page();
    fireEvent.mouseDown(await screen.findByRole("tab", { name: "Members" }));
    const table = await screen.findByRole("table", { name: "Member report" });
    expect(screen.getByText(/Only the largest 1,000 rows are listed/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Largest by"), { target: { value: "DEPOSITS" } });
    await waitFor(() => expect(query(calls.at(-1)!).sort).toBe("DEPOSITS"));

    const accounts = () =>
      within(table)
        .getAllByRole("row")
        .slice(1)
        .map((row) => within(row).getAllByRole("cell")[0]!.textContent);
    expect(accounts()).toEqual(["alice", "bob"]);
    fireEvent.click(within(table).getByRole("button", { name: /GGR/ }));
    expect(accounts()).toEqual(["bob", "alice"]);
  });

  it("exports the report's CSV twin for the same period with the operator's token, saved under the server's name", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
    const calls = fakeApi({ [`GET ${REPORTS_ADMIN.profitLoss}`]: PROFIT_LOSS });
    const api = globalThis.fetch;
    const csvCalls: { url: string; headers: Headers }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string, init: RequestInit = {}) => {
        if (!String(input).startsWith(REPORTS_ADMIN.profitLossCsv)) return api(input, init);
        csvCalls.push({ url: String(input), headers: new Headers(init.headers) });
        return new Response("\ufeffday,vendor\n", {
          status: 200,
          headers: {
            "content-type": "text/csv; charset=utf-8",
            "content-disposition": 'attachment; filename="profit-loss-2026-11-24-2026-11-30.csv"',
          },
        });
      }),
    );
    // jsdom has no object URLs: the Blob handed over is kept to be read.
    const objectUrls: Blob[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = (blob: Blob) => {
      objectUrls.push(blob);
      return "blob:report";
    };
    URL.revokeObjectURL = () => {};
    onTestFinished(() => {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    });
    const clicked: { href: string; download: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    page();
    await screen.findByRole("table", { name: "Profit and loss by day, vendor and category" });
    fireEvent.click(screen.getByRole("radio", { name: "Last 7 days" }));
    await waitFor(() => expect(query(calls.at(-1)!).from).toBe("2026-11-24"));
    fireEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    await screen.findByText("profit-loss-2026-11-24-2026-11-30.csv downloaded");
    click.mockRestore();

    expect(csvCalls).toHaveLength(1);
    const url = new URL(csvCalls[0]!.url, "http://x");
    expect(url.pathname).toBe(REPORTS_ADMIN.profitLossCsv);
    expect(Object.fromEntries(url.searchParams)).toEqual({ from: "2026-11-24", to: "2026-11-30" });
    expect(csvCalls[0]!.headers.get("authorization")).toBe("t-fin");
    // The file's bytes as the server sent them, its byte order mark included.
    const bytes = new Uint8Array(await objectUrls[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe("day,vendor\n");
    expect(clicked).toEqual([{ href: "blob:report", download: "profit-loss-2026-11-24-2026-11-30.csv" }]);
  });
});
