// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import { API } from "@portal/contract/api/paths";
import type { Game } from "@portal/contract/api/content";
import { LOTTERY_API, type LotteryGameView } from "@portal/contract/api/lottery";
import { FakeApi, ok } from "../../../test-support/fake-api";
import { FakeSocket } from "../../../test-support/fake-socket";
import { renderPage } from "../../../test-support/render-page";
import { VnLottery } from "./vn-lottery";

// /Vnlottery lists a region's official daily draws of today (brand time) by draw time, and shows
// the latest results of its fast games and of today's official ones only.

const game = (nodeId: number, gameCode: string, name: string, vassalage = "HOUSE"): Game => ({
  nodeId,
  gameCode,
  name,
  icon: "",
  vassalage,
  gameType: "VN_SOUTH",
  category: "ELOTT",
  freePlay: false,
});

/** 17:15 in brand time (GMT+8), the south's draw time. */
const SOUTH_AT = 62_100;
const view = (code: string, weekdays: number[] | null): LotteryGameView => ({
  code,
  family: "VN_SOUTH",
  name: null,
  intervalSec: weekdays ? 86_400 : 300,
  closeBeforeSec: weekdays ? 900 : 30,
  official: weekdays ? { drawTimeSec: SOUTH_AT, weekdays } : null,
});

let api: FakeApi;
beforeEach(() => {
  sessionStorage.clear();
  FakeSocket.opened = [];
  vi.stubGlobal("WebSocket", FakeSocket);
  // Monday 2026-11-30, 01:00 in brand time: still Sunday in UTC, so the day is the brand's.
  vi.useFakeTimers({ toFake: ["Date"], now: Date.UTC(2026, 10, 29, 17, 0) });
  api = new FakeApi()
    .on("GET", API.vnRecent, ok({ list: [] }))
    .on("GET", API.vendorLanes, ok([]))
    .on(
      "GET",
      API.vnGameMenu,
      ok([
        {
          region: "VN_SOUTH",
          games: [
            game(1, "VN_SOUTH_5M", "South 5-Minute"),
            game(2, "VN_S_BTR", "Ben Tre Lottery"),
            game(3, "VN_S_DT", "Dong Thap Lottery"),
            game(4, "VN_S_HCM", "Ho Chi Minh City Lottery"),
            game(5, "SG", "Saigon", "TCG_LOTTO_VN"),
          ],
        },
      ]),
    )
    .on(
      "GET",
      LOTTERY_API.games,
      ok({
        list: [view("VN_SOUTH_5M", null), view("VN_S_BTR", [2]), view("VN_S_DT", [1]), view("VN_S_HCM", [1, 6])],
      }),
    )
    .on("GET", API.vnOpened, (call) => ok({ gameCode: call.query.get("gameCode"), family: "VN_SOUTH", list: [] }))
    .on(
      "GET",
      API.lotteryWinners,
      ok({
        list: [
          { account: "lu***ky", gameName: "Dong Thap Lottery", amount: "1990.00", at: Date.UTC(2026, 10, 29, 9, 20) },
          { account: "ha***00", gameName: "South 5-Minute", amount: "85.50", at: Date.UTC(2026, 10, 29, 9, 5) },
        ],
      }),
    );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the Vietnam lottery page", () => {
  it("lists today's official draws of a region by time, and asks for today's and the fast games' results only", async () => {
    api.install();
    await renderPage(<VnLottery />);
    const today = await screen.findByRole("region", { name: "Today's draws" });
    expect(
      within(today)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["17:15 Dong Thap Lottery", "17:15 Ho Chi Minh City Lottery"]);
    await waitFor(() => expect(api.callsTo("GET", API.vnOpened).length).toBe(3));
    expect(
      api
        .callsTo("GET", API.vnOpened)
        .map((call) => call.query.get("gameCode"))
        .sort(),
    ).toEqual(["VN_SOUTH_5M", "VN_S_DT", "VN_S_HCM"]);
    // Every game stays listed to play, Tuesday's too.
    expect(screen.getByRole("button", { name: /Ben Tre Lottery/ })).toBeTruthy();
  });

  it("reads a house game's opened numbers again as soon as its draw is pushed over /ws, one socket for the page", async () => {
    api.install();
    await renderPage(<VnLottery />);
    await waitFor(() => expect(api.callsTo("GET", API.vnOpened).length).toBe(3));
    expect(FakeSocket.opened).toHaveLength(1);
    const socket = FakeSocket.opened[0]!;
    act(() => socket.open());
    const opened = (code: string) => api.callsTo("GET", API.vnOpened).filter((c) => c.query.get("gameCode") === code);
    act(() => socket.receive({ type: "lottery", game: "VN_SOUTH_5M", drawNo: "x", status: "DRAWN" }));
    await waitFor(() => expect(opened("VN_SOUTH_5M")).toHaveLength(2));
    expect(opened("VN_S_DT")).toHaveLength(1);
  });

  it("shows the winner board: masked accounts, games and amounts, newest first", async () => {
    api.install();
    await renderPage(<VnLottery />);
    const board = await screen.findByRole("region", { name: "Latest winners" });
    expect(
      within(board)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "lu***ky won on Dong Thap Lottery 1,990.00 29/11/2026 17:20:00",
      "ha***00 won on South 5-Minute 85.50 29/11/2026 17:05:00",
    ]);
  });
});
