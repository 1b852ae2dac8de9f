// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { API } from "@portal/contract/api/paths";
import type { Announcement } from "@portal/contract/api/content";
import { PROMOTION_API, type OfferTerms } from "@portal/contract/api/promotions";
import { FakeApi, ok, refuse } from "../../test-support/fake-api";
import { renderPage } from "../../test-support/render-page";
import PromotionsPage from "./promotions-page";

const promotion = (id: number, title: string): Announcement => ({
  id,
  type: "PR",
  title,
  content: "",
  time: Date.UTC(2024, 0, 2, 1, 0, 0),
  execution: "B",
  imageUrl: "",
  link: "",
});
const terms = (extra: Partial<OfferTerms>): OfferTerms => ({
  kind: "FIRST_DEPOSIT",
  category: "GENERAL",
  percent: "100",
  maxBonus: "1000.00",
  minDeposit: "50.00",
  minLoss: "0.00",
  turnoverMultiple: 10,
  turnoverBasis: "BONUS",
  weights: { RNG: 100 },
  claimDays: 3,
  expiryDays: 7,
  reloadPeriod: null,
  startsAt: 0,
  endsAt: null,
  ...extra,
});

let api: FakeApi;

beforeEach(() => {
  api = new FakeApi()
    .on(
      "GET",
      API.announcementContent,
      ok({
        banners: [],
        player: [],
        popup: [],
        promotion: [promotion(1, "Welcome"), promotion(2, "Slots reload"), promotion(3, "Lucky draw news")],
        home: [],
      }),
    )
    .on(
      "GET",
      PROMOTION_API.offers,
      ok({
        list: [
          { id: 1, terms: terms({}) },
          {
            id: 2,
            terms: terms({ kind: "RELOAD", category: "RNG", percent: "50", maxBonus: "88.50", reloadPeriod: "DAY" }),
          },
        ],
      }),
    )
    .install();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const tabs = () => screen.findByRole("tablist", { name: "Promotion categories" });
const cardTitles = () => screen.getAllByRole("link").map((link) => link.textContent);
const select = (name: string) => fireEvent.mouseDown(screen.getByRole("tab", { name }), { button: 0, ctrlKey: false });

describe("/promotions", () => {
  it("puts tabs of the categories with an offer over the cards, and badges the cards with an offer", async () => {
    await renderPage(<PromotionsPage />, { url: "/promotions" });
    const list = await tabs();
    // Every category with an offer, GENERAL as "All games", in the contract's order.
    expect(
      within(list)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["All offers", "All games", "Slots"]);
    expect(screen.getByRole("tab", { name: "All offers" }).getAttribute("aria-selected")).toBe("true");
    const welcome = await screen.findByRole("link", { name: /^Welcome/ });
    expect(within(welcome).getByText("100% up to 1,000")).toBeTruthy();
    expect(within(screen.getByRole("link", { name: /^Slots reload/ })).getByText("50% up to 88.50")).toBeTruthy();
    // A promotion without an offer is information only: no badge.
    expect(screen.getByRole("link", { name: /^Lucky draw news/ }).textContent).not.toContain("%");
  });

  it("badges a cashback offer's card as a cashback", async () => {
    api.on(
      "GET",
      PROMOTION_API.offers,
      ok({
        list: [
          { id: 1, terms: terms({}) },
          {
            id: 2,
            terms: terms({
              kind: "CASHBACK",
              category: "RNG",
              percent: "10",
              maxBonus: "500.00",
              minLoss: "1.00",
              turnoverMultiple: 0,
              reloadPeriod: "DAY",
            }),
          },
        ],
      }),
    );
    await renderPage(<PromotionsPage />, { url: "/promotions" });
    const cashback = await screen.findByRole("link", { name: /^Slots reload/ });
    expect(await within(cashback).findByText("10% cashback up to 500")).toBeTruthy();
    expect(within(screen.getByRole("link", { name: /^Welcome/ })).getByText("100% up to 1,000")).toBeTruthy();
  });

  it("shows only a category's promotions under its tab, and every one under All", async () => {
    await renderPage(<PromotionsPage />, { url: "/promotions" });
    await screen.findByRole("link", { name: /^Welcome/ });
    select("Slots");
    await waitFor(() => expect(screen.getAllByRole("link")).toHaveLength(1));
    expect(cardTitles()[0]).toContain("Slots reload");
    select("All games");
    await waitFor(() => expect(cardTitles()[0]).toContain("Welcome"));
    expect(screen.getAllByRole("link")).toHaveLength(1);
    select("All offers");
    await waitFor(() => expect(screen.getAllByRole("link")).toHaveLength(3));
  });

  it("opens on the tab in the address", async () => {
    await renderPage(<PromotionsPage />, { url: "/promotions?category=RNG" });
    await tabs();
    expect(screen.getByRole("tab", { name: "Slots" }).getAttribute("aria-selected")).toBe("true");
    await waitFor(() => expect(screen.getAllByRole("link")).toHaveLength(1));
  });

  it("still lists every promotion, without tabs or badges, when the offers cannot be read", async () => {
    api.on("GET", PROMOTION_API.offers, refuse("INTERNAL_ERROR", 500));
    await renderPage(<PromotionsPage />, { url: "/promotions" });
    await screen.findByRole("link", { name: /^Welcome/ });
    expect(screen.getAllByRole("link")).toHaveLength(3);
    expect(screen.queryByRole("tablist")).toBeNull();
    expect(screen.queryByText(/% up to/)).toBeNull();
  });
});
