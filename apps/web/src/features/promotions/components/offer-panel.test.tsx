// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { pathWith } from "@portal/contract/api/paths";
import { PROMOTION_API } from "@portal/contract/api/promotions";
import { TRIAL_MEMBER_TYPE } from "@portal/contract/members";
import { closeModal, getModal } from "../../../shared/modals/modal-store";
import { clearSession } from "../../../shared/storage/session";
import { definitionOf, findDefinitionOf } from "../../../test-support/definition-roles";
import { FakeApi, ok, refuse } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
import { OfferPanel } from "./offer-panel";
import { CASHBACK_TERMS, TERMS, bonus, eligibility } from "./test-data";

const ID = 11;
const ELIGIBILITY = pathWith(PROMOTION_API.eligibility, { id: ID });
const CLAIM = pathWith(PROMOTION_API.claim, { id: ID });

let api: FakeApi;

beforeEach(() => {
  api = new FakeApi().on("GET", PROMOTION_API.offers, ok({ list: [{ id: ID, terms: TERMS }] })).install();
});

afterEach(() => {
  cleanup();
  closeModal();
  vi.unstubAllGlobals();
});

const panel = () => screen.findByRole("region", { name: "Bonus offer" });
const terms = async () => within(await panel()).getByRole("region", { name: "Terms" });
const standing = () => screen.findByRole("region", { name: "Your bonus" });

async function renderAsVisitor() {
  const page = await renderPage(<OfferPanel promotionId={ID} />);
  clearSession();
  return page;
}

