// @vitest-environment jsdom
import { Suspense } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { HouseGameSettingsView } from "@portal/contract/api/house-games";
import { signIn, signOut } from "../../shared/session/session";
import { fakeApi, initTestI18n, renderWithClient, type Call } from "../../test-support/render";
import HouseGamesPage from "./house-games-page";

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

const SLOT: HouseGameSettingsView = {
  game: "slot",
  gameCode: "lucky-sevens",
  enabled: true,
  isDefault: true,
  minStake: "0.10",
  maxStake: "1000.00",
  step: "0.10",
  maxRoundStake: null,
  defaults: { minStake: "0.10", maxStake: "1000.00", maxRoundStake: null },
};
const BACCARAT: HouseGameSettingsView = {
  game: "baccarat",
  gameCode: "punto-banco",
  enabled: false,
  isDefault: false,
  minStake: "2.00",
  maxStake: "500.00",
  step: "0.10",
  maxRoundStake: "1000.00",
  defaults: { minStake: "1.00", maxStake: "1000.00", maxRoundStake: "3000.00" },
};

function renderPage() {
  renderWithClient(
    <Suspense fallback="loading">
      <HouseGamesPage />
    </Suspense>,
  );
}
const rowOf = async (name: string) => {
  const table = await screen.findByRole("table", { name: "House games and their limits" });
  return (await within(table).findByText(name)).closest("tr")!;
};

describe("Games > House games", () => {
  it("shows each house game's settings and saves the slot's limits checked by the contract's schema", async () => {
    signIn({ token: "t", username: "admin1", role: "ADMIN", permissions: ["read", "configureBrand"] });
    const calls = fakeApi({
      "GET /admin/house/games": { list: [SLOT, BACCARAT] },
      "PUT /admin/house/games/slot": (call: Call) => ({ ...SLOT, ...(call.body as object), isDefault: false }),
    });
    renderPage();
    const slot = await rowOf("Lucky Sevens (slot)");
    expect(within(slot).getByText("Offered")).toBeTruthy();
    expect(within(slot).getByText("per spin: 0.10 – 1000.00")).toBeTruthy();
    expect(within(slot).getByText("Defaults")).toBeTruthy();
    const baccarat = await rowOf("Punto Banco (baccarat)");
    expect(within(baccarat).getByText("Closed")).toBeTruthy();
    expect(within(baccarat).getByText("per spot: 2.00 – 500.00")).toBeTruthy();
    expect(within(baccarat).getByText("1000.00")).toBeTruthy();
    expect(within(baccarat).getByText("Set for this brand")).toBeTruthy();

    fireEvent.click(within(slot).getByRole("button", { name: "Settings of Lucky Sevens (slot)" }));
    const dialog = await screen.findByRole("dialog", { name: "Settings of Lucky Sevens (slot)" });
    // The slot has no limit per round.
    expect(within(dialog).queryByLabelText("Most per round (all spots)")).toBeNull();
    const least = within(dialog).getByLabelText("Least bet per spin");
    fireEvent.change(least, { target: { value: "1,5" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("A positive amount, at most 8 decimals")).toBeTruthy();
    expect(calls.filter((c) => c.method === "PUT")).toHaveLength(0);

    fireEvent.change(least, { target: { value: "1.50" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
        enabled: true,
        minStake: "1.50",
        maxStake: "1000.00",
      }),
    );
    expect(await screen.findByText("Lucky Sevens (slot): settings saved.")).toBeTruthy();
  });

  it("edits baccarat's most per round and shows the server's refusal on its field", async () => {
    signIn({ token: "t", username: "admin1", role: "ADMIN", permissions: ["read", "configureBrand"] });
    fakeApi({ "GET /admin/house/games": { list: [SLOT, BACCARAT] } });
    const reads = globalThis.fetch;
    const sent: unknown[] = [];
    vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
      if (init.method !== "PUT") return reads(input, init);
      sent.push(JSON.parse(String(init.body)));
      return new Response(
        JSON.stringify({
          success: false,
          value: { fields: { maxRoundStake: "at least the most stake per spot" } },
          errorCode: "VALIDATION_FAILED",
          message: "Invalid game settings",
        }),
        { status: 400 },
      );
    });
    renderPage();
    fireEvent.click(
      within(await rowOf("Punto Banco (baccarat)")).getByRole("button", { name: "Settings of Punto Banco (baccarat)" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Settings of Punto Banco (baccarat)" });
    expect(within(dialog).getByText("Default: 3000.00")).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText("Offered to players"));
    fireEvent.change(within(dialog).getByLabelText("Most per round (all spots)"), { target: { value: "100" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await within(dialog).findByText(
        "The server refused the most per round: in whole steps, and at least the most stake per spot.",
      ),
    ).toBeTruthy();
    expect(sent).toEqual([{ enabled: true, minStake: "2.00", maxStake: "500.00", maxRoundStake: "100" }]);
  });

  it("lets a role without configureBrand read the settings, without an edit button", async () => {
    signIn({ token: "t", username: "cs1", role: "SUPPORT", permissions: ["read"] });
    fakeApi({ "GET /admin/house/games": { list: [SLOT, BACCARAT] } });
    renderPage();
    const slot = await rowOf("Lucky Sevens (slot)");
    expect(within(slot).queryByRole("button")).toBeNull();
    expect(screen.getByText(/changing them needs the permission to configure the brand/)).toBeTruthy();
  });
});
