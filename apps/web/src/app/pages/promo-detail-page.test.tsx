// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import { API, pathWith } from "@portal/contract/api/paths";
import type { Announcement } from "@portal/contract/api/content";
import { PROMOTION_API, type Eligibility, type OfferTerms } from "@portal/contract/api/promotions";
import { EVENT_API } from "@portal/contract/api/promotion-events";
import { RAFFLE_API } from "@portal/contract/api/raffles";
import { FakeApi, ok } from "../../test-support/fake-api";
import { renderPage } from "../../test-support/render-page";
import PromoDetailPage from "./promo-detail-page";

const promotion = (id: number, title: string): Announcement => ({
  id,
  type: "PR",
  title,
  content: `<p>${title}: read the rules.</p>`,
  time: Date.UTC(2024, 0, 2, 1, 0, 0),
  execution: "B",
  imageUrl: "",
  link: "",
});
const TERMS: OfferTerms = {
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
};
const NOT_ELIGIBLE: Eligibility = {
  terms: TERMS,
  state: "NOT_ELIGIBLE",
  reason: "ALREADY_CLAIMED",
  deposit: null,
  bonus: null,
  turnoverRequired: null,
  claimed: null,
  cashback: null,
};

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
        promotion: [promotion(1, "Welcome"), promotion(3, "News"), promotion(4, "Contest")],
        home: [],
      }),
    )
    .on("GET", PROMOTION_API.offers, ok({ list: [{ id: 1, terms: TERMS }] }))
    .on("GET", pathWith(PROMOTION_API.eligibility, { id: 1 }), ok(NOT_ELIGIBLE))
    .on(
      "GET",
      pathWith(EVENT_API.event, { id: 4 }),
      ok({ id: 2, startsAt: 0, endsAt: null, open: true, reason: null, application: null }),
    )
    .install();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("/promoDetail", () => {
  it("shows the offer and the member's standing below the promotion's text", async () => {
    await renderPage(<PromoDetailPage />, { url: "/promoDetail?id=1" });
    const article = await screen.findByRole("article", { name: "Welcome" });
    const offer = await within(article).findByRole("region", { name: "Bonus offer" });
    // The offer comes after the text.
    const text = within(article).getByText("Welcome: read the rules.");
    expect(text.compareDocumentPosition(offer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(offer).getByRole("region", { name: "Terms" })).toBeTruthy();
    expect((await within(offer).findByRole("note")).textContent).toBe("You have already claimed this bonus.");
  });

  it("shows the event's application form below an event's text, and no event panel for others", async () => {
    await renderPage(<PromoDetailPage />, { url: "/promoDetail?id=4" });
    const article = await screen.findByRole("article", { name: "Contest" });
    const event = await within(article).findByRole("region", { name: "Event application" });
    const text = within(article).getByText("Contest: read the rules.");
    expect(text.compareDocumentPosition(event) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(event).getByRole("form", { name: "Apply to join" })).toBeTruthy();
    cleanup();

    // The offer's promotion is no event (its event call answers NOT_FOUND).
    await renderPage(<PromoDetailPage />, { url: "/promoDetail?id=1" });
    await screen.findByRole("region", { name: "Bonus offer" });
    await vi.waitFor(() => expect(api.callsTo("GET", pathWith(EVENT_API.event, { id: 1 }))).toHaveLength(1));
    expect(screen.queryByRole("region", { name: "Event application" })).toBeNull();
  });

  it("shows the raffle below the offer, and no raffle panel for a promotion without one", async () => {
    api.on(
      "GET",
      pathWith(RAFFLE_API.raffle, { id: 1 }),
      ok({
        promotionId: 1,
        qualifier: "DEPOSIT",
        perDraw: "50.00",
        maxDraws: 3,
        startsAt: 0,
        endsAt: Date.UTC(2099, 0, 1, 0, 0, 0),
        prizes: [{ id: 1, label: "Cash 8", amount: "8.00", weight: 1, left: null }],
        seedHash: "ab".repeat(32),
        serverSeed: null,
        qualifying: "0.00",
        earned: 0,
        used: 0,
        available: 0,
        draws: [],
      }),
    );
    await renderPage(<PromoDetailPage />, { url: "/promoDetail?id=1" });
    const article = await screen.findByRole("article", { name: "Welcome" });
    const raffle = await within(article).findByRole("region", { name: "Lucky draw" });
    const offer = within(article).getByRole("region", { name: "Bonus offer" });
    expect(offer.compareDocumentPosition(raffle) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(raffle).getByRole("table", { name: "Prizes" })).toBeTruthy();
    cleanup();

    // The raffle call answers NOT_FOUND for the others.
    await renderPage(<PromoDetailPage />, { url: "/promoDetail?id=4" });
    await screen.findByRole("region", { name: "Event application" });
    await vi.waitFor(() => expect(api.callsTo("GET", pathWith(RAFFLE_API.raffle, { id: 4 }))).toHaveLength(1));
    expect(screen.queryByRole("region", { name: "Lucky draw" })).toBeNull();
  });

  it("shows no offer for a promotion that is information only", async () => {
    await renderPage(<PromoDetailPage />, { url: "/promoDetail?id=3" });
    await screen.findByRole("article", { name: "News" });
    await vi.waitFor(() => expect(api.callsTo("GET", PROMOTION_API.offers)).toHaveLength(1));
    expect(screen.queryByRole("region", { name: "Bonus offer" })).toBeNull();
    expect(api.callsTo("GET", pathWith(PROMOTION_API.eligibility, { id: 3 }))).toEqual([]);
  });
});
