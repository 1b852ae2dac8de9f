// @vitest-environment jsdom
import i18next from "i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import { API } from "@portal/contract/api/paths";
import type { Game } from "@portal/contract/api/content";
import { VN_NORTH_STRUCTURE } from "@portal/contract/lottery/families/vn";
import { LOTTERY_NS } from "../../../shared/i18n/namespaces";
import { FakeApi, ok } from "../../../test-support/fake-api";
import { renderPage, startTestI18n } from "../../../test-support/render-page";
import lotteryEn from "@portal/contract/lottery/locales/en.json";
import { VnOpenedNumbers } from "./vn-opened";

// The Vietnam lottery page shows the house games' latest draws prize by prize (the spec's opened
// numbers call), as the official results read.

const GAME: Game = {
  nodeId: 6,
  gameCode: "VN_NORTH_5M",
  name: "North Vietnam 5-Minute",
  icon: "",
  vassalage: "HOUSE",
  gameType: "VN_NORTH",
  category: "ELOTT",
  freePlay: false,
};

/** A northern result: each prize's numbers, as many and as long as the structure says. */
const northResult = (seed: number) => ({
  prizes: VN_NORTH_STRUCTURE.prizes.map((prize, p) =>
    Array.from({ length: prize.count }, (_, i) =>
      String((seed * 7919 + p * 131 + i * 17) % 10 ** prize.digits).padStart(prize.digits, "0"),
    ),
  ),
});

let api: FakeApi;
beforeEach(async () => {
  await startTestI18n();
  i18next.addResourceBundle("en", LOTTERY_NS, lotteryEn, true, true);
  api = new FakeApi();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a Vietnamese game's opened numbers", () => {
  it("lists its latest draws with each prize's numbers; a void draw says so", async () => {
    const first = northResult(1);
    api
      .on(
        "GET",
        API.vnOpened,
        ok({
          gameCode: GAME.gameCode,
          family: "VN_NORTH",
          list: [
            {
              drawNo: "20261128-0002",
              drawsAt: Date.UTC(2026, 10, 28, 4, 10),
              void: false,
              result: first,
              official: null,
            },
            {
              drawNo: "20261128-0001",
              drawsAt: Date.UTC(2026, 10, 28, 4, 5),
              void: true,
              result: null,
              official: null,
            },
          ],
        }),
      )
      .install();
    await renderPage(<VnOpenedNumbers game={GAME} live={false} />);
    const table = await screen.findByRole("table", { name: "Latest results · North Vietnam 5-Minute" });
    // The list's own rows (each draw's result is a table of its own).
    const rows = [...table.querySelectorAll(":scope > tbody > tr")] as HTMLElement[];
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText("20261128-0002")).toBeTruthy();
    // The draw's official results table: the north's special prize first, by its name, with its number.
    const results = within(rows[0]!).getByRole("table", { name: "Results of draw 20261128-0002" });
    const prizes = within(results).getAllByRole("rowheader");
    expect(prizes.map((prize) => prize.textContent)).toEqual(
      VN_NORTH_STRUCTURE.prizes.map((prize) => lotteryEn.VN.prize[prize.name as keyof typeof lotteryEn.VN.prize]),
    );
    const special = within(results).getByRole("rowheader", { name: lotteryEn.VN.prize.special }).closest("tr")!;
    expect(within(special).getByRole("cell").textContent).toBe(first.prizes[0]![0]!);
    expect(within(rows[1]!).getByText(lotteryEn.verify.void)).toBeTruthy();
    // A fast draw has no operators to name.
    expect(within(table).queryByRole("columnheader", { name: "Result entry" })).toBeNull();
  });

  it("names who entered and who confirmed an official draw's result, and when, in Vietnam's time as the page's schedule", async () => {
    const drawsAt = Date.UTC(2026, 10, 28, 11, 15);
    api
      .on(
        "GET",
        API.vnOpened,
        ok({
          gameCode: "VN_N_DAILY",
          family: "VN_NORTH",
          list: [
            {
              drawNo: "20261128-0001",
              drawsAt,
              void: false,
              result: northResult(3),
              official: {
                enteredBy: "lan",
                enteredAt: drawsAt + 5 * 60_000,
                confirmedBy: "minh",
                confirmedAt: drawsAt + 9 * 60_000,
              },
            },
          ],
        }),
      )
      .install();
    await renderPage(
      <VnOpenedNumbers game={{ ...GAME, gameCode: "VN_N_DAILY", name: "North Vietnam Daily" }} live={false} />,
    );
    const table = await screen.findByRole("table", { name: "Latest results · North Vietnam Daily" });
    expect(within(table).getByRole("columnheader", { name: "Result entry" })).toBeTruthy();
    const row = table.querySelector<HTMLElement>(":scope > tbody > tr")!;
    // 11:15 UTC is the north's 18:15 in Vietnam (GMT+7), not 19:15 in brand time (GMT+8); the
    // header says which zone, and so does each time's machine-readable value.
    expect(within(table).getByRole("columnheader", { name: "Draw time (GMT+7)" })).toBeTruthy();
    const time = within(row).getByText("28/11/2026 18:15:00");
    expect(time.getAttribute("datetime")).toBe("2026-11-28T18:15:00+07:00");
    expect(row.textContent).toContain(`${lotteryEn.official.enteredBy} lan 28/11/2026 18:20:00`);
    expect(row.textContent).toContain(`${lotteryEn.official.confirmedBy} minh 28/11/2026 18:24:00`);
  });
});
