// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
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
    .on("POST", HOUSE_API.baccaratDeal, ok(TIE_ROUND))
    .install();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const text = (testId: string) => screen.getByTestId(testId).textContent;

describe("the house baccarat page", () => {
  it("stakes chips per spot, deals with the game token, and shows the hands, the push and the balance", async () => {
    await renderPage(<HouseBaccarat />, { url: URL });
    await waitFor(() => expect(text("fair-nonce")).toBe("2"));
    expect((screen.getByTestId("baccarat-deal") as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId("baccarat-chip-5.00"));
    fireEvent.click(screen.getByTestId("baccarat-spot-BANKER"));
    fireEvent.click(screen.getByTestId("baccarat-spot-BANKER"));
    fireEvent.click(screen.getByTestId("baccarat-spot-PLAYER"));
    expect(text("baccarat-stake-BANKER")).toBe("10.00");
    fireEvent.click(screen.getByTestId("baccarat-deal"));
    await waitFor(() => expect(text("baccarat-balance")).toBe("985.00"));

    const [call] = api.callsTo("POST", HOUSE_API.baccaratDeal);
    expect(call!.body).toEqual({ token: GAME_TOKEN, bets: { PLAYER: "5.00", BANKER: "10.00" } });
    expect(call!.headers.get("merchant")).toBe("BRAND2");
    expect(call!.headers.get("authorization")).toBeNull();

    const playerCards = within(screen.getByTestId("baccarat-player-cards")).getAllByRole("listitem");
    expect(playerCards.map((c) => c.getAttribute("aria-label"))).toEqual(["Queen of hearts", "Seven of spades"]);
    expect(text("baccarat-banker-total")).toBe("Total 7");
    expect(text("baccarat-result")).toBe("Tie");
    expect(text("baccarat-return-BANKER")).toBe("Banker10.0010.00 (push: stake returned)");
    expect(text("fair-nonce")).toBe("3");
    // The bets stay on the table for the next deal.
    expect(text("baccarat-stake-PLAYER")).toBe("5.00");
    expect(screen.getByTestId("fair-verify-link").getAttribute("href")).toBe("/house/verify?game=baccarat");
  });

  it("translates a stake outside the limits with the server's figures", async () => {
    api.on(
      "POST",
      HOUSE_API.baccaratDeal,
      refuse("AMOUNT_OUT_OF_RANGE", 400, { min: "1.00", max: "1000.00", step: "0.10" }),
    );
    await renderPage(<HouseBaccarat />, { url: URL });
    fireEvent.click(screen.getByTestId("baccarat-spot-TIE"));
    fireEvent.click(screen.getByTestId("baccarat-deal"));
    expect((await screen.findByTestId("baccarat-error")).textContent).toBe(
      "Each spot takes 1.00 to 1,000.00, in steps of 0.10.",
    );
  });
});
