// @vitest-environment jsdom
import { Suspense } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import i18next from "i18next";
import type { LotteryPlaySettingsView } from "@portal/contract/api/lottery-admin";
import lotteryCn from "@portal/contract/lottery/locales/cn.json";
import gamesCn from "../../locales/games/cn.json";
import { signIn, signOut } from "../../shared/session/session";
import { fakeApi, initTestI18n, renderWithClient, type Call } from "../../test-support/render";
import LotteryPlaysPage from "./lottery-plays-page";

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

const play = (code: string, extra: Partial<LotteryPlaySettingsView> = {}): LotteryPlaySettingsView => ({
  family: "VN_NORTH",
  play: code,
  tiers: ["WIN"],
  enabled: true,
  minStake: "1.00",
  maxStake: "10000.00",
  maxDrawStake: "50000.00",
  exposureLimit: "5000000.00",
  priceClasses: [{ priceClass: "", exampleKey: "07", odds: ["70"], defaultOdds: ["70"], returnToPlayer: "70.00" }],
  ...extra,
});
const ssc = play("SSC_DRAGON_TIGER", {
  family: "SSC",
  tiers: ["WIN", "REFUND"],
  priceClasses: [
    { priceClass: "DT", exampleKey: "D", odds: ["1.98", "1"], defaultOdds: ["1.98", "1"], returnToPlayer: "97.20" },
    { priceClass: "TIE", exampleKey: "T", odds: ["9", "0"], defaultOdds: ["9", "0"], returnToPlayer: "90.00" },
  ],
});

function renderPage() {
  renderWithClient(
    <Suspense fallback="loading">
      <LotteryPlaysPage />
    </Suspense>,
  );
}

