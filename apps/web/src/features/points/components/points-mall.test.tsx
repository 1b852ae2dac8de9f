// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { POINTS_API } from "@portal/contract/api/points";
import { TRIAL_MEMBER_TYPE } from "@portal/contract/members";
import { closeModal, getModal } from "../../../shared/modals/modal-store";
import { clearSession } from "../../../shared/storage/session";
import { cursorPages, emptyPage } from "../../../test-support/cursor-pages";
import { definitionOf, findDefinitionOf } from "../../../test-support/definition-roles";
import { FakeApi, ok } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
import { bodyRows, cellUnder, rowWith } from "../../../test-support/table-roles";
import { PointsMall } from "./points-mall";
import { REWARDS, SUMMARY, entry, redemption } from "./test-data";

let api: FakeApi;

beforeEach(() => {
  api = new FakeApi()
    .on("GET", POINTS_API.summary, ok(SUMMARY))
    .on("GET", POINTS_API.rewards, ok({ list: REWARDS }))
    .install();
});

afterEach(() => {
  cleanup();
  closeModal();
  vi.unstubAllGlobals();
});

const card = (name: string) => screen.findByRole("article", { name });
const tab = (name: string) => screen.getByRole("tab", { name });

async function renderAsVisitor() {
  const page = await renderPage(<PointsMall />);
  clearSession();
  return page;
}

