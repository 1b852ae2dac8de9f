// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { MISSION_API } from "@portal/contract/api/missions";
import { pathWith } from "@portal/contract/api/paths";
import { definitionOf } from "../../../test-support/definition-roles";
import { FakeApi, ok, refuse } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
import { bodyRows, cellUnder, rowWith } from "../../../test-support/table-roles";
import { MissionsPage } from "./missions-page";
import {
  BET_SLOTS,
  DAILY_BOARD,
  INVITE,
  LIVE_ROUNDS,
  LOGIN,
  NOW,
  claimedReward,
  leaderboard,
  missionList,
} from "./test-data";

const CLAIM_LOGIN = pathWith(MISSION_API.claim, { id: LOGIN.id });
const MISSIONS = missionList([BET_SLOTS, LOGIN, LIVE_ROUNDS, INVITE]);

let api: FakeApi;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
  api = new FakeApi()
    .on("GET", MISSION_API.list, ok(MISSIONS))
    .on("GET", MISSION_API.leaderboard, (call) =>
      ok(call.query.get("period") === "WEEKLY" ? leaderboard("WEEKLY") : DAILY_BOARD),
    )
    .install();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const missions = () => screen.findByRole("region", { name: "My missions" });
const card = async (name: string) => within(await missions()).findByRole("article", { name });
const openTab = (name: string) => fireEvent.mouseDown(screen.getByRole("tab", { name }), { button: 0, ctrlKey: false });

