// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import i18next from "i18next";
import { HOUSE_LIMITS_API } from "@portal/contract/api/house-games";
import { pathWith } from "@portal/contract/api/paths";
import { HOUSE_API } from "@portal/contract/api/vendor-wallet";
import { FakeApi, ok, refuse } from "../../../test-support/fake-api";
import { TEST_TOKEN, renderPage } from "../../../test-support/render-page";
import { getToken } from "../../../shared/storage/session";
import type { Fairness } from "../../../shared/house-game/game-api";
import type { SlotSpin } from "../api/house-slot-api";
import { HouseSlot } from "./house-slot";

const GAME_TOKEN = "game-token_123";
const URL = `/house/slot?token=${GAME_TOKEN}&language=en&merchant=BRAND2`;
const HASH = "a".repeat(64);
const FAIRNESS: Fairness = { serverSeedHash: HASH, clientSeed: "default-seed", nonce: 4 };

const GRID = [
  ["9", "10", "J", "Q", "K"],
  ["SEVEN", "SEVEN", "SEVEN", "WILD", "A"],
  ["BELL", "STAR", "9", "10", "J"],
];
const SPIN: SlotSpin = {
  roundId: "slot-1-5",
  grid: GRID,
  wins: [{ line: 1, symbol: "SEVEN", count: 4, pays: 150 }],
  bet: "1.00",
  payout: "15.00",
  balance: "1114.00",
  fairness: { ...FAIRNESS, nonce: 5 },
};

let api: FakeApi;

