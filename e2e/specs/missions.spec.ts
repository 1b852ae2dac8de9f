import type { Locator, Page } from "@playwright/test";
import { openCentrePage, register, showHeaderBalance } from "../fixtures/members";
import { expect, expectAccessible, test } from "../fixtures/portal";
import {
  cellUnder,
  centreMenuItem,
  dataRows,
  definitionOf,
  english,
  expectNoSidewaysScroll,
  headerBalance,
  memberCentre,
} from "../fixtures/roles";

// Missions (decision 0042): a newly registered member finds the demo brand's daily "Log in"
// mission done (registering logs in), the member centre's "Mission activity" entry says how many
// prizes wait, the prize is claimed (in the reward center, or on the mission page on a phone) and
// lands in the main wallet, and the day's leaderboard lists the member. A mission not done shows
// its progress and no Claim. The members are new, so other specs' claims do not change theirs.

const LOGIN = english("missions.task.LOGIN.one");
const DEPOSIT = english("missions.task.DEPOSIT", { amount: "100.00" });
const PRIZE = "1.00";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The entry's description while missions are ready to claim ("Missions ready to claim: 2"). */
const BADGE = new RegExp(`^${escapeRegExp(english("missions.badge", { count: "#" })).replace("#", "(\\d+)")}$`);

const missionEntry = (page: Page) => centreMenuItem(page, "missionLeaderboard");

/** How many missions the entry says are ready to claim, at least one (its description). */
async function readyToClaim(page: Page): Promise<number> {
  await expect(missionEntry(page)).toHaveAccessibleDescription(BADGE);
  // The description's words: the element the entry's aria-describedby names.
  const description = await missionEntry(page).evaluate(
    (button) => document.getElementById(button.getAttribute("aria-describedby") ?? "")?.textContent ?? "",
  );
  return Number(BADGE.exec(description)![1]);
}

/** The entry's description after a claim: one fewer, or none once nothing waits. */
async function expectBadge(page: Page, count: number) {
  if (count > 0) await expect(missionEntry(page)).toHaveAccessibleDescription(english("missions.badge", { count }));
  else await expect(missionEntry(page)).toHaveAccessibleDescription("");
}

const mission = (scope: Page | Locator, name: string) => scope.getByRole("article", { name, exact: true });
const statusTag = (card: Locator, key: string) => card.getByText(english(`missions.status.${key}`), { exact: true });
const progress = (card: Locator) => card.getByRole("progressbar", { name: english("missions.progress") });
const claimButton = (card: Locator) => card.getByRole("button", { name: english("missions.claim"), exact: true });
const myMissions = (page: Page) => page.getByRole("region", { name: english("missions.mine"), exact: true });
const periodTab = (page: Page, period: string) =>
  myMissions(page)
    .getByRole("tablist", { name: english("missions.periodTabs") })
    .getByRole("tab", { name: english(`missions.period.${period}`), exact: true });

/** The masked account the leaderboards show ("me***89"). */
const masked = (account: string) => `${account.slice(0, 2)}***${account.slice(-2)}`;

/** The member's row of today's leaderboard: masked account and "You", one mission, its prize. */
async function expectOnTodaysBoard(page: Page, account: string) {
  const board = page.getByRole("region", { name: english("missions.leaderboard"), exact: true });
  await expect(
    board
      .getByRole("tablist", { name: english("missions.boardTabs") })
      .getByRole("tab", { name: english("missions.board.DAILY"), exact: true }),
  ).toHaveAttribute("aria-selected", "true");
  const table = board.getByRole("table", { name: english("missions.boardTable.DAILY") });
  const mine = dataRows(table).filter({ hasText: english("missions.you") });
  await expect(mine).toHaveCount(1);
  await expect(await cellUnder(table, mine, english("missions.player"))).toHaveText(
    `${masked(account)} ${english("missions.you")}`,
  );
  await expect(await cellUnder(table, mine, english("missions.completed"))).toHaveText("1");
  await expect(await cellUnder(table, mine, english("missions.prizes"))).toHaveText(PRIZE);
}

