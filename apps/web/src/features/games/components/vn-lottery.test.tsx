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

// /Vnlottery lists a region's official daily draws of today by draw time, in Vietnam's time (GMT+7,
// its day and its clock, the zone shown), and shows the latest results of its fast games and of
// today's official ones only.

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

/** 17:15 in brand time (GMT+8), the south's draw time: 16:15 in Vietnam. */
const SOUTH_AT = 62_100;
/** 19:15 in brand time, the north's: 18:15 in Vietnam. */
const NORTH_AT = 69_300;
const view = (code: string, weekdays: number[] | null, drawTimeSec = SOUTH_AT): LotteryGameView => ({
  code,
  family: "VN_SOUTH",
  name: null,
  intervalSec: weekdays ? 86_400 : 300,
  closeBeforeSec: weekdays ? 900 : 30,
  official: weekdays ? { drawTimeSec, weekdays } : null,
});

let api: FakeApi;
beforeEach(() => {
  sessionStorage.clear();
  FakeSocket.opened = [];
  vi.stubGlobal("WebSocket", FakeSocket);
  // Monday 2026-11-30, 00:00 in Vietnam (01:00 in brand time): still Sunday in UTC.
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
    ).toEqual(["16:15 (GMT+7) Dong Thap Lottery", "16:15 (GMT+7) Ho Chi Minh City Lottery"]);
    expect(within(today).getAllByRole("time")[0]!.getAttribute("datetime")).toBe("2026-11-30T16:15:00+07:00");
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

  it("keeps Vietnam's day until its midnight, an hour after the brand's, with the north at 18:15", async () => {
    // Sunday 2026-11-29, 23:30 in Vietnam: 00:30 on Monday in brand time.
    vi.setSystemTime(Date.UTC(2026, 10, 29, 16, 30));
    api
      .on(
        "GET",
        API.vnGameMenu,
        ok([
          {
            region: "VN_NORTH",
            games: [{ ...game(6, "VN_N_HN", "Ha Noi Lottery"), gameType: "VN_NORTH" }],
          },
          {
            region: "VN_SOUTH",
            games: [game(3, "VN_S_DT", "Dong Thap Lottery"), game(7, "VN_S_TG", "Tien Giang Lottery")],
          },
        ]),
      )
      .on(
        "GET",
        LOTTERY_API.games,
        ok({
          list: [
            { ...view("VN_N_HN", [0, 1, 2, 3, 4, 5, 6], NORTH_AT), family: "VN_NORTH" },
            view("VN_S_DT", [1]),
            view("VN_S_TG", [0]),
          ],
        }),
      )
      .install();
    await renderPage(<VnLottery />);
    const region = (name: string) => screen.findByRole("region", { name });
    const todayIn = async (name: string) =>
      within(within(await region(name)).getByRole("region", { name: "Today's draws" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent);
    await waitFor(async () => expect(await todayIn("Northern Vietnam")).toEqual(["18:15 (GMT+7) Ha Noi Lottery"]));
    // Sunday's province, not Monday's: the brand's Monday has begun, Vietnam's has not.
    expect(await todayIn("Southern Vietnam")).toEqual(["16:15 (GMT+7) Tien Giang Lottery"]);
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
