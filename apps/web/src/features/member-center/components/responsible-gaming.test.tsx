// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { useLocation } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { API } from "@portal/contract/api/paths";
import { PROTECTION_API, type Protection } from "@portal/contract/api/protection";
import { decimalToMinor, minorToDecimal } from "@portal/contract/money";
import { FakeApi, ok } from "../../../test-support/fake-api";
import { TEST_TOKEN, renderPage } from "../../../test-support/render-page";
import { walletBalanceQuery } from "../../../shared/api/wallet-balance";
import { ResponsibleGaming } from "./responsible-gaming";

// The member's limits as the security centre lists them: each in force, a loss limit among them,
// and a raise waiting for its 24-hour cool-down with when it applies (in brand time).
const protection: Protection = {
  enabled: true,
  limits: [
    { kind: "DEPOSIT_DAY", value: "100.00", pending: { value: "500.00", appliesAt: "2026-12-02T01:14:05.000Z" } },
    { kind: "LOSS_WEEK", value: "250.00", pending: null },
    { kind: "SESSION_MINUTES", value: "60", pending: { value: null, appliesAt: "2026-12-02T03:00:00.000Z" } },
  ],
  activeBreak: null,
  realityCheckMinutes: 0,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("ResponsibleGaming: the member's limits", () => {
  it("lists each limit in force, a loss limit too, and a raise or removal waiting for its cool-down", async () => {
    new FakeApi().on("GET", PROTECTION_API.protection, ok(protection)).install();
    await renderPage(<ResponsibleGaming />);
    const list = await screen.findByRole("list", { name: "Your limits" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      // 01:14:05 UTC is 09:14:05 in GMT+8.
      "Daily deposit limit100.00500.00 from 02/12/2026 09:14:05",
      "Weekly loss limit250.00",
      "Session time limit60 minNo limit from 02/12/2026 11:00:00",
    ]);
  });

  it("shows nothing where the brand offers no player protection", async () => {
    new FakeApi().on("GET", PROTECTION_API.protection, ok({ ...protection, enabled: false })).install();
    const { container } = await renderPage(<ResponsibleGaming />);
    await vi.waitFor(() => expect(screen.queryByRole("list", { name: "Your limits" })).toBeNull());
    expect(container.textContent).toBe("");
  });
});

/** Says when the balance has answered (the note decides on it). */
function BalanceShown() {
  return useQuery(walletBalanceQuery(TEST_TOKEN)).data ? <p>balance read</p> : null;
}

/** The router's query string, where the app's session sync reads which centre page to open. */
function SearchShown() {
  return <output>{useLocation().search}</output>;
}

describe("ResponsibleGaming: a break with money left", () => {
  /** The main wallet's balance and a game wallet's (which the break brings back to the main wallet). */
  const balance = (main: string, game: string, demo: boolean) => ({
    sumBalance: minorToDecimal(decimalToMinor(main, 2)! + decimalToMinor(game, 2)!, 2),
    currency: "VND",
    symbol: "₫",
    demo,
    wallets: [
      { kind: demo ? "DEMO" : "MAIN", name: "", available: true, balance: main },
      { kind: "VENDOR:EVO", name: "Evolution", available: true, balance: game },
    ],
    held: "0.00",
  });

  async function openSelfExclusion(
    main: string,
    { game = "300.00", demo = false, button = "Self-exclude" }: { game?: string; demo?: boolean; button?: string } = {},
  ) {
    new FakeApi()
      .on("GET", PROTECTION_API.protection, ok(protection))
      .on("GET", API.walletBalance, ok(balance(main, game, demo)))
      .install();
    await renderPage(
      <>
        <ResponsibleGaming />
        <SearchShown />
        <BalanceShown />
      </>,
    );
    fireEvent.click(await screen.findByRole("button", { name: button }));
    return await screen.findByRole("dialog", { name: button });
  }

  it("says the money cannot be withdrawn during the break, and offers the withdrawal first", async () => {
    const dialog = await openSelfExclusion("1250.50");
    expect(
      await within(dialog).findByText(
        "Your wallets hold 1,550.50 in all; money in game wallets comes back to your main wallet when the break starts. During the break you cannot log in, so you cannot withdraw it then. You can withdraw it first.",
      ),
    ).toBeTruthy();
    expect(
      within(dialog).getByText(
        /contact customer service: we return it to your bound bank account, except what a bonus/,
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Withdraw first" }));
    // The confirmation closes and the member centre's withdrawal page opens (through the URL).
    await vi.waitFor(() => expect(screen.queryByRole("dialog", { name: "Self-exclude" })).toBeNull());
    expect(screen.getByRole("status").textContent).toBe("?member=withdraw");
  });

  it("before a time-out, offers the withdrawal but no return by customer service (the member withdraws after it)", async () => {
    const dialog = await openSelfExclusion("1250.50", { button: "Take a time-out" });
    expect(await within(dialog).findByText(/Your wallets hold 1,550.50 in all/)).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Withdraw first" })).toBeTruthy();
    expect(within(dialog).queryByText(/contact customer service/)).toBeNull();
  });

  it("counts money in a game wallet though the main wallet is empty, and offers the wallet page, not a withdrawal", async () => {
    const dialog = await openSelfExclusion("0.00", { game: "300.00" });
    expect(await within(dialog).findByText(/Your wallets hold 300.00 in all/)).toBeTruthy();
    // A withdrawal takes from the main wallet only: nothing to withdraw yet.
    expect(within(dialog).queryByRole("button", { name: "Withdraw first" })).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "My wallet" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog", { name: "Self-exclude" })).toBeNull());
    expect(screen.getByRole("status").textContent).toBe("?member=transferFund");
  });

  it("offers both when both hold money, and only the withdrawal when game wallets are empty", async () => {
    const both = await openSelfExclusion("1250.50", { game: "300.00" });
    expect(await within(both).findByRole("button", { name: "Withdraw first" })).toBeTruthy();
    expect(within(both).getByRole("button", { name: "My wallet" })).toBeTruthy();
    cleanup();
    vi.unstubAllGlobals();
    const mainOnly = await openSelfExclusion("1250.50", { game: "0.00" });
    expect(await within(mainOnly).findByRole("button", { name: "Withdraw first" })).toBeTruthy();
    expect(within(mainOnly).queryByRole("button", { name: "My wallet" })).toBeNull();
  });

  it("says nothing of money when the wallets are empty or hold demo credit", async () => {
    for (const [main, demo] of [
      ["0.00", false],
      ["500.00", true],
    ] as const) {
      const dialog = await openSelfExclusion(main, { game: "0.00", demo });
      await screen.findByText("balance read");
      expect(within(dialog).queryByText(/in all/)).toBeNull();
      expect(within(dialog).queryByRole("button", { name: "Withdraw first" })).toBeNull();
      cleanup();
      vi.unstubAllGlobals();
    }
  });
});
