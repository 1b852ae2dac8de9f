// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { AGENT_API, type TeamOverview } from "@portal/contract/api/agents";
import { GAME_CATEGORIES } from "@portal/contract/games";
import { findDefinitionOf, definitionOf } from "../../../test-support/definition-roles";
import { FakeApi, ok, refuse } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
import { bodyRows, cellUnder, rowWith } from "../../../test-support/table-roles";
import { TeamOverviewPage } from "./team-overview-page";

// 2024-05-06 21:07:09 GMT+8; the brand's day started at 00:00 GMT+8.
const LOGIN = Date.UTC(2024, 4, 6, 13, 7, 9);
const DAY_START = Date.UTC(2024, 4, 5, 16);
const OVERVIEW: TeamOverview = {
  memberType: 1,
  directCount: 12,
  teamSize: 1234,
  registeredToday: 3,
  rates: GAME_CATEGORIES.map((category) => ({ category, rate: category === "LIVE" ? "1.5" : "0" })),
  lastLoginAt: LOGIN,
  lastLoginIp: "203.0.113.7",
  dayStartsAt: DAY_START,
};

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi().on("GET", AGENT_API.overview, ok(OVERVIEW)).install();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Team overview (teamOverview)", () => {
  it("shows the team's figures and the agent's last login", async () => {
    await renderPage(<TeamOverviewPage />, { memberType: 1 });
    const page = screen.getByRole("region", { name: "Team overview" });
    expect((await findDefinitionOf(page, "Direct downlines")).textContent).toBe("12");
    expect(definitionOf(page, "Team size").textContent).toBe("1,234");
    expect(definitionOf(page, "Registered today").textContent).toBe("3");
    expect(definitionOf(page, "Last login").textContent).toBe("06/05/2024 21:07:09");
    expect(definitionOf(page, "Last login IP").textContent).toBe("203.0.113.7");
    // "Today" is the brand's day, told with its start.
    expect(within(page).getByText("Today counts from 06/05/2024 00:00:00.")).toBeTruthy();
  });

  it("lists the agent's own rebate rate per game category, by the categories' names", async () => {
    await renderPage(<TeamOverviewPage />, { memberType: 1 });
    const table = await screen.findByRole("table", { name: "My rebate rates" });
    expect(bodyRows(table)).toHaveLength(GAME_CATEGORIES.length);
    expect(cellUnder(table, rowWith(table, "Live casino"), "Rebate rate").textContent).toBe("1.5%");
    expect(cellUnder(table, rowWith(table, "Slots"), "Rebate rate").textContent).toBe("0%");
  });

  it("says never for an agent that has not logged in before", async () => {
    api.on("GET", AGENT_API.overview, ok({ ...OVERVIEW, lastLoginAt: null, lastLoginIp: "" }));
    await renderPage(<TeamOverviewPage />, { memberType: 1 });
    const page = screen.getByRole("region", { name: "Team overview" });
    expect((await findDefinitionOf(page, "Last login")).textContent).toBe("Never");
    expect(definitionOf(page, "Last login IP").textContent).toBe("—");
  });

  it("shows a refusal translated from its error code, with a retry", async () => {
    api.on("GET", AGENT_API.overview, refuse("AGENT_CAPABILITY_MISSING", 403), ok(OVERVIEW));
    await renderPage(<TeamOverviewPage />, { memberType: 1 });
    const error = await screen.findByRole("alert");
    expect(error.textContent).toContain("Your agent account cannot do this.");
    fireEvent.click(within(error).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("table", { name: "My rebate rates" })).toBeTruthy();
  });
});
