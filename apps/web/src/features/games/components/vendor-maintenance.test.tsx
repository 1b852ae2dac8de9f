// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import { API } from "@portal/contract/api/paths";
import type { Game, Lane, VendorCard } from "@portal/contract/api/content";
import type { GameCategory } from "@portal/contract/games";
import { formatDateTime } from "../../../shared/format/date-time";
import { FakeApi, ok } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
import { vendorCard, vendorLane } from "../../../test-support/vendor-lanes";
import { LotteryLobby } from "./lottery-lobby";
import { PvpRooms } from "./pvp-rooms";
import { RngVendorTabs } from "./rng-vendor-tabs";
import { VnLottery } from "./vn-lottery";

// A vendor under maintenance shows the lobby's Maintenance badge and planned end (decision 0027)
// wherever it is listed, not only on the lobby's tiles.

const UNTIL = Date.UTC(2026, 10, 25, 4, 0);
const UNTIL_TEXT = `Expected back ${formatDateTime(UNTIL, "en")}`;

const card = (category: GameCategory, vassalage: string, displayName: string, maintenance = false): VendorCard =>
  vendorCard(category, vassalage, displayName, { maintenance, maintenanceUntil: maintenance ? UNTIL : null });
const lane = vendorLane;

const game = (nodeId: number, vassalage: string, name: string): Game => ({
  nodeId,
  gameCode: `g${nodeId}`,
  name,
  icon: "",
  vassalage,
  gameType: "SLOT",
  category: "RNG",
  freePlay: false,
});

let api: FakeApi;
beforeEach(() => {
  sessionStorage.clear();
  api = new FakeApi().on("GET", API.egameFavourites, ok({ list: [] })).on("GET", API.vnRecent, ok({ list: [] }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function lanes(...list: Lane[]) {
  api.on("GET", API.vendorLanes, ok({ data: { lanes: list, sorting: [] } }));
}

describe("a vendor under maintenance", () => {
  it("a lone slots vendor is named over its games with its badge (there are no tabs to choose from)", async () => {
    lanes(lane("RNG", [card("RNG", "PG", "PG Soft", true)]));
    api
      .on("GET", API.egameList, ok({ list: [game(1, "PG", "Mahjong Ways")], total: 1, page: 1, pageSize: 24 }))
      .install();
    await renderPage(<RngVendorTabs />, { url: "/rng" });
    const heading = await screen.findByRole("heading", { level: 2, name: "PG Soft Maintenance" });
    expect(within(heading).getByText("Maintenance")).toBeTruthy();
    expect(screen.queryByRole("tab")).toBeNull();
    expect(await screen.findByText("Mahjong Ways")).toBeTruthy();
  });

  it("has the Maintenance badge on its slots vendor tab, and its planned end over its games", async () => {
    lanes(lane("RNG", [card("RNG", "PG", "PG Soft", true), card("RNG", "JILI", "JILI")]));
    api
      .on("GET", API.egameList, ok({ list: [game(1, "PG", "Mahjong Ways")], total: 1, page: 1, pageSize: 24 }))
      .install();
    await renderPage(<RngVendorTabs />, { url: "/rng?page=PG" });
    const closed = await screen.findByRole("tab", { name: "PG Soft Maintenance" });
    expect(within(closed).getByText("Maintenance")).toBeTruthy();
    expect(screen.getByRole("tab", { name: "JILI" })).toBeTruthy();
    const panel = screen.getByRole("tabpanel");
    expect(within(panel).getByText(UNTIL_TEXT)).toBeTruthy();
    expect(await within(panel).findByText("Mahjong Ways")).toBeTruthy();
  });

  it("has the badge beside its name over its card game rooms, with the planned end", async () => {
    lanes(lane("PVP", [card("PVP", "KY", "Kaiyuan", true), card("PVP", "LEG", "Legend")]));
    api
      .on(
        "GET",
        API.pvpRooms,
        ok({
          list: [
            { roomId: "r1", vassalage: "KY", name: "Blackjack 1", minBet: "1.00", seats: 6 },
            { roomId: "r2", vassalage: "LEG", name: "Baccarat 2", minBet: "5.00", seats: 7 },
          ],
        }),
      )
      .install();
    await renderPage(<PvpRooms />);
    const closed = await screen.findByRole("region", { name: "Kaiyuan Maintenance" });
    expect(within(closed).getByRole("heading", { name: "Kaiyuan Maintenance" })).toBeTruthy();
    expect(within(closed).getByText(UNTIL_TEXT)).toBeTruthy();
    const open = screen.getByRole("region", { name: "Legend" });
    expect(within(open).queryByText("Maintenance")).toBeNull();
    // Its rooms are shown but cannot be pressed; the open vendor's can.
    expect(
      within(closed)
        .getByRole("button", { name: /Blackjack 1/ })
        .hasAttribute("disabled"),
    ).toBe(true);
    expect(
      within(open)
        .getByRole("button", { name: /Baccarat 2/ })
        .hasAttribute("disabled"),
    ).toBe(false);
  });

  it("closes the e-lottery vendor's games under maintenance, with its name, badge and planned end; the house's stay open", async () => {
    lanes(lane("ELOTT", [card("ELOTT", "TCG_SEA", "TCG SEA Lottery", true)]));
    api
      .on(
        "GET",
        API.lotteryPopular,
        ok({
          list: [
            { gameCode: "SSC_1M", name: "1-Minute SSC", gameGroupCode: "SSC", vassalage: "HOUSE" },
            { gameCode: "TXFFC", name: "Tencent 1 minute", gameGroupCode: "SSC", vassalage: "TCG_SEA" },
          ],
        }),
      )
      .install();
    await renderPage(<LotteryLobby />);
    const games = await screen.findByRole("region", { name: "Lottery games" });
    const note = await within(games).findByText(UNTIL_TEXT);
    const status = note.closest("p")!;
    expect(within(status).getByText("TCG SEA Lottery")).toBeTruthy();
    expect(within(status).getByText("Maintenance")).toBeTruthy();
    const tile = await within(games).findByRole("button", { name: /Tencent 1 minute/ });
    expect(tile.hasAttribute("disabled")).toBe(true);
    expect((await within(games).findByRole("button", { name: /1-Minute SSC/ })).hasAttribute("disabled")).toBe(false);
  });

  it("has the badge and the planned end on the Vietnam lottery page", async () => {
    lanes(
      lane("ELOTT", [
        card("ELOTT", "TCG_SEA", "TCG SEA Lottery"),
        card("ELOTT", "TCG_LOTTO_VN", "Vietnam Lottery", true),
      ]),
    );
    api
      .on(
        "GET",
        API.vnGameMenu,
        ok([{ region: "VN_NORTH", games: [game(6, "HOUSE", "North 5-Minute"), game(7, "TCG_LOTTO_VN", "Hanoi")] }]),
      )
      .install();
    await renderPage(<VnLottery />);
    const note = await screen.findByText(UNTIL_TEXT);
    const status = note.closest("p")!;
    expect(within(status).getByText("Vietnam Lottery")).toBeTruthy();
    expect(within(status).getByText("Maintenance")).toBeTruthy();
    expect((await screen.findByRole("button", { name: /Hanoi/ })).hasAttribute("disabled")).toBe(true);
    // The house's own draws are not the vendor's: open.
    expect((await screen.findByRole("button", { name: /North 5-Minute/ })).hasAttribute("disabled")).toBe(false);
  });
});