beforeEach(() => {
  api = new FakeApi()
    .on("GET", HOUSE_API.fairness, ok(FAIRNESS))
    .on("GET", HOUSE_API.balance, ok({ balance: "1099.50" }))
    .on("POST", HOUSE_API.slotSpin, ok(SPIN))
    .install();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A figure of the game summary, named by its term. */
const figure = (term: string) => screen.getByLabelText(term).textContent;
/** A fact of the seed pair in play (a revealed pair has facts with the same terms). */
const current = (term: string) =>
  within(screen.getByRole("group", { name: "Current seeds" })).getByLabelText(term).textContent;
/** A fact of the pair the last rotation revealed. */
const revealed = (term: string) =>
  within(screen.getByRole("status", { name: "Previous seeds revealed" })).getByLabelText(term).textContent;
const spinButton = () => screen.getByRole("button", { name: "Spin" }) as HTMLButtonElement;
const rotateButton = () => screen.getByRole("button", { name: "Reveal and change seeds" }) as HTMLButtonElement;
const reels = () => screen.getByRole("group", { name: "Reels" });
/** The cell of a row (0 is the top) on a reel (0 is the leftmost). */
const cell = (row: number, reel: number) =>
  within(screen.getByRole("list", { name: `Reel ${reel + 1}` })).getAllByRole("listitem")[row]!;
/** What rolls beside each reel's cells while a spin is pending: decoration without a role, so
    found as what sits next to the reel's list in its window. */
const spinStrips = () =>
  within(reels())
    .getAllByRole("list")
    .flatMap((list) => [...list.parentElement!.children].filter((element) => element !== list));
/** The row of a table whose cells start with `first`. */
const rowStarting = (table: HTMLElement, first: string) =>
  within(table)
    .getAllByRole("row")
    .find((row) => within(row).queryAllByRole("cell")[0]?.textContent === first)!;
/** The row of a table headed by `name`. */
const rowHeaded = (table: HTMLElement, name: string) =>
  within(table)
    .getAllByRole("row")
    .find((row) => within(row).queryByRole("rowheader", { name }) !== null)!;
const SERVER_HASH = "Server seed hash (SHA-256)";
const CLIENT_SEED = "Client seed";
const NONCE = "Nonce (rounds played with these seeds)";

describe("the house slot page", () => {
  it("loads the fairness of the URL's game token with the launch's merchant, never the portal login", async () => {
    await renderPage(<HouseSlot />, { url: URL });
    await waitFor(() => expect(current(SERVER_HASH)).toBe(HASH));
    expect(current(CLIENT_SEED)).toBe("default-seed");
    expect(current(NONCE)).toBe("4");
    const [call] = api.callsTo("GET", HOUSE_API.fairness);
    expect(call!.query.get("token")).toBe(GAME_TOKEN);
    expect(call!.headers.get("merchant")).toBe("BRAND2");
    expect(call!.headers.get("authorization")).toBeNull();
    // Before the first spin: an empty window, and the wallet's balance asked for with the game token.
    await waitFor(() => expect(figure("Balance")).toBe("1,099.50"));
    const [balance] = api.callsTo("GET", HOUSE_API.balance);
    expect(balance!.query.get("token")).toBe(GAME_TOKEN);
    expect(balance!.headers.get("merchant")).toBe("BRAND2");
    expect(balance!.headers.get("authorization")).toBeNull();
    expect(figure("Payout")).toBe("—");
    expect(cell(0, 0).getAttribute("data-symbol")).toBe("");
    expect(screen.queryByRole("table", { name: "Winning lines" })).toBeNull();
    expect(screen.queryByText("No winning line this spin.")).toBeNull();
  });

  it("spins the chosen bet and shows the grid, the winning lines, the payout and the balance", async () => {
    await renderPage(<HouseSlot />, { url: URL });
    fireEvent.change(screen.getByRole("combobox", { name: "Bet per spin" }), { target: { value: "0.50" } });
    const spin = spinButton();
    fireEvent.click(spin);
    expect(spin.disabled).toBe(true);
    // While the spin is pending the reels roll a strip that assistive technology does not read.
    expect(reels().getAttribute("aria-busy")).toBe("true");
    expect(spinStrips()).toHaveLength(5);
    for (const strip of spinStrips()) expect(strip.getAttribute("aria-hidden")).toBe("true");
    await waitFor(() => expect(figure("Balance")).toBe("1,114.00"));
    expect(spinStrips()).toHaveLength(0);
    expect(figure("Payout")).toBe("15.00");

    const [call] = api.callsTo("POST", HOUSE_API.slotSpin);
    expect(call!.body).toEqual({ token: GAME_TOKEN, bet: "0.50" });
    expect(call!.headers.get("merchant")).toBe("BRAND2");
    expect(call!.headers.get("authorization")).toBeNull();

    const cells = within(reels()).getAllByRole("listitem");
    expect(cells).toHaveLength(15);
    for (let row = 0; row < 3; row++)
      for (let reel = 0; reel < 5; reel++) expect(cell(row, reel).getAttribute("data-symbol")).toBe(GRID[row]![reel]);
    // Each cell is a drawn symbol named for assistive technology.
    expect(within(cell(1, 3)).getByRole("img", { name: "Wild" })).toBeTruthy();
    expect(
      within(reels())
        .getAllByRole("img")
        .map((img) => img.getAttribute("aria-label")),
    ).toEqual([
      "Cherry",
      "Seven",
      "Bell",
      "Lemon",
      "Seven",
      "Star",
      "Orange",
      "Seven",
      "Cherry",
      "Plum",
      "Wild",
      "Lemon",
      "Grapes",
      "Watermelon",
      "Orange",
    ]);

    const win = rowStarting(screen.getByRole("table", { name: "Winning lines" }), "1");
    expect(
      within(win)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["1", "Seven", "4", "15.00 (×150)"]);
    expect(current(NONCE)).toBe("5");
    expect(spinButton()).toBe(spin);
    expect(spin.disabled).toBe(false);
  });

  it("offers the bets within the brand's limits and shows them", async () => {
    const limitsPath = pathWith(HOUSE_LIMITS_API.limits, { game: "slot" });
    api.on(
      "GET",
      limitsPath,
      ok({ game: "slot", enabled: true, minStake: "1.50", maxStake: "10.00", step: "0.10", maxRoundStake: null }),
    );
    await renderPage(<HouseSlot />, { url: URL });
    const bet = screen.getByRole("combobox", { name: "Bet per spin" }) as HTMLSelectElement;
    await waitFor(() => expect([...bet.options].map((o) => o.value)).toEqual(["1.50", "2.00", "5.00", "10.00"]));
    expect(bet.value).toBe("1.50");
    expect(screen.getByText("Bets go from 1.50 to 10.00, in steps of 0.10.")).toBeTruthy();
    expect(api.callsTo("GET", limitsPath)[0]!.headers.get("merchant")).toBe("BRAND2");
    fireEvent.click(spinButton());
    await waitFor(() =>
      expect(api.callsTo("POST", HOUSE_API.slotSpin)[0]?.body).toEqual({ token: GAME_TOKEN, bet: "1.50" }),
    );
  });

  it("translates refusals: balance, bet limits with their figures, network", async () => {
    api.on(
      "POST",
      HOUSE_API.slotSpin,
      refuse("INSUFFICIENT_BALANCE"),
      refuse("AMOUNT_OUT_OF_RANGE", 400, { min: "0.10", max: "1000.00", step: "0.10" }),
      "network",
    );
    await renderPage(<HouseSlot />, { url: URL });
    fireEvent.click(spinButton());
    expect((await screen.findByRole("alert")).textContent).toBe("The balance is not sufficient.");
    fireEvent.click(spinButton());
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("Bets go from 0.10 to 1,000.00, in steps of 0.10."),
    );
    fireEvent.click(spinButton());
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe(
        "The network connection is abnormal. Please check your connection and try again.",
      ),
    );
    // No spin went through: the balance is still the one read at the start.
    expect(figure("Balance")).toBe("1,099.50");
  });

  it("an ended game session asks to open the game again and leaves the portal's login alone", async () => {
    api.on("POST", HOUSE_API.slotSpin, refuse("NOT_LOGGED_IN", 401));
    await renderPage(<HouseSlot />, { url: URL });
    fireEvent.click(spinButton());
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The game session has ended. Please open the game again from the portal.",
    );
    expect(spinButton().disabled).toBe(true);
    expect(rotateButton().disabled).toBe(true);
    expect(getToken()).toBe(TEST_TOKEN);
  });

  it("a game session already over when the page opens says so at once", async () => {
    api.on("GET", HOUSE_API.fairness, refuse("NOT_LOGGED_IN", 401));
    await renderPage(<HouseSlot />, { url: URL });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The game session has ended. Please open the game again from the portal.",
    );
    expect(spinButton().disabled).toBe(true);
    expect(getToken()).toBe(TEST_TOKEN);
  });

  it("without a game token in the URL it calls nothing and asks to open the game again", async () => {
    await renderPage(<HouseSlot />, { url: "/house/slot" });
    expect(screen.getByRole("alert").textContent).toBe(
      "The game session has ended. Please open the game again from the portal.",
    );
    expect(spinButton().disabled).toBe(true);
    expect(api.calls).toEqual([]);
  });

  it("switches to the launch's language", async () => {
    const change = vi.spyOn(i18next, "changeLanguage").mockResolvedValue(i18next.t);
    await renderPage(<HouseSlot />, { url: `/house/slot?token=${GAME_TOKEN}&language=vi&merchant=DEMO` });
    expect(change).toHaveBeenCalledWith("vi");
  });

  it("rotates the client seed and reveals the previous server seed", async () => {
    const next: Fairness = { serverSeedHash: "b".repeat(64), clientSeed: "my-seed", nonce: 0 };
    api.on("POST", HOUSE_API.rotateSeed, ok({ revealed: { ...FAIRNESS, serverSeed: "c".repeat(64) }, next }));
    await renderPage(<HouseSlot />, { url: URL });
    await waitFor(() => expect(current(SERVER_HASH)).toBe(HASH));

    fireEvent.change(screen.getByLabelText("New client seed"), { target: { value: "not ok!" } });
    fireEvent.click(rotateButton());
    expect((await within(screen.getByRole("region", { name: "Provably fair" })).findByRole("alert")).textContent).toBe(
      "A client seed is 1 to 64 letters, digits, _ or -.",
    );
    expect(api.callsTo("POST", HOUSE_API.rotateSeed)).toEqual([]);

    fireEvent.change(screen.getByLabelText("New client seed"), { target: { value: "my-seed" } });
    fireEvent.click(rotateButton());
    await waitFor(() => expect(revealed("Server seed")).toBe("c".repeat(64)));
    expect(revealed(SERVER_HASH)).toBe(HASH);
    expect(current(SERVER_HASH)).toBe("b".repeat(64));
    expect(current(CLIENT_SEED)).toBe("my-seed");
    expect(current(NONCE)).toBe("0");
    // The verify link now fills in the revealed pair (its client seed is the one that ended).
    const link = new globalThis.URL(
      screen.getByRole("link", { name: "Verify a round yourself" }).getAttribute("href")!,
      "http://x",
    );
    expect(link.pathname).toBe("/house/verify");
    expect(Object.fromEntries(link.searchParams)).toMatchObject({
      game: "slot",
      serverSeed: "c".repeat(64),
      hash: HASH,
    });
    const [call] = api.callsTo("POST", HOUSE_API.rotateSeed);
    expect(call!.body).toEqual({ token: GAME_TOKEN, clientSeed: "my-seed" });
    expect(call!.headers.get("merchant")).toBe("BRAND2");
  });

  it("shows the paytable and the return to player", async () => {
    await renderPage(<HouseSlot />, { url: URL });
    const table = screen.getByRole("region", { name: "Paytable" });
    expect(
      within(rowHeaded(table, "Seven"))
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["×30", "×150", "×750"]);
    expect(within(rowHeaded(table, "Wild")).getAllByRole("cell").at(-1)?.textContent).toBe("×1000");
    expect(within(table).getByText(/^Return to player/).textContent).toBe("Return to player 95.999 %");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((c) => c.textContent),
    ).toEqual(["Symbol", "3 of a kind", "4 of a kind", "5 of a kind"]);
    // Each row shows the drawn symbol beside its name (the drawing is decoration there).
    const seven = rowHeaded(table, "Seven");
    expect(within(seven).getByRole("rowheader").textContent).toBe("Seven");
    expect(seven.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
  });
});
