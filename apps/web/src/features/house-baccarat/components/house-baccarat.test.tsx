// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HOUSE_LIMITS_API } from "@portal/contract/api/house-games";
import { pathWith } from "@portal/contract/api/paths";
import { HOUSE_API } from "@portal/contract/api/vendor-wallet";
import { FakeApi, ok, refuse } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
import type { Fairness } from "../../../shared/house-game/game-api";
import type { BaccaratDeal } from "../api/house-baccarat-api";
import { HouseBaccarat } from "./house-baccarat";

const GAME_TOKEN = "game-token_456";
const URL = `/house/baccarat?token=${GAME_TOKEN}&language=en&merchant=BRAND2`;
const FAIRNESS: Fairness = { serverSeedHash: "a".repeat(64), clientSeed: "seed", nonce: 2 };
const TIE_ROUND: BaccaratDeal = {
  roundId: "bac-1-3",
  player: [
    { rank: 12, suit: "H" },
    { rank: 7, suit: "S" },
  ],
  banker: [
    { rank: 3, suit: "D" },
    { rank: 4, suit: "C" },
  ],
  playerTotal: 7,
  bankerTotal: 7,
  result: "TIE",
  natural: false,
  bets: { PLAYER: "5.00", BANKER: "10.00" },
  returns: { PLAYER: "5.00", BANKER: "10.00" },
  stake: "15.00",
  payout: "15.00",
  balance: "985.00",
  fairness: { ...FAIRNESS, nonce: 3 },
};

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi()
    .on("GET", HOUSE_API.fairness, ok(FAIRNESS))
    .on("GET", HOUSE_API.balance, ok({ balance: "1000.00" }))
    .on("POST", HOUSE_API.baccaratDeal, ok(TIE_ROUND))
    .install();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A figure of the game summary, named by its term. */
const figure = (term: string) => screen.getByLabelText(term).textContent;
const nonce = () =>
  within(screen.getByRole("group", { name: "Current seeds" })).getByLabelText("Nonce (rounds played with these seeds)")
    .textContent;
const dealButton = () => screen.getByRole("button", { name: "Deal" }) as HTMLButtonElement;
const chip = (value: string) =>
  within(screen.getByRole("group", { name: "Chip value" })).getByRole("button", { name: value });
/** A betting spot, named for what a press does: "Place <chip> on <spot> (staked <stake>)". */
const spot = (name: string) =>
  screen.getByRole("button", { name: new RegExp(`^Place \\S+ on ${name} \\(staked \\S+\\)$`) });
/** The amount shown on a spot, beside its name. */
const stakeOn = (name: string) => within(spot(name)).getByText(/^[\d,]+\.\d\d$/).textContent;
/** The row of a table headed by `name`. */
const rowHeaded = (table: HTMLElement, name: string) =>
  within(table)
    .getAllByRole("row")
    .find((row) => within(row).queryByRole("rowheader", { name }) !== null)!;

describe("the house baccarat page", () => {
  it("stakes chips per spot, deals with the game token, and shows the hands, the push and the balance", async () => {
    await renderPage(<HouseBaccarat />, { url: URL });
    await waitFor(() => expect(nonce()).toBe("2"));
    // Before the first deal: the wallet's balance, read with the game token.
    await waitFor(() => expect(figure("Balance")).toBe("1,000.00"));
    expect(api.callsTo("GET", HOUSE_API.balance)[0]!.query.get("token")).toBe(GAME_TOKEN);
    expect(dealButton().disabled).toBe(true);
    fireEvent.click(chip("5"));
    fireEvent.click(spot("Banker"));
    fireEvent.click(spot("Banker"));
    fireEvent.click(spot("Player"));
    expect(stakeOn("Banker")).toBe("10.00");
    fireEvent.click(dealButton());
    await waitFor(() => expect(figure("Balance")).toBe("985.00"));

    const [call] = api.callsTo("POST", HOUSE_API.baccaratDeal);
    expect(call!.body).toEqual({ token: GAME_TOKEN, bets: { PLAYER: "5.00", BANKER: "10.00" } });
    expect(call!.headers.get("merchant")).toBe("BRAND2");
    expect(call!.headers.get("authorization")).toBeNull();

    const playerCards = within(screen.getByRole("region", { name: "Player" })).getAllByRole("listitem");
    expect(playerCards.map((c) => c.getAttribute("aria-label"))).toEqual(["Queen of hearts", "Seven of spades"]);
    expect(within(screen.getByRole("region", { name: "Banker" })).getByText(/^Total /).textContent).toBe("Total 7");
    expect(screen.getByText("Tie", { selector: "p" }).textContent).toBe("Tie");
    expect(rowHeaded(screen.getByRole("table", { name: "Returns by spot" }), "Banker").textContent).toBe(
      "Banker10.0010.00 (push: stake returned)",
    );
    expect(nonce()).toBe("3");
    // The bets stay on the table for the next deal.
    expect(stakeOn("Player")).toBe("5.00");
    expect(screen.getByRole("link", { name: "Verify a round yourself" }).getAttribute("href")).toBe(
      "/house/verify?game=baccarat",
    );
  });

  it("translates a stake outside the limits with the server's figures", async () => {
    api.on(
      "POST",
      HOUSE_API.baccaratDeal,
      refuse("AMOUNT_OUT_OF_RANGE", 400, { min: "1.00", max: "1000.00", step: "0.10" }),
    );
    await renderPage(<HouseBaccarat />, { url: URL });
    fireEvent.click(spot("Tie"));
    fireEvent.click(dealButton());
    expect((await screen.findByRole("alert")).textContent).toBe("Each spot takes 1.00 to 1,000.00, in steps of 0.10.");
  });

  it("offers the brand's limits: chips up to its most per spot, a spot capped there, its figures in the rules", async () => {
    const limitsPath = pathWith(HOUSE_LIMITS_API.limits, { game: "baccarat" });
    api.on(
      "GET",
      limitsPath,
      ok({
        game: "baccarat",
        enabled: true,
        minStake: "5.00",
        maxStake: "20.00",
        step: "0.10",
        maxRoundStake: "30.00",
      }),
    );
    await renderPage(<HouseBaccarat />, { url: URL });
    await waitFor(() => expect(screen.getByText("Each spot takes 5.00 to 20.00, in steps of 0.10.")).toBeTruthy());
    const chips = within(screen.getByRole("group", { name: "Chip value" })).getAllByRole("button");
    expect(chips.map((c) => c.textContent)).toEqual(["1", "5", "10"]);
    fireEvent.click(chip("10"));
    fireEvent.click(spot("Banker"));
    fireEvent.click(spot("Banker"));
    fireEvent.click(spot("Banker"));
    expect(stakeOn("Banker")).toBe("20.00");
    fireEvent.click(spot("Player"));
    fireEvent.click(spot("Player"));
    expect(stakeOn("Player")).toBe("10.00");
    const [call] = api.callsTo("GET", limitsPath);
    expect(call!.headers.get("merchant")).toBe("BRAND2");
  });
});
