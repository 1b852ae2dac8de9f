// @vitest-environment jsdom
import i18next from "i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { pathWith } from "@portal/contract/api/paths";
import {
  LOTTERY_API,
  type LotteryBuyAnswer,
  type LotteryGameView,
  type LotteryPlaySale,
  type LotteryTicketView,
} from "@portal/contract/api/lottery";
import lotteryEn from "@portal/contract/lottery/locales/en.json";
import { LOTTERY_NS } from "../../../shared/i18n/namespaces";
import { FakeApi, ok, refuse } from "../../../test-support/fake-api";
import { FakeSocket } from "../../../test-support/fake-socket";
import { renderPage, startTestI18n } from "../../../test-support/render-page";
import { HouseLottery } from "./house-lottery";

// The bet page says why a slip was not placed in full: an exposure limit's refusal names the
// numbers the draw takes no more on (the answer's unplaced.keys, or the refusal's value.keys when
// nothing was placed), and a slip past a play's limit per draw is not sent at all.

const GAME = "VN_NORTH_5M";
const DRAW_NO = "20261129-0042";
const URL = `/house/lottery?token=game-token_1&game=${GAME}`;
const NOW = Date.UTC(2026, 10, 29, 4, 0);

const game: LotteryGameView = {
  code: GAME,
  family: "VN_NORTH",
  name: null,
  intervalSec: 300,
  closeBeforeSec: 30,
  official: null,
};
const lo2: LotteryPlaySale = {
  play: "VN_LO2",
  tiers: ["WIN"],
  minStake: "1.00",
  maxStake: "10000.00",
  maxDrawStake: "50000.00",
  priceClasses: [{ priceClass: "", exampleKey: "00", odds: ["98"] }],
};
const ticket = (id: number, picks: string[][]): LotteryTicketView => ({
  id,
  game: GAME,
  drawNo: DRAW_NO,
  play: "VN_LO2",
  picks,
  lines: 1,
  unitStake: "1.00",
  cost: "27.00",
  state: "OPEN",
  payout: null,
  createdAt: NOW,
  cancellableUntil: NOW + 60_000,
  chasePlanId: null,
});