describe("OfferPanel", () => {
  it("shows the offer's terms as a definition list", async () => {
    await renderAsVisitor();
    expect(within(await panel()).getByText("100% up to 1,000")).toBeTruthy();
    const list = await terms();
    expect(definitionOf(list, "Bonus type").textContent).toBe("First deposit bonus");
    expect(definitionOf(list, "Games").textContent).toBe("All games");
    expect(definitionOf(list, "Bonus").textContent).toBe("100% of the deposit, up to 1,000");
    expect(definitionOf(list, "Minimum deposit").textContent).toBe("50.00");
    expect(definitionOf(list, "Turnover requirement").textContent).toBe("10× the bonus");
    const weights = within(definitionOf(list, "Bets that count")).getAllByRole("listitem");
    expect(weights.map((item) => item.textContent)).toEqual([
      "Live casino: 10% counts",
      "Slots: 100% counts",
      "Other games do not count.",
    ]);
    expect(definitionOf(list, "Claim within").textContent).toBe("3 days of the deposit");
    expect(definitionOf(list, "Turnover deadline").textContent).toBe("7 days after claiming");
    expect(definitionOf(list, "Offer period").textContent).toBe("From 01/01/2024 08:00:00");
    // A first-deposit bonus has no reload period.
    expect(within(list).queryByText("How often")).toBeNull();
  });

  it("shows a reload offer's period, its basis and the end of the offer", async () => {
    api.on(
      "GET",
      PROMOTION_API.offers,
      ok({
        list: [
          {
            id: ID,
            terms: {
              ...TERMS,
              kind: "RELOAD",
              category: "RNG",
              percent: "12.5",
              maxBonus: "88.50",
              turnoverBasis: "DEPOSIT_AND_BONUS",
              reloadPeriod: "WEEK",
              endsAt: Date.UTC(2024, 1, 1, 0, 0, 0),
            },
          },
        ],
      }),
    );
    await renderAsVisitor();
    const list = await terms();
    expect(definitionOf(list, "Bonus type").textContent).toBe("Reload bonus");
    expect(definitionOf(list, "Games").textContent).toBe("Slots");
    expect(definitionOf(list, "Bonus").textContent).toBe("12.5% of the deposit, up to 88.50");
    expect(definitionOf(list, "Turnover requirement").textContent).toBe("10× the deposit plus the bonus");
    expect(definitionOf(list, "How often").textContent).toBe("Once a week");
    expect(definitionOf(list, "Offer period").textContent).toBe("01/01/2024 08:00:00 to 01/02/2024 08:00:00");
  });

  it("shows nothing for a promotion without an offer", async () => {
    api.on("GET", PROMOTION_API.offers, ok({ list: [] }));
    const { container } = await renderAsVisitor();
    await waitFor(() => expect(api.callsTo("GET", PROMOTION_API.offers)).toHaveLength(1));
    expect(container.textContent).toBe("");
  });

  it("asks a visitor to log in, with the login the header opens", async () => {
    await renderAsVisitor();
    const button = within(await panel()).getByRole("button", { name: "Log in to claim" });
    expect(within(await panel()).getByText("Log in to see whether you can claim this bonus.")).toBeTruthy();
    fireEvent.click(button);
    expect(getModal()?.name).toBe("login");
    expect(api.callsTo("GET", ELIGIBILITY)).toEqual([]);
  });

  it("tells a trial member a real account is needed, without asking the server", async () => {
    await renderPage(<OfferPanel promotionId={ID} />, { memberType: TRIAL_MEMBER_TYPE });
    expect((await within(await panel()).findByRole("note")).textContent).toBe(
      "A real account is needed for this. Please register first.",
    );
    expect(within(await panel()).queryByRole("button")).toBeNull();
    expect(api.callsTo("GET", ELIGIBILITY)).toEqual([]);
  });

  it("claims a claimable bonus and shows its turnover progress", async () => {
    const claimed = bonus(5, { turnoverCounted: "0.00", turnoverRemaining: "2000.00" });
    api
      .on(
        "GET",
        ELIGIBILITY,
        ok(
          eligibility("CLAIMABLE", {
            deposit: { orderNo: "D20240102A", amount: "200.00" },
            bonus: "200.00",
            turnoverRequired: "2000.00",
          }),
        ),
        ok(eligibility("CLAIMED", { claimed })),
      )
      .on("POST", CLAIM, ok(claimed));
    await renderPage(<OfferPanel promotionId={ID} />);
    const mine = await standing();
    expect(await within(mine).findByText("You can claim this bonus now.")).toBeTruthy();
    expect((await findDefinitionOf(mine, "Qualifying deposit")).textContent).toBe("200.00");
    expect(definitionOf(mine, "Bonus you get").textContent).toBe("200.00");
    expect(definitionOf(mine, "Turnover required").textContent).toBe("2,000.00");

    fireEvent.click(within(mine).getByRole("button", { name: "Claim bonus" }));
    expect((await within(mine).findByRole("status")).textContent).toBe("A bonus of 200.00 was added to your wallet.");
    const card = within(mine).getByRole("article", { name: "Welcome bonus" });
    expect(within(card).getByText("Active")).toBeTruthy();
    const progress = within(card).getByRole("progressbar", { name: "Turnover" });
    expect(progress.getAttribute("aria-valuetext")).toBe("0.00 of 2,000.00");
    expect(progress.getAttribute("max")).toBe("2000");
    expect(definitionOf(card, "Turnover still to play").textContent).toBe("2,000.00");
    expect(definitionOf(card, "Expires").textContent).toBe("09/01/2024 09:00:00");
    expect(within(mine).queryByRole("button", { name: "Claim bonus" })).toBeNull();

    const [claim] = api.callsTo("POST", CLAIM);
    expect(claim!.body).toEqual({ requestId: expect.any(String) });
    // The member's session goes with the member calls, as with every other one.
    expect(claim!.headers.get("authorization")).toBe("test-session-token");
  });

  it("sends the same requestId again when a claim is retried after a lost connection", async () => {
    const claimable = eligibility("CLAIMABLE", {
      deposit: { orderNo: "D1", amount: "100.00" },
      bonus: "100.00",
      turnoverRequired: "1000.00",
    });
    api.on("GET", ELIGIBILITY, ok(claimable)).on("POST", CLAIM, "network", ok(bonus(6)));
    await renderPage(<OfferPanel promotionId={ID} />);
    const mine = await standing();
    fireEvent.click(await within(mine).findByRole("button", { name: "Claim bonus" }));
    expect((await within(mine).findByRole("alert")).textContent).toContain("network connection");
    fireEvent.click(within(mine).getByRole("button", { name: "Claim bonus" }));
    await waitFor(() => expect(api.callsTo("POST", CLAIM)).toHaveLength(2));
    const [first, retry] = api.callsTo("POST", CLAIM);
    expect(retry!.body).toEqual(first!.body);
  });

  it("shows why a member cannot claim the bonus", async () => {
    api.on("GET", ELIGIBILITY, ok(eligibility("NOT_ELIGIBLE", { reason: "BONUS_ACTIVE" })));
    await renderPage(<OfferPanel promotionId={ID} />);
    const mine = await standing();
    expect((await within(mine).findByRole("note")).textContent).toBe(
      "You already have an active bonus. One bonus runs at a time.",
    );
    expect(within(mine).queryByRole("button", { name: "Claim bonus" })).toBeNull();
  });

  it("shows a refused claim's error and its reason translated", async () => {
    api
      .on(
        "GET",
        ELIGIBILITY,
        ok(eligibility("CLAIMABLE", { deposit: { orderNo: "D1", amount: "100.00" }, bonus: "100.00" })),
        ok(eligibility("NOT_ELIGIBLE", { reason: "NO_QUALIFYING_DEPOSIT" })),
      )
      .on("POST", CLAIM, refuse("PROMOTION_NOT_ELIGIBLE", 409, { reason: "NO_QUALIFYING_DEPOSIT" }));
    await renderPage(<OfferPanel promotionId={ID} />);
    const mine = await standing();
    fireEvent.click(await within(mine).findByRole("button", { name: "Claim bonus" }));
    const alert = await within(mine).findByRole("alert");
    expect(
      within(alert)
        .getAllByRole("paragraph")
        .map((p) => p.textContent),
    ).toEqual([
      "This bonus cannot be claimed.",
      "You have no deposit that qualifies: deposit at least the minimum, then claim within the claim window.",
    ]);
    // The member's standing is read again: the Claim button goes.
    await waitFor(() => expect(within(mine).queryByRole("button", { name: "Claim bonus" })).toBeNull());
    expect(api.callsTo("GET", ELIGIBILITY)).toHaveLength(2);
  });

  it("shows a linked account's reason", async () => {
    api.on("GET", ELIGIBILITY, ok(eligibility("NOT_ELIGIBLE", { reason: "LINKED_ACCOUNT" })));
    await renderPage(<OfferPanel promotionId={ID} />);
    expect((await within(await standing()).findByRole("note")).textContent).toBe(
      "Another account on the same device or with the same bank account has already received this offer for this period.",
    );
  });
});

