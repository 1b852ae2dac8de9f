// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import i18next from "i18next";
import { useLocation } from "react-router";
import { API } from "@portal/contract/api/paths";
import { VIP_API } from "@portal/contract/api/vip";
import { FEATURE } from "@portal/contract/feature-switches";
import { TRIAL_MEMBER_TYPE } from "@portal/contract/members";
import { VIP_NS } from "../../../shared/i18n/namespaces";
import { closeModal, getModal } from "../../../shared/modals/modal-store";
import { clearSession } from "../../../shared/storage/session";
import { FakeApi, ok, refuse } from "../../../test-support/fake-api";
import { renderPage, startTestI18n } from "../../../test-support/render-page";
import { bodyRows, cellUnder } from "../../../test-support/table-roles";
import vipEn from "../../../locales/vip/en.json";
import { VipOverview } from "./vip-overview";
import { LEVELS, MINE, TOP } from "./test-data";

/** A brand with the reward center (REWCEN3) on. */
const status = {
  maintenance: false,
  regionRestriction: false,
  location: { ip: "", country: "" },
  info: {
    whitelabel: [{ modId: FEATURE.rewardCenter, enabled: "1", childrenNodes: [] }],
    register: {},
    resources: [],
    customerService: [],
  },
};

let api: FakeApi;

beforeAll(async () => {
  await startTestI18n();
  // The page's own namespace, as its route loads it (vip-texts.ts).
  i18next.addResourceBundle("en", VIP_NS, vipEn);
});

beforeEach(() => {
  api = new FakeApi()
    .on("GET", API.systemStatus, ok(status))
    .on("GET", VIP_API.levels, ok(LEVELS))
    .on("GET", VIP_API.mine, ok(MINE))
    .install();
});

afterEach(() => {
  cleanup();
  closeModal();
  vi.unstubAllGlobals();
});

/** The search string of the router, where the member centre keeps its page. */
function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

const hero = () => screen.findByRole("region", { name: "My VIP level" });
const table = () => screen.findByRole("table", { name: "VIP levels and benefits" });

async function renderAsVisitor() {
  const page = await renderPage(<VipOverview />);
  clearSession();
  return page;
}

