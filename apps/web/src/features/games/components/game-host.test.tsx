// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import { API } from "@portal/contract/api/paths";
import type { Game } from "@portal/contract/api/content";
import { FakeApi, ok } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
import { GameHost } from "./game-host";

const house = (nodeId: number, gameCode: string, name: string, category: Game["category"]): Game => ({
  nodeId,
  gameCode,
  name,
  icon: "",
  vassalage: "HOUSE",
  gameType: "SLOT",
  category,
  freePlay: true,
});

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi()
    .on(
      "GET",
      API.egameList,
      ok({
        list: [house(1, "lucky-sevens", "Lucky Sevens", "RNG"), house(2, "punto-banco", "Punto Banco", "LIVE")],
        total: 2,
        page: 1,
        pageSize: 24,
      }),
    )
    .on("GET", API.egameFavourites, ok({ list: [] }))
    .install();
});
afterEach(cleanup);

describe("GameHost", () => {
  it("/game?vassalage=HOUSE lists the house's games instead of launching a lobby it does not have", async () => {
    await renderPage(<GameHost />, { url: "/game?vassalage=HOUSE" });
    expect(await screen.findByText("Lucky Sevens")).toBeTruthy();
    expect(screen.getByText("Punto Banco")).toBeTruthy();
    expect(api.callsTo("POST", API.launchGame)).toEqual([]);
    expect(api.callsTo("GET", API.egameList)[0]!.query.get("vendor")).toBe("HOUSE");
  });
});
