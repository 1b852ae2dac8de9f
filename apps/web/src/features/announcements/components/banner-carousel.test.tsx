// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, screen, within } from "@testing-library/react";
import { API } from "@portal/contract/api/paths";
import { FakeApi, ok } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
import { BannerCarousel } from "./banner-carousel";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The system's reduced-motion setting, which the test turns on and off as a player would. */
function reducedMotionSetting() {
  const listeners = new Set<() => void>();
  const media = {
    matches: false,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal("matchMedia", () => media);
  return (reduce: boolean) => {
    media.matches = reduce;
    for (const listener of listeners) listener();
  };
}

/**
 * The box held for the banner while the list loads: it has no role and no text (assistive
 * technology skips it), so it is found as the carousel's top-level element hidden from them.
 */
const heldBox = (container: HTMLElement) =>
  [...container.children].find((child) => child.getAttribute("aria-hidden") === "true") ?? null;
/** The carousel, a region named for assistive technology. */
const CAROUSEL = { name: "Featured" };

const content = (banners: unknown[]) => ok({ banners, player: [], popups: [], promotions: [], help: [] });

describe("BannerCarousel", () => {
  it("holds the banner's box while the list loads, then shows its title as text over its image at high priority", async () => {
    new FakeApi()
      .on("GET", API.announcementContent, content([{ id: 1, title: "Welcome", imageUrl: "/img/b.svg", link: "" }]))
      .install();
    const { container } = await renderPage(<BannerCarousel />);
    expect(heldBox(container)).not.toBeNull();
    // The title is text (the link's name), not the picture's alternative text.
    const link = await screen.findByText("Welcome");
    expect(link.textContent).toBe("Welcome");
    // The picture is a decoration under the title (empty alt), so its role is presentation.
    const image = within(screen.getByRole("region", CAROUSEL)).getByRole("presentation");
    expect(image.getAttribute("alt")).toBe("");
    expect(image.getAttribute("src")).toBe("/img/b.svg");
    expect(image.getAttribute("fetchpriority")).toBe("high");
    expect(heldBox(container)).toBeNull();
  });

  it("shows nothing once it is known there is no banner", async () => {
    const api = new FakeApi().on("GET", API.announcementContent, content([])).install();
    const { container } = await renderPage(<BannerCarousel />);
    await vi.waitFor(() => expect(api.callsTo("GET", API.announcementContent)).toHaveLength(1));
    await vi.waitFor(() => expect(heldBox(container)).toBeNull());
    expect(screen.queryByRole("region", CAROUSEL)).toBeNull();
  });

  it("stops rotating as soon as reduced motion is turned on, and rotates again when it is turned off", async () => {
    const setReduced = reducedMotionSetting();
    new FakeApi()
      .on(
        "GET",
        API.announcementContent,
        content([
          { id: 1, title: "First", imageUrl: "/img/1.svg", link: "" },
          { id: 2, title: "Second", imageUrl: "/img/2.svg", link: "" },
          { id: 3, title: "Third", imageUrl: "/img/3.svg", link: "" },
        ]),
      )
      .install();
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    await renderPage(<BannerCarousel />);
    expect(await screen.findByText("First")).toBeTruthy();
    act(() => vi.advanceTimersByTime(6000));
    expect(screen.getByText("Second")).toBeTruthy();
    act(() => setReduced(true));
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText("Second")).toBeTruthy();
    act(() => setReduced(false));
    act(() => vi.advanceTimersByTime(6000));
    expect(screen.getByText("Third")).toBeTruthy();
  });
});
