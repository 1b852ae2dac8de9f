// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { AGENT_API } from "@portal/contract/api/agents";
import { FakeApi, ok, refuse } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
import type { AgentAnnouncement } from "../api/announcements-api";
import { AgentAnnouncementsPage } from "./agent-announcements-page";

// 2024-05-06 21:07:09 and 2024-05-01 09:30:00 GMT+8.
const NEWER = Date.UTC(2024, 4, 6, 13, 7, 9);
const OLDER = Date.UTC(2024, 4, 1, 1, 30, 0);
const ANNOUNCEMENTS: AgentAnnouncement[] = [
  {
    id: 7,
    title: "New daily salary tiers",
    content: "<p>From Monday the daily salary has <strong>five</strong> tiers.</p><p>Offer them to your downlines.</p>",
    time: NEWER,
  },
  { id: 3, title: "Rebates are paid hourly", content: "<p>Rebates now arrive every hour.</p>", time: OLDER },
];

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi().on("GET", AGENT_API.announcements, ok(ANNOUNCEMENTS)).install();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The announcements as listed: each one an article named by its title. */
async function listed() {
  const page = screen.getByRole("region", { name: "Announcement" });
  const list = await within(page).findByRole("list", { name: "Announcements for agents" });
  return within(list).getAllByRole("article");
}

describe("Announcement (announcement, AGENTANNOUNCE3)", () => {
  it("lists the announcements to agents newest first, each with its title, date and text", async () => {
    await renderPage(<AgentAnnouncementsPage />, { memberType: 1 });
    const [newer, older] = await listed();
    expect(newer).toBe(screen.getByRole("article", { name: "New daily salary tiers" }));
    expect(within(newer!).getByRole("heading", { level: 4 }).textContent).toBe("New daily salary tiers");
    const time = within(newer!).getByText("06/05/2024 21:07:09");
    expect(time.tagName).toBe("TIME");
    expect(time.getAttribute("datetime")).toBe("2024-05-06T21:07:09+08:00");
    const paragraphs = within(newer!).getAllByRole("paragraph");
    expect(paragraphs.map((p) => p.textContent)).toEqual([
      "From Monday the daily salary has five tiers.",
      "Offer them to your downlines.",
    ]);
    expect(within(newer!).getByText("five").tagName).toBe("STRONG");

    expect(older).toBe(screen.getByRole("article", { name: "Rebates are paid hourly" }));
    expect(within(older!).getByText("01/05/2024 09:30:00")).toBeTruthy();
    expect(within(older!).getByText("Rebates now arrive every hour.")).toBeTruthy();
    expect(api.callsTo("GET", AGENT_API.announcements)).toHaveLength(1);
  });

  it("renders the operator's HTML as the notices do: no script or handler survives", async () => {
    api.on(
      "GET",
      AGENT_API.announcements,
      ok([
        {
          id: 1,
          title: "Careful",
          content: '<p onclick="alert(1)">Read this<script>alert(1)</script><img src="x" onerror="alert(1)"></p>',
          time: NEWER,
        },
      ]),
    );
    await renderPage(<AgentAnnouncementsPage />, { memberType: 1 });
    const [only] = await listed();
    expect(within(only!).getByText("Read this")).toBeTruthy();
    expect(only!.querySelector("script")).toBeNull();
    expect(only!.querySelector("[onclick], [onerror]")).toBeNull();
  });

  it("says so when there is no announcement for agents", async () => {
    api.on("GET", AGENT_API.announcements, ok([]));
    await renderPage(<AgentAnnouncementsPage />, { memberType: 1 });
    const empty = await screen.findByText("There are no announcements for agents yet.");
    expect(empty.closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("shows a refusal translated from its error code, with a retry", async () => {
    api.on("GET", AGENT_API.announcements, refuse("AGENT_CAPABILITY_MISSING", 403), ok(ANNOUNCEMENTS));
    await renderPage(<AgentAnnouncementsPage />, { memberType: 1 });
    const error = await screen.findByRole("alert");
    expect(error.textContent).toContain("Your agent account cannot do this.");
    fireEvent.click(within(error).getByRole("button", { name: "Try again" }));
    expect(await listed()).toHaveLength(2);
  });
});
