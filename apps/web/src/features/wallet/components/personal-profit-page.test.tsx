// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { API } from "@portal/contract/api/paths";
import { GAME_CATEGORIES } from "@portal/contract/games";
import { FakeApi, ok, refuse } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
import { bodyRows, cellUnder, rowWith } from "../../../test-support/table-roles";
import en from "../../../locales/en.json";
import type { PersonalProfit } from "../api/wallet-api";
import { PersonalProfitPage } from "./personal-profit-page";

// 2024-05-06 21:07:09 GMT+8.
const NOW = Date.UTC(2024, 4, 6, 13, 7, 9);
const PROFIT: PersonalProfit = {
  byCategory: [
    { category: "LIVE", rounds: 3, stake: "1500.00", payout: "2000.00", profit: "500.00" },
    { category: "RNG", rounds: 40, stake: "80.00", payout: "30.5", profit: "-49.50" },
  ],
  total: { rounds: 43, stake: "1580.00", payout: "2030.50", profit: "450.50" },
  currency: "USD",
};
/** 00:00 GMT+8 of a May 2024 day, as the API takes it. */
const mayDay = (day: number) => String(Date.UTC(2024, 4, day) - 8 * 3_600_000);

let api: FakeApi;

beforeEach(() => {
  vi.spyOn(Date, "now").mockReturnValue(NOW);
  api = new FakeApi().on("GET", API.personalProfit, ok(PROFIT)).install();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const queries = () => api.callsTo("GET", API.personalProfit).map((call) => Object.fromEntries(call.query));
/** The table of categories, named after the page (as is the region it scrolls in). */
const table = () => screen.getByRole("table", { name: "Personal profit and loss" });
/** Waits for the row headed `heading` (a category, "Other games" or "Total"). */
const findRow = (heading: string) => waitFor(() => rowWith(table(), heading));
/** The cell under `header` in the row headed `heading` of `shown` (the table as it is now). */
const cell = (heading: string, header: string, shown = table()) => cellUnder(shown, rowWith(shown, heading), header);
const text = (heading: string, header: string, shown = table()) => cell(heading, header, shown).textContent;
const quick = (name: string) =>
  within(screen.getByRole("group", { name: "Quick date ranges" })).getByRole("button", { name });
const fromDate = () => screen.getByLabelText("From date") as HTMLInputElement;
const pressed = () =>
  within(screen.getByRole("group"))
    .getAllByRole("button")
    .filter((button) => button.getAttribute("aria-pressed") === "true")
    .map((button) => button.textContent);

describe("Personal profit and loss (personalProfit)", () => {
  it("opens on today and shows every category, zero where nothing was played, and the totals", async () => {
    await renderPage(<PersonalProfitPage />);
    await findRow("Total");
    expect(queries()[0]).toEqual({ from: mayDay(6), to: mayDay(7) });
    expect(pressed()).toEqual(["Today"]);

    const shown = table();
    const rows = bodyRows(shown);
    expect(rows.map((row) => within(row).getByRole("rowheader").textContent)).toEqual(
      GAME_CATEGORIES.map((c) => en.categories[c]),
    );
    expect(rows[0]!.textContent).toContain("Live casino");
    expect(text("Live casino", "Stake", shown)).toBe("1,500.00");
    expect(text("Live casino", "Profit/loss", shown)).toBe("+500.00");
    expect(text("Slots", "Bets", shown)).toBe("40");
    expect(text("Slots", "Payout", shown)).toBe("30.50");
    expect(text("Slots", "Profit/loss", shown)).toBe("-49.50");
    expect(within(cell("Slots", "Profit/loss", shown)).getByText("-49.50").dataset.sign).toBe("-1");
    expect(text("Sports", "Stake", shown)).toBe("0.00");
    expect(text("Sports", "Profit/loss", shown)).toBe("0.00");

    expect(text("Total", "Bets", shown)).toBe("43");
    expect(text("Total", "Stake", shown)).toBe("1,580.00");
    expect(text("Total", "Payout", shown)).toBe("2,030.50");
    expect(text("Total", "Profit/loss", shown)).toBe("+450.50");
  });

  it("asks for the period of each shortcut at once and highlights it", async () => {
    await renderPage(<PersonalProfitPage />);
    await findRow("Total");
    fireEvent.click(quick("Yesterday"));
    await waitFor(() => expect(queries()).toHaveLength(2));
    expect(queries()[1]).toEqual({ from: mayDay(5), to: mayDay(6) });
    expect(pressed()).toEqual(["Yesterday"]);
    expect(fromDate().value).toBe("2024-05-05");

    fireEvent.click(quick("Last 7 days"));
    await waitFor(() => expect(queries()).toHaveLength(3));
    expect(queries()[2]).toEqual({ from: mayDay(0), to: mayDay(7) });

    fireEvent.click(quick("This month"));
    await waitFor(() => expect(queries()).toHaveLength(4));
    expect(queries()[3]).toEqual({ from: mayDay(1), to: mayDay(7) });
  });

  it("takes days chosen by hand, with no shortcut highlighted", async () => {
    await renderPage(<PersonalProfitPage />);
    await findRow("Total");
    fireEvent.change(fromDate(), { target: { value: "2024-04-10" } });
    fireEvent.change(screen.getByLabelText("To date"), { target: { value: "2024-04-12" } });
    expect(pressed()).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(queries()).toHaveLength(2));
    expect(queries()[1]).toEqual({
      from: String(Date.UTC(2024, 3, 9, 16)),
      to: String(Date.UTC(2024, 3, 12, 16)),
    });
  });

  it("lists rounds of games no longer in the catalogue as other games", async () => {
    api.on(
      "GET",
      API.personalProfit,
      ok({ ...PROFIT, byCategory: [{ category: "", rounds: 1, stake: "1.00", payout: "0.00", profit: "-1.00" }] }),
    );
    await renderPage(<PersonalProfitPage />);
    const other = await findRow("Other games");
    expect(other.textContent).toContain("Other games");
    expect(text("Other games", "Stake")).toBe("1.00");
  });

  it("shows a refusal translated from its error code", async () => {
    api.on("GET", API.personalProfit, refuse("INTERNAL_ERROR", 500));
    await renderPage(<PersonalProfitPage />);
    expect((await screen.findByRole("alert")).textContent).toContain("Something went wrong on our side.");
  });
});
