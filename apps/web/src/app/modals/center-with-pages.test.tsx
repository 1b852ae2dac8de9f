// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import { API } from "@portal/contract/api/paths";
import { MEMBER_PAGES } from "../../features/member-center/hooks/center-menus";
import { FakeApi, ok } from "../../test-support/fake-api";
import { renderPage } from "../../test-support/render-page";
import { CenterWithPages, MEMBER_CENTER_PAGES } from "./center-with-pages";

beforeEach(() => {
  new FakeApi()
    .on(
      "GET",
      API.walletBalance,
      ok({
        sumBalance: "12.30",
        currency: "USD",
        symbol: "$",
        demo: false,
        held: "0.00",
        wallets: [{ kind: "MAIN", name: "", available: true, balance: "12.30", currency: "USD" }],
      }),
    )
    .install();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("member centre pages composed in app/", () => {
  it("supplies only pages of the personal centre's menu, each a lazy chunk with a component", async () => {
    for (const [page, load] of Object.entries(MEMBER_CENTER_PAGES)) {
      expect(MEMBER_PAGES).toContain(page);
      expect(typeof (await load!()).default).toBe("function");
    }
    expect(Object.keys(MEMBER_CENTER_PAGES).sort()).toEqual(
      [
        "bonusDetails",
        "depositv2",
        "personalHistoryCopy",
        "personalProfit",
        "transactionHistory",
        "transferFund",
        "transferUpline",
        "withdraw",
      ].sort(),
    );
  });

  it("shows the wallet page in place of the empty state", async () => {
    await renderPage(<CenterWithPages name="memberCenter" params={{ page: "transferFund" }} onClose={() => {}} />);
    const page = await screen.findByTestId("center-page-transferFund");
    expect((await within(page).findByTestId("wallet-total")).textContent).toBe("12.30");
  });

  it("shows the betting record and personal profit pages with their menu entry highlighted", async () => {
    await renderPage(
      <CenterWithPages name="memberCenter" params={{ page: "personalHistoryCopy" }} onClose={() => {}} />,
    );
    const bets = await screen.findByTestId("center-page-personalHistoryCopy");
    expect(await within(bets).findByTestId("bets-filters")).toBeTruthy();
    expect(screen.getByTestId("center-menu-personalHistoryCopy").getAttribute("aria-current")).toBe("page");
    expect(screen.getByTestId("center-menu-personalProfit").getAttribute("aria-current")).toBeNull();
    cleanup();

    await renderPage(<CenterWithPages name="memberCenter" params={{ page: "personalProfit" }} onClose={() => {}} />);
    const profit = await screen.findByTestId("center-page-personalProfit");
    expect(await within(profit).findByTestId("profit-filters")).toBeTruthy();
    expect(screen.getByTestId("center-menu-personalProfit").getAttribute("aria-current")).toBe("page");
  });

  it("keeps the empty state for a page nobody supplies", async () => {
    await renderPage(<CenterWithPages name="memberCenter" params={{ page: "referral" }} onClose={() => {}} />);
    const page = await screen.findByTestId("center-page-referral");
    expect(page.textContent).toContain("This page arrives with its feature soon.");
  });
});
