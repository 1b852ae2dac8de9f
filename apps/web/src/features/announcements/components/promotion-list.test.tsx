// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import { API } from "@portal/contract/api/paths";
import type { Announcement } from "@portal/contract/api/content";
import { FakeApi, ok } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
import { PromotionList } from "./promotion-list";

const promotion = (id: number, title: string): Announcement => ({
  id,
  type: "PR",
  title,
  content: "",
  // 2024-01-02 09:00:00 GMT+8.
  time: Date.UTC(2024, 0, 2, 1, 0, 0),
  execution: "B",
  imageUrl: `/img/art/promotions/${id}.svg`,
  link: "",
});
const content = (list: Announcement[]) => ok({ banners: [], player: [], popup: [], promotion: list, home: [] });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("PromotionList", () => {
  it("shows each promotion of the group as a card linking to its details", async () => {
    new FakeApi()
      .on("GET", API.announcementContent, content([promotion(1, "Welcome"), promotion(2, "Reload")]))
      .install();
    await renderPage(<PromotionList />);
    const link = await screen.findByRole("link", { name: /^Welcome/ });
    expect(link.getAttribute("href")).toBe("/promoDetail?id=1");
    expect(within(link).getByText("02/01/2024 09:00:00 (GMT+8)")).toBeTruthy();
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });

  it("asks for the first card's picture at once, the page's largest paint on a phone; the rest as they near the screen", async () => {
    new FakeApi()
      .on("GET", API.announcementContent, content([promotion(1, "Welcome"), promotion(2, "Reload")]))
      .install();
    // A screen that never comes near the cards: only a picture asked for at once loads.
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    await renderPage(<PromotionList />);
    const first = await screen.findByRole("link", { name: /^Welcome/ });
    expect(first.querySelector("img")?.getAttribute("fetchpriority")).toBe("high");
    expect(screen.getByRole("link", { name: /^Reload/ }).querySelector("img")).toBeNull();
  });

  it("says so when there is no promotion", async () => {
    new FakeApi().on("GET", API.announcementContent, content([])).install();
    await renderPage(<PromotionList />);
    expect(await screen.findByText("There are no promotions right now.")).toBeTruthy();
  });

  it("shows only the promotions `shows` keeps, each with the badge it is given", async () => {
    new FakeApi()
      .on(
        "GET",
        API.announcementContent,
        content([promotion(1, "Welcome"), promotion(2, "Reload"), promotion(3, "News")]),
      )
      .install();
    await renderPage(<PromotionList shows={(id) => id !== 2} badge={(id) => (id === 1 ? "100% up to 1,000" : null)} />);
    const welcome = await screen.findByRole("link", { name: /^Welcome/ });
    expect(within(welcome).getByText("100% up to 1,000")).toBeTruthy();
    expect(screen.queryByRole("link", { name: /^Reload/ })).toBeNull();
    expect(screen.getByRole("link", { name: /^News/ }).textContent).not.toContain("%");
  });

  it("says there is nothing when `shows` keeps no promotion", async () => {
    new FakeApi().on("GET", API.announcementContent, content([promotion(1, "Welcome")])).install();
    await renderPage(<PromotionList shows={() => false} />);
    expect(await screen.findByText("There are no promotions right now.")).toBeTruthy();
  });
});
