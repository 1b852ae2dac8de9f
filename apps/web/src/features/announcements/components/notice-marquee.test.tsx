// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import { API } from "@portal/contract/api/paths";
import { FakeApi, ok } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
import { NoticeMarquee } from "./notice-marquee";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const content = (player: { id: number; title: string }[]) =>
  ok({ banners: [], player, popup: [], promotion: [], home: [] });

describe("NoticeMarquee", () => {
  it("says it is loading until the announcements answer, and that there are none only once they say so", async () => {
    const api = new FakeApi().on("GET", API.announcementContent, content([])).install();
    const release = api.hold("GET", API.announcementContent);
    await renderPage(<NoticeMarquee />);
    const strip = screen.getByRole("button", { name: /^Announcements/ });
    expect(strip.textContent).toContain("Loading");
    expect(strip.textContent).not.toContain("There are no announcements.");

    release();
    await vi.waitFor(() => expect(strip.textContent).toContain("There are no announcements."));
    expect(strip.textContent).not.toContain("Loading");
  });

  it("shows the notices' titles", async () => {
    new FakeApi().on("GET", API.announcementContent, content([{ id: 1, title: "Holiday hours" }])).install();
    await renderPage(<NoticeMarquee />);
    expect(await screen.findByText("Holiday hours")).toBeTruthy();
  });
});
