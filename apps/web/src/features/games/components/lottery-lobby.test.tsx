// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import { API } from "@portal/contract/api/paths";
import { FakeApi, ok } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
import { LotteryLobby } from "./lottery-lobby";

afterEach(cleanup);

describe("the e-lottery lobby", () => {
  it("names each game's group under its name, and a house game without a group of its own by its family", async () => {
    new FakeApi()
      .on("GET", API.vendorLanes, ok({ data: { lanes: [], sorting: [] } }))
      .on("GET", API.lotteryWinners, ok({ list: [] }))
      .on(
        "GET",
        API.lotteryPopular,
        ok({
          list: [
            { gameCode: "SSC_1M", name: "1-Minute SSC", gameGroupCode: "SSC", vassalage: "HOUSE" },
            { gameCode: "4D_5M", name: "5-Minute 4D", gameGroupCode: "LF", vassalage: "HOUSE", family: "4D" },
            { gameCode: "THAI_5M", name: "5-Minute Thai", gameGroupCode: "LF", vassalage: "HOUSE", family: "THAI" },
            { gameCode: "HNLF", name: "Hanoi daily", gameGroupCode: "LF", vassalage: "TCG_SEA" },
          ],
        }),
      )
      .install();
    await renderPage(<LotteryLobby />);
    const games = await screen.findByRole("region", { name: "Lottery games" });
    const tile = async (name: RegExp) => within(games).findByRole("button", { name });
    expect((await tile(/1-Minute SSC/)).textContent).toContain("Time lottery (SSC)");
    // 4D and the Thai lottery draw every five minutes: not "Daily draws", as the LF group says.
    expect((await tile(/5-Minute 4D/)).textContent).not.toContain("Daily draws");
    expect((await tile(/5-Minute 4D/)).textContent).toContain("4D");
    expect((await tile(/5-Minute Thai/)).textContent).toContain("Thai lottery");
    expect((await tile(/Hanoi daily/)).textContent).toContain("Daily draws");
  });
});
