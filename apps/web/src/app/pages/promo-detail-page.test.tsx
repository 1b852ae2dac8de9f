// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import { API, pathWith } from "@portal/contract/api/paths";
import type { Announcement } from "@portal/contract/api/content";
import { PROMOTION_API, type Eligibility, type OfferTerms } from "@portal/contract/api/promotions";
import { EVENT_API } from "@portal/contract/api/promotion-events";
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

  it("shows no offer for a promotion that is information only", async () => {
    await renderPage(<PromoDetailPage />, { url: "/promoDetail?id=3" });
    await screen.findByRole("article", { name: "News" });
    await vi.waitFor(() => expect(api.callsTo("GET", PROMOTION_API.offers)).toHaveLength(1));
    expect(screen.queryByRole("region", { name: "Bonus offer" })).toBeNull();
    expect(api.callsTo("GET", pathWith(PROMOTION_API.eligibility, { id: 3 }))).toEqual([]);
  });
});