describe("PointsMall", () => {
  it("shows the member's balance and how points are earned (only the categories that earn)", async () => {
    await renderPage(<PointsMall />);
    const mine = await screen.findByRole("region", { name: "My points" });
    expect((await findDefinitionOf(mine, "Points balance")).textContent).toBe("1,500");
    expect(within(mine).getByText("Points for every 100.00 of valid bets:")).toBeTruthy();
    const rates = within(mine).getByRole("list", { name: "Points for every 100.00 of valid bets:" });
    expect(
      within(rates)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Live casino: 2 points", "Slots: 5 points"]);
  });

  it("shows the rewards: picture or icon, cost, value, stock, and a sold-out one that cannot be redeemed", async () => {
    await renderPage(<PointsMall />);
    expect(tab("Rewards").getAttribute("aria-selected")).toBe("true");
    const cash = await card("Cash 10");
    expect(within(cash).getByText("Ten in your main wallet.")).toBeTruthy();
    expect(definitionOf(cash, "Cost").textContent).toBe("500 points");
    expect(definitionOf(cash, "Value").textContent).toBe("10.00");
    expect(definitionOf(cash, "Left").textContent).toBe("5");
    expect(within(cash).getByRole("button", { name: "Redeem" }).hasAttribute("disabled")).toBe(false);

    const gift = await card("Team jersey");
    // A physical reward has no money value; without a limit, no stock is shown.
    expect(within(gift).queryByText("Value")).toBeNull();
    expect(within(gift).queryByText("Left")).toBeNull();

    const sold = await card("Cash 100");
    expect(within(sold).getAllByText("Sold out")).toHaveLength(2);
    expect(within(sold).getByRole("button", { name: "Redeem" }).hasAttribute("disabled")).toBe(true);
  });

  it("waits with Redeem until the member has enough points, saying how many are missing", async () => {
    await renderPage(<PointsMall />);
    const dear = await card("Cash 50");
    const redeem = within(dear).getByRole("button", { name: "Redeem" });
    expect(redeem.hasAttribute("disabled")).toBe(true);
    expect(redeem.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(redeem.getAttribute("aria-describedby")!)?.textContent).toBe(
      "You need 1,000 more points.",
    );
  });

  it("shows a visitor the rewards with a log-in prompt in place of the balance", async () => {
    await renderAsVisitor();
    expect(await card("Cash 10")).toBeTruthy();
    const mine = screen.getByRole("region", { name: "My points" });
    expect(
      within(mine).getByText("Log in to see your points, redeem rewards and convert points to money."),
    ).toBeTruthy();
    expect(within(mine).queryByText("Points balance")).toBeNull();
    // No member tabs: the rewards are all a visitor has.
    expect(screen.queryByRole("tab")).toBeNull();
    fireEvent.click(within(mine).getByRole("button", { name: "Log in" }));
    expect(getModal()?.name).toBe("login");
    closeModal();
    // Redeem asks a visitor to log in too.
    fireEvent.click(within(await card("Cash 10")).getByRole("button", { name: "Redeem" }));
    expect(getModal()?.name).toBe("login");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("tells a trial member a real account is needed, without asking for points", async () => {
    await renderPage(<PointsMall />, { memberType: TRIAL_MEMBER_TYPE });
    expect(await card("Cash 10")).toBeTruthy();
    const mine = screen.getByRole("region", { name: "My points" });
    expect(within(mine).getByRole("note").textContent).toBe(
      "A real account is needed for this. Please register first.",
    );
    expect(api.callsTo("GET", POINTS_API.summary)).toEqual([]);
  });

  it("lists the member's redemptions with their status and the operator's note", async () => {
    api.on(
      "GET",
      POINTS_API.redemptions,
      cursorPages([
        [
          redemption(3, {
            rewardId: 2,
            name: "Team jersey",
            kind: "PHYSICAL",
            cost: 1000,
            amount: null,
            status: "IN_PROCESS",
            reviewedAt: null,
          }),
          redemption(2, {
            name: "Phone case",
            kind: "PHYSICAL",
            amount: null,
            status: "REJECTED",
            note: "Address not found",
          }),
          redemption(1),
        ],
      ]),
    );
    await renderPage(<PointsMall />, { url: "/pointMall" });
    fireEvent.mouseDown(await screen.findByRole("tab", { name: "My redemptions" }), { button: 0, ctrlKey: false });
    expect(tab("My redemptions").getAttribute("aria-selected")).toBe("true");
    const table = await screen.findByRole("table", { name: "My redemptions" });
    const [jersey, rejected, cash] = bodyRows(table);
    expect(cellUnder(table, jersey!, "Status").textContent).toBe("In process");
    expect(cellUnder(table, jersey!, "Value").textContent).toBe("—");
    expect(cellUnder(table, jersey!, "Cost").textContent).toBe("1,000");
    expect(cellUnder(table, rejected!, "Status").textContent).toBe("RejectedAddress not found");
    expect(within(cellUnder(table, rejected!, "Status")).getByText("Address not found")).toBeTruthy();
    expect(cellUnder(table, cash!, "Status").textContent).toBe("Approved");
    expect(cellUnder(table, cash!, "Value").textContent).toBe("10.00");
    expect(cellUnder(table, cash!, "Time (GMT+8)").textContent).toBe("02/01/2024 09:00:00");
    expect(api.callsTo("GET", POINTS_API.redemptions)[0]!.query.get("pageSize")).toBe("10");
  });

  it("says so when there is no redemption yet", async () => {
    api.on("GET", POINTS_API.redemptions, emptyPage());
    await renderPage(<PointsMall />, { url: "/pointMall?tab=redemptions" });
    expect(await screen.findByText("You have not redeemed anything yet.")).toBeTruthy();
  });

  it("lists the points history with its reasons and signed points, a page by cursor", async () => {
    api.on(
      "GET",
      POINTS_API.transactions,
      cursorPages(
        [
          [
            entry(4, { reason: "POINTS_CONVERTED", points: -300, balanceAfter: 1500 }),
            entry(3, { reason: "POINTS_REFUNDED", points: 1000, balanceAfter: 1800 }),
          ],
          [entry(2, { reason: "POINTS_REDEEMED", points: -1000, balanceAfter: 800 }), entry(1)],
        ],
        { total: 4, pageSize: 2 },
      ),
    );
    await renderPage(<PointsMall />, { url: "/pointMall?tab=history" });
    const table = await screen.findByRole("table", { name: "Points history" });
    const converted = rowWith(table, "Converted to money");
    expect(cellUnder(table, converted, "Points").textContent).toBe("-300");
    expect(cellUnder(table, converted, "Points after").textContent).toBe("1,500");
    expect(cellUnder(table, rowWith(table, "Returned"), "Points").textContent).toBe("+1,000");

    const pager = screen.getByRole("navigation", { name: "Pages" });
    fireEvent.click(within(pager).getByRole("button", { name: "Next" }));
    expect(await within(table).findByText("Redeemed for a reward")).toBeTruthy();
    expect(cellUnder(table, rowWith(table, "Earned on bets"), "Points").textContent).toBe("+120");
    expect(within(pager).getByRole("status").textContent).toBe("Page 2 of 2");
    expect(api.callsTo("GET", POINTS_API.transactions).at(-1)!.query.get("cursor")).toBe("next-1");
  });
});
