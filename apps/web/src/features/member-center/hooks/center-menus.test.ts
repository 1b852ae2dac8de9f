import { describe, expect, it } from "vitest";
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

  it("follows the reward centre and messages switches", () => {
    const menu = memberMenu(member, without(FEATURE.rewardCenter, FEATURE.messages));
    expect(menu).not.toContain("rewardCenter");
    expect(menu).not.toContain("messageV2");
    expect(menu).toContain("securityCenter");
  });
});

describe("agent centre menu", () => {
  it("lists every page when every switch is on", () => {
    expect(agentMenu(all)).toEqual([...AGENT_PAGES]);
  });

  it("always keeps announcement, team overview and transaction details", () => {
    expect(agentMenu({})).toEqual(["announcement", "teamOverview", "transactionDetails"]);
  });

  it("needs the switch and the consolidated flag for dividend and salaries", () => {
    expect(agentMenu(without(FEATURE.dividend, FEATURE.hourlySalary))).not.toContain("dividend");
    const flags = agentMenu(all, { dailySalary: false });
    expect(flags).not.toContain("dailySalary");
    expect(flags).toContain("hourlySalary");
  });
});

describe("active page", () => {
  it("keeps a listed page, else the first", () => {
    expect(activePage(["a", "b"], "b")).toBe("b");
    expect(activePage(["a", "b"], "zzz")).toBe("a");
    expect(activePage([], "a")).toBeUndefined();
  });
});
