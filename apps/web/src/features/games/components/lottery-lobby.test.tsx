// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import type { Lane } from "@portal/contract/api/content";
import { API } from "@portal/contract/api/paths";
import { LANGUAGES } from "@portal/contract/languages";
import { LOTTERY_LOCALE_FILES } from "@portal/contract/lottery/locale-files";
import { FakeApi, ok } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
import { vendorCard, vendorLane } from "../../../test-support/vendor-lanes";
import { LotteryLobby } from "./lottery-lobby";

afterEach(cleanup);

/** The lobby's calls: the vendor lanes, no winners yet, and the popular list. */
function lobbyApi(lanes: Lane[], popular: object[]) {
  new FakeApi()
    .on("GET", API.vendorLanes, ok({ data: { lanes, sorting: [] } }))
    .on("GET", API.lotteryWinners, ok({ list: [] }))
    .on("GET", API.lotteryPopular, ok({ list: popular }))
    .install();
}

describe("the e-lottery lobby", () => {
  it("names each game's group under its name, and a house game without a group of its own by its family", async () => {
    lobbyApi(
      [],
      [
        { gameCode: "SSC_1M", name: "1-Minute SSC", gameGroupCode: "SSC", vassalage: "HOUSE" },
        { gameCode: "4D_5M", name: "5-Minute 4D", gameGroupCode: "LF", vassalage: "HOUSE", family: "4D" },
        { gameCode: "THAI_5M", name: "5-Minute Thai", gameGroupCode: "LF", vassalage: "HOUSE", family: "THAI" },
        { gameCode: "HNLF", name: "Hanoi daily", gameGroupCode: "LF", vassalage: "TCG_SEA" },
      ],
    );
    await renderPage(<LotteryLobby />);
    const games = await screen.findByRole("region", { name: "Lottery games" });
    const tile = async (name: RegExp) => within(games).findByRole("button", { name });
    // The line under each tile's name: its group, or its family.
    const under = async (name: RegExp, text: string) => within(await tile(name)).getByText(text, { exact: true });
    expect(await under(/1-Minute SSC/, "Time lottery (SSC)")).toBeTruthy();
    // 4D and the Thai lottery draw every five minutes: not "Daily draws", as the LF group says.
    expect(within(await tile(/5-Minute 4D/)).queryByText("Daily draws")).toBeNull();
    expect(await under(/5-Minute 4D/, "4D")).toBeTruthy();
    expect(await under(/5-Minute Thai/, "Thai Lottery")).toBeTruthy();
    expect(await under(/Hanoi daily/, "Daily draws")).toBeTruthy();
  });

  it("closes TCG_SEA's games while it is under maintenance, marked so beside the house's open game of the same name", async () => {
    lobbyApi(
      [vendorLane("ELOTT", [vendorCard("ELOTT", "TCG_SEA", "TCG SEA Lottery", { maintenance: true })])],
      [
        { gameCode: "SSC_1M", name: "1-Minute SSC", gameGroupCode: "SSC", vassalage: "HOUSE" },
        { gameCode: "SSC1", name: "1-Minute SSC", gameGroupCode: "SSC", vassalage: "TCG_SEA" },
      ],
    );
    await renderPage(<LotteryLobby />);
    const games = await screen.findByRole("region", { name: "Lottery games" });
    const [house, sea] = await within(games).findAllByRole("button", { name: /1-Minute SSC/ });
    // Once the lanes say TCG_SEA is under maintenance: its tile closed and marked, the house's open.
    await waitFor(() => expect((sea as HTMLButtonElement).disabled).toBe(true));
    expect(within(sea!).getByText("Maintenance")).toBeTruthy();
    expect((house as HTMLButtonElement).disabled).toBe(false);
    expect(within(house!).queryByText("Maintenance")).toBeNull();
  });

  it("names those families as the lottery's own texts do, in every language", async () => {
    for (const language of LANGUAGES) {
      const portal = (await import(`../../../locales/${language}.json`)) as {
        games: { lotteryFamilies: Record<string, string> };
      };
      const lottery = (await LOTTERY_LOCALE_FILES[`lottery/locales/${language}.json`]!()).default as {
        family: Record<string, string>;
      };
      for (const [family, name] of Object.entries(portal.games.lotteryFamilies))
        expect(name, `${language} ${family}`).toBe(lottery.family[family]);
    }
  });
});
