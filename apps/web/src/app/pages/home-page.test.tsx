// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import { API } from "@portal/contract/api/paths";
import { FakeApi, ok } from "../../test-support/fake-api";
import { renderPage } from "../../test-support/render-page";
import HomePage from "./home-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LANES = {
  data: {
    lanes: [{ title: "RNG", gameClassify: "RNG", cards: [{ vassalage: "HOUSE", displayName: "House Games" }] }],
    sorting: [],
  },
};
const LUCKY = {
  nodeId: 7,
  gameCode: "LUCKY7",
  name: "Lucky Sevens",
  icon: "",
  vassalage: "HOUSE",
  gameType: "SLOT",
  category: "RNG",
  freePlay: true,
};
const NOTICE = { id: 1, title: "Site notice", content: "<p>Welcome</p>" };

describe("HomePage", () => {
  it("shows the game lanes only once the notice above them is in place, though their calls start at once", async () => {
    const api = new FakeApi()
      .on("GET", API.announcementContent, ok({ banners: [], player: [], popup: [], promotion: [], home: [NOTICE] }))
      .on("GET", API.vendorLanes, ok(LANES))
      .on("GET", API.hotGames, ok({ list: [LUCKY] }))
      .on("GET", API.egameRecent, ok({ list: [] }))
      .on("GET", API.egameFavourites, ok({ list: [] }))
      .install();
    const release = api.hold("GET", API.announcementContent);
    const { queryClient } = await renderPage(<HomePage />);

    // Every call but the held one has its answer: the lanes and hot games are in, no tile shows.
    await vi.waitFor(() => expect(api.callsTo("GET", API.hotGames)).toHaveLength(1));
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(1));
    expect(api.callsTo("GET", API.vendorLanes)).toHaveLength(1);
    expect(screen.queryByRole("link", { name: /^House Games/ })).toBeNull();
    expect(screen.queryByRole("link", { name: /^Lucky Sevens/ })).toBeNull();
    expect(screen.getByRole("status").textContent).toContain("Loading");

    release();
    expect(await screen.findByRole("link", { name: /^House Games/ })).toBeTruthy();
    expect(screen.getByRole("link", { name: /^Lucky Sevens/ })).toBeTruthy();
    // The notice came first: it stands above the lanes.
    const notice = screen.getByRole("heading", { name: "Site notice" });
    const lane = screen.getByRole("heading", { name: "Slots" });
    expect(notice.compareDocumentPosition(lane) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