describe("Mission activity", () => {
  it("shows the day's missions first, each with its task in words, progress, prize and time left", async () => {
    await renderPage(<MissionsPage />);
    expect(screen.getByRole("heading", { name: "Mission activity", level: 3 })).toBeTruthy();
    const bet = await card("Bet 500.00 on Slots");
    const periods = screen.getByRole("tablist", { name: "Mission periods" });
    expect(
      within(periods)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["Daily missions", "Weekly missions", "Newbie missions"]);
    // A daily mission is ready to claim: the day's tab opens.
    expect(screen.getByRole("tab", { name: "Daily missions" }).getAttribute("aria-selected")).toBe("true");

    const progress = within(bet).getByRole("progressbar", { name: "Progress" });
    expect(progress.getAttribute("aria-valuenow")).toBe("120");
    expect(progress.getAttribute("aria-valuemax")).toBe("500");
    expect(progress.getAttribute("aria-valuetext")).toBe("120.00 of 500.00");
    expect(within(bet).getByText("In progress")).toBeTruthy();
    expect(definitionOf(bet, "Prize").textContent).toBe("5.00");
    expect(definitionOf(bet, "Time left").textContent).toBe("15h 0m");
    expect(within(bet).queryByRole("button", { name: "Claim" })).toBeNull();

    const login = await card("Log in");
    expect(within(login).getByText("Ready to claim")).toBeTruthy();
    expect(within(login).getByRole("progressbar", { name: "Progress" }).getAttribute("aria-valuetext")).toBe("1 of 1");
    expect(within(login).getByRole("button", { name: "Claim" })).toBeTruthy();
    // The other periods' missions are in their tabs.
    expect(within(await missions()).queryByRole("article", { name: "Play 20 rounds of Live casino" })).toBeNull();
  });

  it("shows a claimed mission as claimed, and a newbie mission's days left", async () => {
    await renderPage(<MissionsPage />);
    await card("Log in");
    openTab("Weekly missions");
    const rounds = await card("Play 20 rounds of Live casino");
    expect(within(rounds).getByText("Claimed")).toBeTruthy();
    expect(within(rounds).queryByRole("button", { name: "Claim" })).toBeNull();
    expect(within(rounds).queryByText("Time left")).toBeNull();
    openTab("Newbie missions");
    const invite = await card("Invite 1 friend");
    expect(definitionOf(invite, "Time left").textContent).toBe("3d 5h");
    expect(within(invite).getByRole("progressbar", { name: "Progress" }).getAttribute("aria-valuenow")).toBe("0");
  });

  it("claims a done mission: the prize is told, the mission shows claimed, missions and rewards are read again", async () => {
    api
      .on("POST", CLAIM_LOGIN, ok(claimedReward(LOGIN)))
      .on(
        "GET",
        MISSION_API.list,
        ok(MISSIONS),
        ok(missionList([BET_SLOTS, { ...LOGIN, status: "CLAIMED" }, LIVE_ROUNDS, INVITE])),
      );
    const { queryClient } = await renderPage(<MissionsPage />);
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    fireEvent.click(within(await card("Log in")).getByRole("button", { name: "Claim" }));
    const login = await card("Log in");
    expect((await within(login).findByRole("status")).textContent).toBe(
      "A prize of 1.00 was added to your main wallet.",
    );
    expect(within(login).getByText("Claimed")).toBeTruthy();
    expect(within(login).queryByRole("button", { name: "Claim" })).toBeNull();
    expect(api.callsTo("POST", CLAIM_LOGIN)).toHaveLength(1);
    expect(api.callsTo("POST", CLAIM_LOGIN)[0]!.body).toBeUndefined();
    await waitFor(() => expect(api.callsTo("GET", MISSION_API.list)).toHaveLength(2));
    // The missions (the menu's badge), the rewards (features/rewards) and the money (the header's balance).
    const predicates = invalidate.mock.calls.map(([filters]) => filters?.predicate).filter(Boolean);
    const reads = (name: string) =>
      predicates.some((predicate) => predicate!({ queryKey: ["member", name, "t"] } as never));
    expect(["missions", "memberRewards", "balance"].filter(reads)).toEqual(["missions", "memberRewards", "balance"]);
  });

  it("tells why a claim is refused, in words", async () => {
    api.on("POST", CLAIM_LOGIN, refuse("MISSION_INCOMPLETE", 409));
    await renderPage(<MissionsPage />);
    fireEvent.click(within(await card("Log in")).getByRole("button", { name: "Claim" }));
    expect((await within(await card("Log in")).findByRole("alert")).textContent).toBe("This mission is not done yet.");
    // The missions are read again (the server's word on the mission's state).
    await waitFor(() => expect(api.callsTo("GET", MISSION_API.list)).toHaveLength(2));
  });

  it("says so when there is no mission, and offers to retry a failed read", async () => {
    api.on("GET", MISSION_API.list, ok(missionList([])));
    await renderPage(<MissionsPage />);
    expect(await within(await missions()).findByText("There are no missions at the moment.")).toBeTruthy();
    cleanup();

    api.on("GET", MISSION_API.list, refuse("INTERNAL_ERROR", 500), ok(MISSIONS));
    await renderPage(<MissionsPage />);
    const alert = await within(await missions()).findByRole("alert");
    expect(alert.textContent).toContain("Something went wrong on our side. Please try again later.");
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await card("Bet 500.00 on Slots")).toBeTruthy();
  });

  it("shows the day's leaderboard with the member's own row marked, and the week's in its tab", async () => {
    await renderPage(<MissionsPage />);
    const board = await screen.findByRole("region", { name: "Leaderboard" });
    const table = await within(board).findByRole("table", { name: "Today's leaderboard" });
    expect(bodyRows(table)).toHaveLength(2);
    const mine = rowWith(table, "2");
    expect(cellUnder(table, mine, "Player").textContent).toBe("me***01 You");
    expect(cellUnder(table, mine, "Missions completed").textContent).toBe("2");
    expect(cellUnder(table, mine, "Prizes").textContent).toBe("6.00");
    expect(cellUnder(table, rowWith(table, "1"), "Player").textContent).toBe("ab***yz");
    expect(within(board).getByText("Resets in 15h 0m")).toBeTruthy();
    expect(api.callsTo("GET", MISSION_API.leaderboard)[0]!.query.get("period")).toBe("DAILY");

    openTab("Weekly");
    expect(await within(board).findByText("No one has completed a mission this week yet.")).toBeTruthy();
    expect(api.callsTo("GET", MISSION_API.leaderboard).at(-1)!.query.get("period")).toBe("WEEKLY");
  });
});
