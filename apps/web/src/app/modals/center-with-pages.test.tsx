// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { API } from "@portal/contract/api/paths";
import { AGENT_API } from "@portal/contract/api/agents";
import { AGENT_REPORTS_API } from "@portal/contract/api/agent-reports";
import { CONTRACT_API, type Consolidated } from "@portal/contract/api/contracts";
import { PROMOTION_API } from "@portal/contract/api/promotions";
import { EVENT_API } from "@portal/contract/api/promotion-events";
import { FEATURE } from "@portal/contract/feature-switches";
import { INBOX_API } from "@portal/contract/api/inbox";
import { MISSION_API } from "@portal/contract/api/missions";
import { REWARD_API } from "@portal/contract/api/rewards";
import { pathWith } from "@portal/contract/api/paths";
import { AGENT_PAGES, MEMBER_PAGES } from "../../features/member-center/hooks/center-menus";
import { emptyPage } from "../../test-support/cursor-pages";
import { FakeApi, ok } from "../../test-support/fake-api";
import { renderPage, startTestI18n } from "../../test-support/render-page";
import { AGENT_CENTER_PAGES, CenterWithPages, MEMBER_CENTER_PAGES } from "./center-with-pages";
import { findDefinitionOf } from "../../test-support/definition-roles";
import {
  BET_SLOTS,
  LOGIN,
  claimedReward,
  leaderboard,
  missionList,
} from "../../features/missions/components/test-data";
import { reward } from "../../features/rewards/components/test-data";

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

/** The status call of a brand with every feature switch on. */
const everySwitchOn = {
  maintenance: false,
  regionRestriction: false,
  location: { ip: "", country: "" },
  info: {
    whitelabel: Object.values(FEATURE).map((modId) => ({ modId, enabled: "1", childrenNodes: [] })),
    register: {},
    resources: [],
    customerService: [],
  },
};

/** A page's entry in the centre's menu, by its name ("My wallet"). */
const menuItem = (name: string) =>
  within(screen.getByRole("navigation", { name: "Member center" })).getByRole("button", { name });
/** A record page's filter: its period and Search (`within` the page's own panel). */
async function expectDayFilter(page: HTMLElement) {
  expect(await within(page).findByLabelText("From date")).toBeTruthy();
  expect(within(page).getByLabelText("To date")).toBeTruthy();
  expect(within(page).getByRole("button", { name: "Search" })).toBeTruthy();
}
/** The page shown beside the menu, found by its heading (the panel the heading titles). */
async function pageTitled(title: string): Promise<HTMLElement> {
  const heading = await screen.findByRole("heading", { name: title });
  return heading.closest("section")!;
}