test.describe("missions", () => {
  test("a new member claims the daily log-in prize in the reward center; the mission page shows it claimed", async ({
    page,
  }) => {
    const account = await register(page);
    await showHeaderBalance(page);
    await expect(headerBalance(page)).toHaveText("0.00");

    // The member centre's entry says how many prizes wait (at least the day's log-in).
    await openCentrePage(page, "rewardCenter");
    const waiting = await readyToClaim(page);
    expect(waiting).toBeGreaterThanOrEqual(1);
    await expect(
      memberCentre(page).getByRole("heading", { level: 3, name: english("center.member.rewardCenter") }),
    ).toBeVisible();

    const toClaim = page.getByRole("region", { name: english("missions.readyToClaim"), exact: true });
    const login = mission(toClaim, LOGIN);
    await expect(statusTag(login, "CLAIMABLE")).toBeVisible();
    await expect(definitionOf(login, english("missions.prize"))).toHaveText(PRIZE);
    await expectAccessible(page, "reward center with a mission to claim");
    await claimButton(login).click();
    await expect(login.getByRole("status")).toHaveText(english("missions.claimed", { amount: PRIZE }));
    // Kept in view, marked claimed, without Claim.
    await expect(statusTag(login, "CLAIMED")).toBeVisible();
    await expect(claimButton(login)).toHaveCount(0);
    await expect(headerBalance(page)).toHaveText(PRIZE);
    await expectBadge(page, waiting - 1);

    // The prize is among the member's claimed rewards.
    const rewards = page.getByRole("region", { name: english("memberRewards.mine"), exact: true });
    await rewards
      .getByRole("tablist", { name: english("memberRewards.tabs") })
      .getByRole("tab", { name: english("memberRewards.tab.CLAIMED"), exact: true })
      .click();
    const prize = rewards.getByRole("article", { name: english("memberRewards.kind.MISSION"), exact: true });
    await expect(prize).toHaveCount(1);
    await expect(prize.getByText(english("memberRewards.status.CLAIMED"), { exact: true })).toBeVisible();

    // The whole mission activity: the log-in claimed, the deposit still to do, the member on the board.
    await toClaim.getByRole("link", { name: english("missions.seeAll") }).click();
    await expect(page).toHaveURL(/member=missionLeaderboard/);
    await expect(missionEntry(page)).toHaveAttribute("aria-current", "page");
    await expect(
      memberCentre(page).getByRole("heading", { level: 3, name: english("center.member.missionLeaderboard") }),
    ).toBeVisible();
    await periodTab(page, "DAILY").click();
    const claimed = mission(myMissions(page), LOGIN);
    await expect(statusTag(claimed, "CLAIMED")).toBeVisible();
    await expect(progress(claimed)).toHaveAttribute(
      "aria-valuetext",
      english("missions.progressValue", { progress: 1, target: 1 }),
    );
    await expect(claimButton(claimed)).toHaveCount(0);
    await expectOnTodaysBoard(page, account);
    await expectAccessible(page, "mission activity");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("a mission not done shows its progress and no Claim; the log-in prize is claimed on the mission page", async ({
      page,
    }) => {
      const account = await register(page);
      await showHeaderBalance(page);
      await expect(headerBalance(page)).toHaveText("0.00");
      await openCentrePage(page, "missionLeaderboard");
      const waiting = await readyToClaim(page);
      expect(waiting).toBeGreaterThanOrEqual(1);

      // The daily missions open first: the log-in waits there.
      await expect(periodTab(page, "DAILY")).toHaveAttribute("aria-selected", "true");
      const deposit = mission(myMissions(page), DEPOSIT);
      await expect(statusTag(deposit, "IN_PROGRESS")).toBeVisible();
      await expect(progress(deposit)).toHaveAttribute(
        "aria-valuetext",
        english("missions.progressValue", { progress: "0.00", target: "100.00" }),
      );
      await expect(claimButton(deposit)).toHaveCount(0);
      await expectNoSidewaysScroll(page, "mission activity on a phone");

      const login = mission(myMissions(page), LOGIN);
      await expect(statusTag(login, "CLAIMABLE")).toBeVisible();
      await claimButton(login).click();
      await expect(login.getByRole("status")).toHaveText(english("missions.claimed", { amount: PRIZE }));
      await expect(statusTag(login, "CLAIMED")).toBeVisible();
      await expect(claimButton(login)).toHaveCount(0);
      await expectBadge(page, waiting - 1);
      await expect(headerBalance(page)).toHaveText(PRIZE);
      await expectOnTodaysBoard(page, account);
      await expectNoSidewaysScroll(page, "mission activity on a phone, after the claim");
    });
  });
});