describe("Games > Lottery plays", () => {
  it("shows a family's plays, and saves odds per price class and limits checked by the contract's schema", async () => {
    signIn({ token: "t", username: "admin1", role: "ADMIN", permissions: ["read", "configureBrand"] });
    const calls = fakeApi({
      "GET /admin/lottery/families/VN_NORTH/plays": { list: [play("VN_DE")] },
      "GET /admin/lottery/families/SSC/plays": { list: [ssc] },
      "PUT /admin/lottery/families/SSC/plays/SSC_DRAGON_TIGER": (call: Call) => ({ ...ssc, ...(call.body as object) }),
    });
    renderPage();
    await screen.findByRole("table", { name: "Plays of North Vietnam Lottery" });
    fireEvent.change(screen.getByLabelText("Family"), { target: { value: "SSC" } });
    const table = await screen.findByRole("table", { name: "Plays of SSC" });
    // The play by the portal's name for it, its code beside it; the tiers by their names.
    const row = (await within(table).findByText("(SSC_DRAGON_TIGER)")).closest("tr")!;
    expect(within(row).getByRole("cell", { name: "Dragon/Tiger (SSC_DRAGON_TIGER)" })).toBeTruthy();
    expect(within(row).getByText("DT: Win 1.98 · Refund 1 · returns 97.20 %")).toBeTruthy();
    expect(within(row).queryByText(/WIN|REFUND/)).toBeNull();
    fireEvent.click(within(row).getByRole("button", { name: "Odds and limits…" }));

    const dialog = await screen.findByRole("dialog", { name: "Odds and limits of Dragon/Tiger (SSC_DRAGON_TIGER)" });
    const dragonTiger = within(dialog).getByRole("group", { name: "Price class DT (e.g. D)" });
    expect(within(dragonTiger).getByLabelText("Odds (Refund)")).toBeTruthy();
    const win = within(dragonTiger).getByLabelText("Odds (Win)");
    fireEvent.change(win, { target: { value: "1,95" } });
    fireEvent.change(within(dialog).getByLabelText("Exposure limit per number"), { target: { value: "-5" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Odds such as 1.98 (at most 4 decimals)")).toBeTruthy();
    expect(within(dialog).getByText("A positive amount, at most 8 decimals")).toBeTruthy();
    expect(calls.filter((c) => c.method === "PUT")).toHaveLength(0);

    fireEvent.change(win, { target: { value: "1.95" } });
    fireEvent.change(within(dialog).getByLabelText("Exposure limit per number"), { target: { value: "200000" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
        enabled: true,
        minStake: "1.00",
        maxStake: "10000.00",
        maxDrawStake: "50000.00",
        exposureLimit: "200000",
        odds: { DT: ["1.95", "1"], TIE: ["9", "0"] },
      }),
    );
    expect(await screen.findByText("Dragon/Tiger (SSC_DRAGON_TIGER): odds and limits saved.")).toBeTruthy();
  });

  it("shows the server's refusal of odds that return 100 % or more on their price class", async () => {
    signIn({ token: "t", username: "admin1", role: "ADMIN", permissions: ["read", "configureBrand"] });
    fakeApi({ "GET /admin/lottery/families/VN_NORTH/plays": { list: [play("VN_DE")] } });
    // The server names the refused field (its class "" here) in the envelope's value.
    const reads = globalThis.fetch;
    vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) =>
      init.method === "PUT"
        ? new Response(
            JSON.stringify({
              success: false,
              value: { fields: { "odds.": "returns 150.00 % to players: at most 99.99 %" } },
              errorCode: "VALIDATION_FAILED",
              message: "Invalid lottery settings",
            }),
            { status: 400 },
          )
        : reads(input, init),
    );
    renderPage();
    const table = await screen.findByRole("table", { name: "Plays of North Vietnam Lottery" });
    fireEvent.click(await within(table).findByRole("button", { name: "Odds and limits…" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Odds and limits of Đề (special prize, last 2 digits) (VN_DE)",
    });
    fireEvent.change(within(dialog).getByLabelText("Odds (Win)"), { target: { value: "150" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Some values are not valid. Check the form and try again.")).toBeTruthy();
    expect(within(dialog).getByRole("alert")).toHaveProperty(
      "textContent",
      "Refused: each tier pays 0 or at least 1, a tier this class never wins pays 0, and the return to players stays under 100 %.",
    );
  });

  it("lets a role without configureBrand read the plays, without an edit button", async () => {
    signIn({ token: "t", username: "fin1", role: "FINANCE", permissions: ["read", "enterLotteryResults"] });
    fakeApi({ "GET /admin/lottery/families/VN_NORTH/plays": { list: [play("VN_DE")] } });
    renderPage();
    const table = await screen.findByRole("table", { name: "Plays of North Vietnam Lottery" });
    await within(table).findByRole("cell", { name: "Đề (special prize, last 2 digits) (VN_DE)" });
    expect(within(table).queryByRole("button", { name: "Odds and limits…" })).toBeNull();
  });

  it("names plays and tiers in the operator's language, and shows a play without a name by its code", async () => {
    signIn({ token: "t", username: "fin1", role: "FINANCE", permissions: ["read"] });
    fakeApi({ "GET /admin/lottery/families/VN_NORTH/plays": { list: [play("VN_XIEN2"), play("VN_NEW_PLAY")] } });
    i18next.addResourceBundle("cn", "games", gamesCn);
    i18next.addResourceBundle("cn", "lotteryNames", lotteryCn);
    await i18next.changeLanguage("cn");
    try {
      renderPage();
      const table = await screen.findByRole("table", { name: "越南北部彩 的玩法" });
      const xien = (await within(table).findByText("(VN_XIEN2)")).closest("tr")!;
      expect(within(xien).getByRole("cell", { name: `${lotteryCn.VN.play.VN_XIEN2} (VN_XIEN2)` })).toBeTruthy();
      expect(within(xien).getByText(`${lotteryCn.tier.WIN} 70 · 返奖率 70.00%`)).toBeTruthy();
      // A play the texts do not name yet: its code, once.
      const unnamed = within(table).getByText("VN_NEW_PLAY").closest("tr")!;
      expect(within(unnamed).getByRole("cell", { name: "VN_NEW_PLAY" })).toBeTruthy();
    } finally {
      await i18next.changeLanguage("en");
    }
  });
});