describe("member centre pages composed in app/", () => {
  it("supplies only pages of the personal centre's menu, each a lazy chunk with a component", async () => {
    // Some load their texts with them (lazy namespaces).
    await startTestI18n();
    for (const [page, load] of Object.entries(MEMBER_CENTER_PAGES)) {
      expect(MEMBER_PAGES).toContain(page);
      expect(typeof (await load!()).default).toBe("function");
    }
    expect(Object.keys(MEMBER_CENTER_PAGES).sort()).toEqual(
      [
        "bonusDetails",
        "depositv2",
        "feedback",
        "messageV2",
        "missionLeaderboard",
        "personalHistoryCopy",
        "personalProfit",
        "referral",
        "rewardCenter",
        "transactionHistory",
        "transferFund",
        "transferUpline",
        "withdraw",
      ].sort(),
    );
  });

  it("shows the wallet page in place of the empty state", async () => {
    await renderPage(<CenterWithPages name="memberCenter" params={{ page: "transferFund" }} onClose={() => {}} />);
    expect(menuItem("My wallet").getAttribute("aria-current")).toBe("page");
    expect((await findDefinitionOf(document.body, "Total balance")).textContent).toBe("12.30");
  });

  it("shows the betting record and personal profit pages with their menu entry highlighted", async () => {
    await renderPage(
      <CenterWithPages name="memberCenter" params={{ page: "personalHistoryCopy" }} onClose={() => {}} />,
    );
    const bets = await pageTitled("Betting record");
    await expectDayFilter(bets);
    // The betting record's own filter: the game category.
    expect(within(bets).getByRole("combobox", { name: "Game category" })).toBeTruthy();
    expect(menuItem("Betting record").getAttribute("aria-current")).toBe("page");
    expect(menuItem("Personal profit and loss").getAttribute("aria-current")).toBeNull();
    cleanup();

    await renderPage(<CenterWithPages name="memberCenter" params={{ page: "personalProfit" }} onClose={() => {}} />);
    const profit = await pageTitled("Personal profit and loss");
    await expectDayFilter(profit);
    // Personal profit's own filter: the quick date ranges.
    expect(within(profit).getByRole("group", { name: "Quick date ranges" })).toBeTruthy();
    expect(menuItem("Personal profit and loss").getAttribute("aria-current")).toBe("page");
  });

  it("shows the member's bonuses above the bonus details' entries", async () => {
    new FakeApi()
      .on(
        "GET",
        API.walletBalance,
        ok({ sumBalance: "0.00", currency: "USD", symbol: "$", demo: false, held: "0.00", wallets: [] }),
      )
      .on("GET", PROMOTION_API.bonuses, emptyPage())
      .on("GET", API.bonusDetails, emptyPage())
      .install();
    await renderPage(<CenterWithPages name="memberCenter" params={{ page: "bonusDetails" }} onClose={() => {}} />);
    const bonuses = await screen.findByRole("region", { name: "My bonuses" });
    expect(await within(bonuses).findByText("You have no bonuses yet.")).toBeTruthy();
    const details = await pageTitled("Bonus details");
    await expectDayFilter(details);
    expect(bonuses.compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(menuItem("Bonus details").getAttribute("aria-current")).toBe("page");
  });

  it("shows the reward center: missions to claim, the member's rewards, the event applications, the bonuses", async () => {
    new FakeApi()
      .on("GET", API.systemStatus, ok(everySwitchOn))
      .on("GET", MISSION_API.list, ok(missionList([BET_SLOTS, LOGIN])))
      .on("GET", REWARD_API.list, (call) =>
        call.query.get("status") === "ISSUED"
          ? ok({ list: [reward(5)], next: null, prev: null, total: 1, totalCapped: false, pageSize: 10 })
          : emptyPage(),
      )
      .on("GET", EVENT_API.applications, emptyPage())
      .on("GET", PROMOTION_API.bonuses, emptyPage())
      .install();
    await renderPage(<CenterWithPages name="memberCenter" params={{ page: "rewardCenter" }} onClose={() => {}} />);
    const page = await pageTitled("Reward center");
    const missions = within(page).getByRole("region", { name: "Missions ready to claim" });
    // Only the missions done: their prize waits.
    expect(await within(missions).findByRole("article", { name: "Log in" })).toBeTruthy();
    expect(within(missions).queryByRole("article", { name: "Bet 500.00 on Slots" })).toBeNull();
    expect(within(missions).getByRole("link", { name: "See all missions" }).getAttribute("href")).toBe(
      "/?member=missionLeaderboard",
    );
    const rewards = within(page).getByRole("region", { name: "My rewards" });
    expect(await within(rewards).findByRole("article", { name: "Referral reward for friend fr***nd" })).toBeTruthy();
    const applications = within(page).getByRole("region", { name: "Event applications" });
    expect(await within(applications).findByText("You have not applied to any event yet.")).toBeTruthy();
    const bonuses = within(page).getByRole("region", { name: "My bonuses" });
    expect(await within(bonuses).findByText("You have no bonuses yet.")).toBeTruthy();
    const order = [missions, rewards, applications, bonuses];
    for (const [before, after] of order.slice(0, -1).map((section, i) => [section, order[i + 1]!] as const)) {
      expect(before.compareDocumentPosition(after) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    await waitFor(() => expect(menuItem("Reward center").getAttribute("aria-current")).toBe("page"));
  });

  it("shows the mission activity page", async () => {
    new FakeApi()
      .on("GET", MISSION_API.list, ok(missionList([BET_SLOTS])))
      .on("GET", MISSION_API.leaderboard, ok(leaderboard("DAILY")))
      .install();
    await renderPage(
      <CenterWithPages name="memberCenter" params={{ page: "missionLeaderboard" }} onClose={() => {}} />,
    );
    const page = await pageTitled("Mission activity");
    expect(await within(page).findByRole("article", { name: "Bet 500.00 on Slots" })).toBeTruthy();
    expect(within(page).getByRole("region", { name: "Leaderboard" })).toBeTruthy();
    expect(menuItem("Mission activity").getAttribute("aria-current")).toBe("page");
  });

  it("shows platform information (messageV2) and feedback beside it, each with its entry highlighted", async () => {
    new FakeApi()
      .on("GET", API.systemStatus, ok(everySwitchOn))
      .on("GET", INBOX_API.messages, emptyPage({ unread: 0 }))
      .install();
    await renderPage(<CenterWithPages name="memberCenter" params={{ page: "messageV2" }} onClose={() => {}} />);
    // The messages' entry comes with the feature switches.
    const page = await pageTitled("Platform information");
    expect(await within(page).findByText("No messages yet")).toBeTruthy();
    expect(menuItem("Platform information").getAttribute("aria-current")).toBe("page");
    expect(menuItem("Feedback")).toBeTruthy();
  });
});

describe("agent centre pages composed in app/", () => {
  it("supplies every page of the agent centre, each a lazy chunk", async () => {
    await startTestI18n();
    for (const [page, load] of Object.entries(AGENT_CENTER_PAGES)) {
      expect(AGENT_PAGES).toContain(page);
      expect(typeof (await load!()).default).toBe("function");
    }
    expect(Object.keys(AGENT_CENTER_PAGES).sort()).toEqual(
      [
        "announcement",
        "dailySalary",
        "dividend",
        "hourlySalary",
        "myIncome",
        "realtimeSalary",
        "registerAccount",
        "teamBetting",
        "teamManagement",
        "teamOverview",
        "transactionDetails",
        "userProfitLoss",
      ].sort(),
    );
    expect(Object.keys(AGENT_CENTER_PAGES).sort()).toEqual([...AGENT_PAGES].sort());
  });

  it("shows a page whose texts are the agent centre's own namespace (transaction details)", async () => {
    new FakeApi()
      .on(
        "GET",
        AGENT_REPORTS_API.transactions,
        ok({
          list: [],
          next: null,
          prev: null,
          total: 0,
          totalCapped: false,
          pageSize: 20,
          from: 0,
          to: 0,
          currency: "USD",
        }),
      )
      .install();
    await renderPage(
      <CenterWithPages name="agentCenter" params={{ page: "transactionDetails" }} onClose={() => {}} />,
      { memberType: 1 },
    );
    const page = await pageTitled("Transaction details");
    expect(await within(page).findByText("No deposits or withdrawals in this period.")).toBeTruthy();
    expect(within(page).getByRole("searchbox", { name: "Member account" })).toBeTruthy();
  });

  it("opens on the announcements to agents, its first page", async () => {
    new FakeApi()
      .on(
        "GET",
        AGENT_API.announcements,
        ok([{ id: 1, title: "Salary day", content: "<p>Paid at 00:30.</p>", time: 0 }]),
      )
      .install();
    await renderPage(<CenterWithPages name="agentCenter" params={{}} onClose={() => {}} />, { memberType: 1 });
    const page = await pageTitled("Announcement");
    expect(await within(page).findByRole("article", { name: "Salary day" })).toBeTruthy();
    expect(within(page).getByText("Paid at 00:30.")).toBeTruthy();
  });

  it("shows the team overview in place of the empty state", async () => {
    new FakeApi()
      .on(
        "GET",
        AGENT_API.overview,
        ok({
          memberType: 1,
          directCount: 7,
          teamSize: 9,
          registeredToday: 0,
          rates: [],
          lastLoginAt: null,
          lastLoginIp: "",
          dayStartsAt: 0,
        }),
      )
      .install();
    await renderPage(<CenterWithPages name="agentCenter" params={{ page: "teamOverview" }} onClose={() => {}} />, {
      memberType: 1,
    });
    const overview = await pageTitled("Team overview");
    expect((await findDefinitionOf(overview, "Direct downlines")).textContent).toBe("7");
    const item = within(screen.getByRole("navigation", { name: "Agent center" })).getByRole("button", {
      name: "Team overview",
    });
    expect(item.getAttribute("aria-current")).toBe("page");
  });
  it("shows the contract pages the consolidated flags give the agent, and the one asked for", async () => {
    const flags: Consolidated = { divtypereq: 0, dailysalreqtype: 1, contracthoursalreq: 3, realtimesalreqtype: 2 };
    const api = new FakeApi()
      .on("GET", API.systemStatus, ok(everySwitchOn))
      .on("GET", CONTRACT_API.consolidated, ok(flags))
      .on("GET", CONTRACT_API.contracts, ok({ list: [] }))
      .on("GET", CONTRACT_API.bills, emptyPage())
      .install();
    await renderPage(<CenterWithPages name="agentCenter" params={{ page: "realtimeSalary" }} onClose={() => {}} />, {
      memberType: 1,
    });
    const page = await pageTitled("Real-time salary");
    expect(await within(page).findByText("You hold no contract of this kind.")).toBeTruthy();
    const menu = within(screen.getByRole("navigation", { name: "Agent center" }));
    // The dividend's flag is NONE (never a contract of the kind): its entry goes once the flags are read.
    await waitFor(() => expect(menu.queryByRole("button", { name: "Dividend" })).toBeNull());
    expect(menu.getAllByRole("button").map((item) => item.textContent)).toEqual([
      "Announcement",
      "Team overview",
      "Register account",
      "Team management",
      "Team betting",
      "User profit and loss",
      "My income",
      "Transaction details",
      "Daily salary",
      "Hourly salary",
      "Real-time salary",
    ]);
    expect(menu.getByRole("button", { name: "Real-time salary" }).getAttribute("aria-current")).toBe("page");
    expect(api.callsTo("GET", CONTRACT_API.consolidated)).toHaveLength(1);
    expect(api.callsTo("GET", CONTRACT_API.bills)[0]!.query.get("kind")).toBe("REALTIME_SALARY");
  });

  it("does not ask for the flags in the personal centre", async () => {
    const api = new FakeApi().on("GET", API.systemStatus, ok(everySwitchOn)).install();
    api.on("GET", INBOX_API.messages, emptyPage({ unread: 0 }));
    await renderPage(<CenterWithPages name="memberCenter" params={{ page: "messageV2" }} onClose={() => {}} />, {
      memberType: 1,
    });
    expect(await screen.findByText("No messages yet")).toBeTruthy();
    expect(api.callsTo("GET", API.systemStatus).length).toBeGreaterThan(0);
    expect(api.callsTo("GET", CONTRACT_API.consolidated)).toEqual([]);
  });
});

describe("the personal centre menu's mission badge", () => {
  const missionItem = () => menuItem("Mission activity");
  const badge = () => within(missionItem()).queryByText(/^\d+$/);

  it("shows how many missions are ready to claim, and updates after a claim", async () => {
    const claim = pathWith(MISSION_API.claim, { id: LOGIN.id });
    const api = new FakeApi()
      .on(
        "GET",
        MISSION_API.list,
        ok(missionList([BET_SLOTS, LOGIN, { ...LOGIN, id: 7, period: "WEEKLY" }])),
        ok(missionList([BET_SLOTS, { ...LOGIN, status: "CLAIMED" }, { ...LOGIN, id: 7, period: "WEEKLY" }])),
      )
      .on("GET", MISSION_API.leaderboard, ok(leaderboard("DAILY")))
      .on("POST", claim, ok(claimedReward(LOGIN)))
      .install();
    await renderPage(
      <CenterWithPages name="memberCenter" params={{ page: "missionLeaderboard" }} onClose={() => {}} />,
    );
    // Its name stays the page's; the count is its description.
    await waitFor(() => expect(badge()?.textContent).toBe("2"));
    expect(
      screen.getByRole("button", { name: "Mission activity", description: "Missions ready to claim: 2" }),
    ).toBeTruthy();
    expect(badge()!.getAttribute("aria-hidden")).toBe("true");

    const page = await pageTitled("Mission activity");
    fireEvent.click(
      within(await within(page).findByRole("article", { name: "Log in" })).getByRole("button", { name: "Claim" }),
    );
    await waitFor(() => expect(badge()?.textContent).toBe("1"));
    expect(missionItem().getAttribute("aria-describedby")).toBeTruthy();
    expect(
      screen.getByRole("button", { name: "Mission activity", description: "Missions ready to claim: 1" }),
    ).toBeTruthy();
    expect(api.callsTo("POST", claim)).toHaveLength(1);
  });

  it("shows no badge without a mission to claim", async () => {
    const api = new FakeApi()
      .on("GET", API.systemStatus, ok(everySwitchOn))
      .on("GET", MISSION_API.list, ok(missionList([BET_SLOTS])))
      .install();
    api.on("GET", INBOX_API.messages, emptyPage({ unread: 0 }));
    await renderPage(<CenterWithPages name="memberCenter" params={{ page: "messageV2" }} onClose={() => {}} />);
    await waitFor(() => expect(api.callsTo("GET", MISSION_API.list)).toHaveLength(1));
    await screen.findByText("No messages yet");
    expect(badge()).toBeNull();
    expect(missionItem().textContent).toBe("Mission activity");
    expect(missionItem().getAttribute("aria-describedby")).toBeNull();
  });

  it("does not count missions in the agent centre", async () => {
    const api = new FakeApi().on("GET", MISSION_API.list, ok(missionList([LOGIN]))).install();
    await renderPage(<CenterWithPages name="agentCenter" params={{}} onClose={() => {}} />, { memberType: 1 });
    expect(await screen.findByRole("navigation", { name: "Agent center" })).toBeTruthy();
    expect(api.callsTo("GET", MISSION_API.list)).toEqual([]);
  });
});