let api: FakeApi;
beforeEach(async () => {
  await startTestI18n();
  i18next.addResourceBundle("en", LOTTERY_NS, lotteryEn, true, true);
  FakeSocket.opened = [];
  vi.stubGlobal("WebSocket", FakeSocket);
  vi.useFakeTimers({ toFake: ["Date"], now: NOW });
  api = new FakeApi()
    .on("GET", LOTTERY_API.games, ok({ list: [game] }))
    .on(
      "GET",
      pathWith(LOTTERY_API.currentDraw, { code: GAME }),
      ok({
        drawNo: DRAW_NO,
        closesAt: NOW + 120_000,
        drawsAt: NOW + 150_000,
        chainIndex: 7,
        commitment: "c".repeat(64),
        serverTime: NOW,
      }),
    )
    .on("GET", pathWith(LOTTERY_API.plays, { code: GAME }), ok({ list: [lo2] }))
    .on("GET", pathWith(LOTTERY_API.results, { code: GAME }), ok({ list: [] }))
    .on("GET", LOTTERY_API.tickets, ok({ list: [] }))
    .on("GET", LOTTERY_API.chases, ok({ list: [] }));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lô 2 số on each number, a slip entry each, at `stake` a point. */
async function slipOf(numbers: string[], stake = "1") {
  const numbersRow = await screen.findByRole("group", { name: lotteryEn.VN.row.numbers });
  const stakeField = screen.getByLabelText(lotteryEn.bet.unitStake);
  for (const number of numbers) {
    fireEvent.click(within(numbersRow).getByRole("button", { name: number }));
    fireEvent.change(stakeField, { target: { value: stake } });
    fireEvent.click(screen.getByRole("button", { name: lotteryEn.bet.addToSlip }));
  }
  const slip = screen.getByRole("region", { name: lotteryEn.bet.slip });
  expect(within(slip).getAllByRole("listitem")).toHaveLength(numbers.length);
  return slip;
}

const placeButton = async () => screen.findByRole("button", { name: `Place bets on draw ${DRAW_NO}` });

describe("the bet page's refusals", () => {
  it("names the number an exposure limit refused where a slip stopped partway", async () => {
    const answer: LotteryBuyAnswer = {
      tickets: [ticket(1, [["07"]])],
      balance: "973.00",
      unplaced: { index: 1, errorCode: "EXPOSURE_LIMIT", message: "The house takes no more", keys: ["27"] },
    };
    api.on("POST", LOTTERY_API.tickets, ok(answer)).install();
    await renderPage(<HouseLottery />, { url: URL });
    const slip = await slipOf(["07", "27"]);
    fireEvent.click(await placeButton());
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      "Some bets were not placed: Number 27 has reached this draw's limit: choose another number or a smaller stake.",
    );
    // The refused selection stays on the slip, with its price that adds up.
    expect(within(slip).getAllByRole("listitem")).toHaveLength(1);
    expect(within(slip).getByText("1 line(s) × 27 numbers × 1.00 = 27.00")).toBeTruthy();
  });

  it("names every number refused when nothing was placed", async () => {
    api.on("POST", LOTTERY_API.tickets, refuse("EXPOSURE_LIMIT", 409, { keys: ["07", "42"] })).install();
    await renderPage(<HouseLottery />, { url: URL });
    await slipOf(["07"]);
    fireEvent.click(await placeButton());
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      "Numbers 07, 42 have reached this draw's limit: choose other numbers or a smaller stake.",
    );
  });

  it("does not send a slip whose lô stakes, with the player's tickets in the draw, pass the limit per draw", async () => {
    // The player's tickets hold 27 on lô 2 số in this draw: 1,851 a point more (49,977) passes 50,000.
    api.on("GET", LOTTERY_API.tickets, ok({ list: [ticket(1, [["07"]])] })).install();
    await renderPage(<HouseLottery />, { url: URL });
    await screen.findByRole("table", { name: lotteryEn.bet.myTickets });
    expect(screen.getByText("At most 50,000.00 a draw on this bet type, all your tickets together.")).toBeTruthy();
    const numbersRow = await screen.findByRole("group", { name: lotteryEn.VN.row.numbers });
    fireEvent.click(within(numbersRow).getByRole("button", { name: "27" }));
    fireEvent.change(screen.getByLabelText(lotteryEn.bet.unitStake), { target: { value: "1851" } });
    fireEvent.click(screen.getByRole("button", { name: lotteryEn.bet.addToSlip }));
    expect(screen.getByRole("alert").textContent).toBe(
      `This would take your ${lotteryEn.VN.play.VN_LO2} stakes in this draw to 50,004.00, past the draw's limit of 50,000.00.`,
    );
    expect(api.callsTo("POST", LOTTERY_API.tickets)).toHaveLength(0);
  });
});

describe("the bet page's recent draws", () => {
  it("are timed in Vietnam's zone for a Vietnamese game, and say so", async () => {
    // 04:00 UTC is 11:00 in Vietnam (GMT+7), 12:00 in brand time (GMT+8).
    api.on(
      "GET",
      pathWith(LOTTERY_API.results, { code: GAME }),
      ok({
        list: [
          {
            drawNo: "20261129-0041",
            drawsAt: NOW,
            status: "VOID",
            result: null,
            element: null,
            chainIndex: 6,
            commitment: "c".repeat(64),
            official: null,
            calledOff: true,
          },
        ],
      }),
    );
    api.install();
    await renderPage(<HouseLottery />, { url: URL });
    const table = await screen.findByRole("table", { name: lotteryEn.verify.draws });
    expect(within(table).getByRole("columnheader", { name: `${lotteryEn.verify.time} (GMT+7)` })).toBeTruthy();
    const time = within(table).getByText("29/11/2026 11:00:00");
    expect(time.getAttribute("datetime")).toBe("2026-11-29T11:00:00+07:00");
  });
});