describe("OfferPanel: a cashback", () => {
  beforeEach(() => {
    api.on("GET", PROMOTION_API.offers, ok({ list: [{ id: ID, terms: CASHBACK_TERMS }] }));
  });

  const yourCashback = () => screen.findByRole("region", { name: "Your cashback" });

  it("says its terms in words, without a deposit or a turnover", async () => {
    await renderAsVisitor();
    expect(within(await panel()).getByText("10% cashback up to 500")).toBeTruthy();
    const list = await terms();
    expect(
      within(list).getByText(
        "10% of your net loss on Slots each day, up to 500.00, from a loss of 1.00; paid to your reward center after the day ends",
      ),
    ).toBeTruthy();
    expect(definitionOf(list, "Bonus type").textContent).toBe("Cashback on net loss");
    expect(definitionOf(list, "Games").textContent).toBe("Slots");
    expect(definitionOf(list, "Turnover requirement").textContent).toBe("No turnover requirement");
    expect(definitionOf(list, "Claim within").textContent).toBe("7 days after it is paid");
    expect(within(list).queryByText("Minimum deposit")).toBeNull();
    expect(within(list).queryByText("Bets that count")).toBeNull();
  });

  it("says a weekly cashback on every game, earned by any loss, in words", async () => {
    api.on(
      "GET",
      PROMOTION_API.offers,
      ok({
        list: [{ id: ID, terms: { ...CASHBACK_TERMS, category: "GENERAL", minLoss: "0.00", reloadPeriod: "WEEK" } }],
      }),
    );
    await renderAsVisitor();
    expect(
      within(await terms()).getByText(
        "10% of your net loss on all games each week, up to 500.00; paid to your reward center after the week ends",
      ),
    ).toBeTruthy();
  });

  it("asks a visitor to log in to see the cashback", async () => {
    await renderAsVisitor();
    expect(within(await panel()).getByText("Log in to see the cashback you have built up.")).toBeTruthy();
    fireEvent.click(within(await panel()).getByRole("button", { name: "Log in to see your cashback" }));
    expect(getModal()?.name).toBe("login");
    expect(api.callsTo("GET", ELIGIBILITY)).toEqual([]);
  });

  it("shows a member what today has built up so far and when it is paid, with nothing to claim", async () => {
    api.on(
      "GET",
      ELIGIBILITY,
      ok(
        eligibility("AUTOMATIC", {
          terms: CASHBACK_TERMS,
          cashback: {
            // 2024-01-02 00:00 to 2024-01-03 00:00 GMT+8.
            periodStart: Date.UTC(2024, 0, 1, 16, 0, 0),
            periodEnd: Date.UTC(2024, 0, 2, 16, 0, 0),
            netLoss: "1234.5",
            amount: "123.45",
          },
        }),
      ),
    );
    await renderPage(<OfferPanel promotionId={ID} />);
    const mine = await yourCashback();
    expect(await within(mine).findByText("Today so far: net loss 1,234.50, cashback 123.45")).toBeTruthy();
    expect(
      within(mine).getByText("The day ends at 03/01/2024 00:00:00; its cashback is then paid to your reward center."),
    ).toBeTruthy();
    expect(within(mine).queryByRole("button")).toBeNull();
    expect(within(mine).queryByText(/earns cashback/)).toBeNull();
    expect(api.callsTo("POST", CLAIM)).toEqual([]);
  });

  it("tells a member below the least loss what earns cashback", async () => {
    api.on(
      "GET",
      ELIGIBILITY,
      ok(
        eligibility("AUTOMATIC", {
          terms: { ...CASHBACK_TERMS, minLoss: "50.00", reloadPeriod: "WEEK" },
          cashback: { periodStart: 0, periodEnd: Date.UTC(2024, 0, 7, 16, 0, 0), netLoss: "20.00", amount: "0.00" },
        }),
      ),
    );
    await renderPage(<OfferPanel promotionId={ID} />);
    const mine = await yourCashback();
    expect(await within(mine).findByText("This week so far: net loss 20.00, cashback 0.00")).toBeTruthy();
    expect(within(mine).getByText("A net loss of at least 50.00 earns cashback.")).toBeTruthy();
  });

  it("tells a member outside the audience why, as for a bonus", async () => {
    api.on("GET", ELIGIBILITY, ok(eligibility("NOT_ELIGIBLE", { terms: CASHBACK_TERMS, reason: "NOT_IN_AUDIENCE" })));
    await renderPage(<OfferPanel promotionId={ID} />);
    expect((await within(await yourCashback()).findByRole("note")).textContent).toBe(
      "This offer is not available for your account.",
    );
  });
});
