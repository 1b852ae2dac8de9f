import { describe, expect, it } from "vitest";
import { CONSOLIDATED_FLAG, type Consolidated } from "@portal/contract/api/contracts";
import { FEATURE } from "@portal/contract/feature-switches";
import { AGENT_PAGES, MEMBER_PAGES, activePage, agentMenu, memberMenu } from "./center-menus";

const all = Object.fromEntries(Object.values(FEATURE).map((id) => [id, true]));
const without = (...ids: string[]) => ({ ...all, ...Object.fromEntries(ids.map((id) => [id, false])) });
const member = { type: 0, toUpline: 1 };

describe("personal centre menu", () => {
  it("lists every page when every switch is on (credit market off)", () => {
    expect(memberMenu(member, without(FEATURE.creditMarket))).toEqual([...MEMBER_PAGES]);
  });

  it("hides deposit and withdrawal under the credit market or their switches", () => {
    const credit = memberMenu(member, all);
    expect(credit).not.toContain("depositv2");
    expect(credit).not.toContain("withdraw");
    const noDeposit = memberMenu(member, without(FEATURE.creditMarket, FEATURE.deposit));
    expect(noDeposit).not.toContain("depositv2");
    expect(noDeposit).toContain("withdraw");
  });

  it("shows transfer to upline only for toUpline 1, not type 2, with AGETRANSFERUP3", () => {
    const base = without(FEATURE.creditMarket);
    expect(memberMenu({ type: 0, toUpline: 1 }, base)).toContain("transferUpline");
    expect(memberMenu({ type: 1, toUpline: 1 }, base)).toContain("transferUpline");
    expect(memberMenu({ type: 2, toUpline: 1 }, base)).not.toContain("transferUpline");
    expect(memberMenu({ type: 0, toUpline: 0 }, base)).not.toContain("transferUpline");
    expect(memberMenu({ type: 0, toUpline: 1 }, without(FEATURE.transferToUpline))).not.toContain("transferUpline");
  });

  it("follows the reward centre, messages and feedback switches", () => {
    const menu = memberMenu(member, without(FEATURE.rewardCenter, FEATURE.messages, FEATURE.feedback));
    expect(menu).not.toContain("rewardCenter");
    expect(menu).not.toContain("messageV2");
    expect(menu).not.toContain("feedback");
    expect(menu).toContain("securityCenter");
    expect(memberMenu(member, without(FEATURE.creditMarket)).slice(-2)).toEqual(["messageV2", "feedback"]);
  });
});

/** The consolidated flags with every kind at `value`, and `others` as given. */
const flagsAt = (value: Consolidated[keyof Consolidated], others: Partial<Consolidated> = {}): Consolidated => ({
  divtypereq: value,
  dailysalreqtype: value,
  contracthoursalreq: value,
  realtimesalreqtype: value,
  ...others,
});
const CONTRACT_PAGES = ["dividend", "dailySalary", "hourlySalary", "realtimeSalary"];

describe("agent centre menu", () => {
  it("lists every page when every switch is on and the flags are not known yet", () => {
    expect(agentMenu(all)).toEqual([...AGENT_PAGES]);
    expect(AGENT_PAGES.slice(-4)).toEqual(CONTRACT_PAGES);
  });

  it("always keeps announcement, team overview and transaction details", () => {
    expect(agentMenu({}, flagsAt(CONSOLIDATED_FLAG.NONE))).toEqual([
      "announcement",
      "teamOverview",
      "transactionDetails",
    ]);
  });

  it("shows a contract page for a held, offered or past contract of its kind, not for none ever", () => {
    for (const value of [CONSOLIDATED_FLAG.VALID, CONSOLIDATED_FLAG.AWAITING, CONSOLIDATED_FLAG.PAST]) {
      expect(agentMenu(all, flagsAt(value))).toEqual([...AGENT_PAGES]);
    }
    const none = agentMenu(all, flagsAt(CONSOLIDATED_FLAG.NONE));
    expect(none.filter((page) => CONTRACT_PAGES.includes(page))).toEqual([]);
    expect(none).toContain("myIncome");
  });

  it("reads each kind's own flag", () => {
    const only = (field: keyof Consolidated) =>
      agentMenu(all, flagsAt(CONSOLIDATED_FLAG.NONE, { [field]: CONSOLIDATED_FLAG.AWAITING })).filter((page) =>
        CONTRACT_PAGES.includes(page),
      );
    expect(only("divtypereq")).toEqual(["dividend"]);
    expect(only("dailysalreqtype")).toEqual(["dailySalary"]);
    expect(only("contracthoursalreq")).toEqual(["hourlySalary"]);
    expect(only("realtimesalreqtype")).toEqual(["realtimeSalary"]);
  });

  it("needs the switch as well for dividend, daily and hourly salary; the real-time salary has none", () => {
    const held = flagsAt(CONSOLIDATED_FLAG.VALID);
    const menu = agentMenu(without(FEATURE.dividend, FEATURE.dailySalary, FEATURE.hourlySalary), held);
    expect(menu.filter((page) => CONTRACT_PAGES.includes(page))).toEqual(["realtimeSalary"]);
    expect(agentMenu({}, held)).toEqual(["announcement", "teamOverview", "transactionDetails", "realtimeSalary"]);
    // Not known yet: every flag counts as on, the switches still apply.
    expect(agentMenu(without(FEATURE.dividend))).not.toContain("dividend");
    expect(agentMenu(without(FEATURE.dividend))).toContain("realtimeSalary");
  });
});

describe("active page", () => {
  it("keeps a listed page, else the first", () => {
    expect(activePage(["a", "b"], "b")).toBe("b");
    expect(activePage(["a", "b"], "zzz")).toBe("a");
    expect(activePage([], "a")).toBeUndefined();
  });
});
