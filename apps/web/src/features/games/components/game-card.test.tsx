// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { API } from "@portal/contract/api/paths";
import type { Game } from "@portal/contract/api/content";
import { FakeApi, ok } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
import { vendorCard, vendorLane } from "../../../test-support/vendor-lanes";
import { clearSession } from "../../../shared/storage/session";
import { closeModal, getModal } from "../../../shared/modals/modal-store";
import { getDialog } from "../../../shared/dialogs/dialog-store";
import { CATEGORY_ART } from "@portal/contract/artwork";
import { GameCard } from "./game-card";

const game = (freePlay: boolean): Game => ({
  nodeId: 7,
  gameCode: "lucky-sevens",
  name: "Lucky Sevens",
  icon: "",
  vassalage: "HOUSE",
  gameType: "SLOT",
  category: "RNG",
  freePlay,
});

function screenWith(card: Game) {
  return (
    <Routes>
      <Route path="/" element={<GameCard game={card} />} />
      <Route path="/game" element={<p>game page</p>} />
    </Routes>
  );
}

/** The card's link that opens the game, named by the game's name (and its vendor after it). */
const openLink = () => screen.getByRole("link", { name: /^Lucky Sevens/ });
const STAR = /^(Add Lucky Sevens to|Remove Lucky Sevens from) favourites$/;

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi().on("GET", API.egameFavourites, ok({ list: [] })).install();
});
afterEach(() => {
  cleanup();
  closeModal();
});

describe("GameCard", () => {
  it("asks a visitor to log in instead of starting the game", async () => {
    await renderPage(screenWith(game(true)));
    act(() => clearSession());
    fireEvent.click(openLink());
    expect(getModal()?.name).toBe("login");
    expect(screen.queryByText("game page")).toBeNull();
  });

  it("warns a trial member on a real-money game, and lets them start a free-play one", async () => {
    await renderPage(screenWith(game(false)), { memberType: 4 });
    fireEvent.click(openLink());
    expect(getDialog()).toMatchObject({ message: "This needs a real account. Please register first." });
    expect(screen.queryByText("game page")).toBeNull();
    cleanup();

    await renderPage(screenWith(game(true)), { memberType: 4 });
    fireEvent.click(openLink());
    expect(await screen.findByText("game page")).toBeTruthy();
  });

  it("lets a member star the game: the favourite is added by node id", async () => {
    api.on("POST", API.egameFavourites, ok(null));
    await renderPage(screenWith(game(false)));
    const star = await screen.findByRole("button", { name: STAR });
    expect(star.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(star);
    await screen.findByRole("button", { name: STAR });
    expect(api.callsTo("POST", API.egameFavourites).map((c) => c.body)).toEqual([{ nodeId: 7 }]);
  });

  /** The house listed as "Portal Lottery" in the lottery lane, then as "Portal Originals" in slots. */
  const houseLanes = () =>
    ok({
      data: {
        lanes: [
          vendorLane("ELOTT", [vendorCard("ELOTT", "HOUSE", "Portal Lottery")]),
          vendorLane("RNG", [vendorCard("RNG", "HOUSE", "Portal Originals")]),
        ],
        sorting: [],
      },
    });

  it("names its vendor as players know it in the game's category, not by the vendor's code", async () => {
    api.on("GET", API.vendorLanes, houseLanes());
    await renderPage(screenWith(game(false)));
    expect(await within(openLink()).findByText("Portal Originals")).toBeTruthy();
    expect(within(openLink()).queryByText("HOUSE")).toBeNull();
    cleanup();
    await renderPage(screenWith({ ...game(false), category: "ELOTT" }));
    expect(await within(openLink()).findByText("Portal Lottery")).toBeTruthy();
  });

  it("shows its category's drawing while the game has no picture of its own", async () => {
    await renderPage(screenWith(game(false)));
    // A decoration beside the game's name (empty alt), so its role is presentation.
    const picture = within(openLink()).getByRole("presentation");
    expect(picture.getAttribute("src")).toBe(CATEGORY_ART.RNG);
  });
});
