// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { MISSION_API } from "@portal/contract/api/missions";
import { pathWith } from "@portal/contract/api/paths";
import { definitionOf } from "../../../test-support/definition-roles";
import { FakeApi, ok } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
import { MissionsToClaim } from "./missions-to-claim";
import { BET_SLOTS, LIVE_ROUNDS, LOGIN, NOW, claimedReward, missionList } from "./test-data";

const CLAIM_LOGIN = pathWith(MISSION_API.claim, { id: LOGIN.id });

let api: FakeApi;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
  api = new FakeApi().on("GET", MISSION_API.list, ok(missionList([BET_SLOTS, LOGIN, LIVE_ROUNDS]))).install();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const region = () => screen.findByRole("region", { name: "Missions ready to claim" });

describe("Missions ready to claim", () => {
  it("lists only the done missions, with their prize and time left, and claims one in place", async () => {
    api
      .on("POST", CLAIM_LOGIN, ok(claimedReward(LOGIN)))
      .on(
        "GET",
        MISSION_API.list,
        ok(missionList([BET_SLOTS, LOGIN, LIVE_ROUNDS])),
        ok(missionList([BET_SLOTS, { ...LOGIN, status: "CLAIMED" }, LIVE_ROUNDS])),
      );
    await renderPage(<MissionsToClaim />);
    const login = await within(await region()).findByRole("article", { name: "Log in" });
    expect(within(await region()).getAllByRole("article")).toHaveLength(1);
    expect(definitionOf(login, "Prize").textContent).toBe("1.00");
    expect(definitionOf(login, "Time left").textContent).toBe("15h 0m");
    // Every mission here is done: no progress bar.
    expect(within(login).queryByRole("progressbar")).toBeNull();

    fireEvent.click(within(login).getByRole("button", { name: "Claim" }));
    const claimed = await within(await region()).findByRole("status");
    expect(claimed.textContent).toBe("A prize of 1.00 was added to your main wallet.");
    // Claimed here, it stays in view (read again, the server says CLAIMED) until the page is left.
    const kept = within(await region()).getByRole("article", { name: "Log in" });
    expect(within(kept).getByText("Claimed")).toBeTruthy();
    expect(within(kept).queryByRole("button", { name: "Claim" })).toBeNull();
    expect(api.callsTo("POST", CLAIM_LOGIN)).toHaveLength(1);
  });

  it("says so when no mission is ready, with the way to all missions", async () => {
    api.on("GET", MISSION_API.list, ok(missionList([BET_SLOTS, LIVE_ROUNDS])));
    await renderPage(<MissionsToClaim />, { url: "/?member=rewardCenter" });
    expect(await within(await region()).findByText("No mission is ready to claim.")).toBeTruthy();
    expect(
      within(await region())
        .getByRole("link", { name: "See all missions" })
        .getAttribute("href"),
    ).toBe("/?member=missionLeaderboard");
  });
});