describe("VipOverview", () => {
  it("shows a member's level and the deposits and valid bets the next level still needs", async () => {
    await renderPage(<VipOverview />);
    const mine = await hero();
    expect(await within(mine).findByText("VIP 2")).toBeTruthy();
    expect(within(mine).getByText("Gold")).toBeTruthy();
    expect(within(mine).getByText("Since 02/01/2024")).toBeTruthy();
    expect(
      within(mine).getByText("Deposit 1,200.00 more and bet 5,000.00 more within 30 days to reach VIP 3."),
    ).toBeTruthy();

    const deposits = within(mine).getByRole("progressbar", { name: "Deposits towards VIP 3" });
    expect(deposits.getAttribute("aria-valuenow")).toBe("1300");
    expect(deposits.getAttribute("aria-valuemax")).toBe("2500");
    expect(deposits.getAttribute("aria-valuetext")).toBe("1,300.00 of 2,500.00");
    const bets = within(mine).getByRole("progressbar", { name: "Valid bets towards VIP 3" });
    expect(bets.getAttribute("aria-valuenow")).toBe("25000");
    expect(bets.getAttribute("aria-valuemax")).toBe("30000");
    expect(bets.getAttribute("aria-valuetext")).toBe("25,000.00 of 30,000.00");

    expect(within(mine).getByText("To keep VIP 2, place at least 4,000.00 in valid bets each month.")).toBeTruthy();
    expect(within(mine).getByText(/Levels are updated once a day\..*claimed in the reward center\./)).toBeTruthy();
  });

  it("opens the member centre's reward center", async () => {
    await renderPage(
      <>
        <VipOverview />
        <Search />
      </>,
    );
    fireEvent.click(await within(await hero()).findByRole("button", { name: "Open reward center" }));
    expect(new URLSearchParams(screen.getByTestId("search").textContent ?? "").get("member")).toBe("rewardCenter");
  });

  it("names only the figure still missing, and a level met but not yet given", async () => {
    api.on(
      "GET",
      VIP_API.mine,
      ok({ ...MINE, next: { level: 3, depositRemaining: "0.00", betsRemaining: "5000.00" } }),
    );
    await renderPage(<VipOverview />);
    const mine = await hero();
    expect(await within(mine).findByText("Bet 5,000.00 more within 30 days to reach VIP 3.")).toBeTruthy();
    // Done is more than asked: the bar is full at the level's own figure.
    const deposits = within(mine).getByRole("progressbar", { name: "Deposits towards VIP 3" });
    await waitFor(() => expect(deposits.getAttribute("aria-valuetext")).toBe("1,300.00 of 2,500.00"));
    cleanup();

    api.on("GET", VIP_API.mine, ok({ ...MINE, next: { level: 3, depositRemaining: "0.00", betsRemaining: "0.00" } }));
    await renderPage(<VipOverview />);
    expect(
      await within(await hero()).findByText(
        "You meet the requirements for VIP 3. Your level rises at the next daily update.",
      ),
    ).toBeTruthy();
  });

  it("tells a member at the top level so, without progress bars", async () => {
    api.on("GET", VIP_API.mine, ok(TOP));
    await renderPage(<VipOverview />);
    const mine = await hero();
    expect(await within(mine).findByText("You are at the top level.")).toBeTruthy();
    expect(within(mine).getByText("VIP 3")).toBeTruthy();
    expect(within(mine).queryByRole("progressbar")).toBeNull();
  });

  it("lists every level's benefits with the member's own level marked", async () => {
    await renderPage(<VipOverview />);
    const benefits = await table();
    expect(
      within(benefits)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual([
      "Level",
      "Deposits needed",
      "Valid bets needed",
      "Upgrade gift",
      "Monthly gift",
      "Daily rebate",
      "Daily withdrawal limit",
      "Monthly bets to keep",
    ]);
    const [zero, one, two, three] = bodyRows(benefits);
    expect(bodyRows(benefits)).toHaveLength(4);

    await waitFor(() => expect(two!.getAttribute("aria-current")).toBe("true"));
    expect(within(two!).getByRole("rowheader").textContent).toBe("VIP 2 Gold Your level");
    expect(cellUnder(benefits, two!, "Deposits needed").textContent).toBe("2,000.00");
    expect(cellUnder(benefits, two!, "Valid bets needed").textContent).toBe("20,000.00");
    expect(cellUnder(benefits, two!, "Upgrade gift").textContent).toBe("20.00");
    expect(cellUnder(benefits, two!, "Monthly gift").textContent).toBe("10.00");
    expect(cellUnder(benefits, two!, "Daily rebate").textContent).toBe("0.2%");
    expect(cellUnder(benefits, two!, "Daily withdrawal limit").textContent).toBe("50,000.00 · 5 times a day");
    expect(cellUnder(benefits, two!, "Monthly bets to keep").textContent).toBe("4,000.00");

    for (const row of [zero!, one!, three!]) expect(row.getAttribute("aria-current")).toBeNull();
    expect(within(benefits).getAllByText("Your level")).toHaveLength(1);
    expect(cellUnder(benefits, zero!, "Daily withdrawal limit").textContent).toBe("Standard");
    expect(cellUnder(benefits, one!, "Monthly bets to keep").textContent).toBe("Kept for good");
    expect(cellUnder(benefits, three!, "Daily withdrawal limit").textContent).toBe("100,000.00");
    expect(screen.getByText(/within 30 days\. A month whose valid bets miss/)).toBeTruthy();
  });

  it("invites a visitor to log in or register, and shows the levels with none marked", async () => {
    await renderAsVisitor();
    const mine = await hero();
    expect(within(mine).getByText(/^Log in to see your VIP level/)).toBeTruthy();
    expect(within(mine).queryByRole("progressbar")).toBeNull();
    fireEvent.click(within(mine).getByRole("button", { name: "Log in" }));
    expect(getModal()?.name).toBe("login");
    fireEvent.click(within(mine).getByRole("button", { name: "Register" }));
    expect(getModal()?.name).toBe("register");

    const benefits = await table();
    expect(bodyRows(benefits).filter((row) => row.hasAttribute("aria-current"))).toEqual([]);
  });

  it("tells a trial member a real account is needed, without asking for a level", async () => {
    await renderPage(<VipOverview />, { memberType: TRIAL_MEMBER_TYPE });
    const mine = await hero();
    expect(within(mine).getByRole("note").textContent).toBe(
      "A real account is needed for this. Please register first.",
    );
    expect(await table()).toBeTruthy();
    expect(api.callsTo("GET", VIP_API.mine)).toEqual([]);
  });

  it("shows an error with a retry when the level cannot be read, the levels still shown", async () => {
    api.on("GET", VIP_API.mine, refuse("INTERNAL_ERROR", 500), ok(MINE));
    await renderPage(<VipOverview />);
    const mine = await hero();
    const retry = await within(mine).findByRole("button", { name: "Try again" });
    expect(await table()).toBeTruthy();
    fireEvent.click(retry);
    expect(await within(mine).findByRole("progressbar", { name: "Deposits towards VIP 3" })).toBeTruthy();
  });

  it("says so when the brand has no levels", async () => {
    api.on("GET", VIP_API.levels, ok({ windowDays: 30, list: [] }));
    await renderPage(<VipOverview />);
    expect(await screen.findByText("There are no VIP levels at the moment.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
