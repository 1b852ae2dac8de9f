// @vitest-environment jsdom
import { useEffect } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, render } from "@testing-library/react";
import { MemoryRouter, useNavigate, type NavigateFunction } from "react-router";
import { SCROLL_POSITIONS_KEY, ScrollRestoration } from "./scroll-restoration";

const router: { navigate: NavigateFunction } = { navigate: () => {} };
function CaptureNavigate() {
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = navigate;
  }, [navigate]);
  return null;
}

/** jsdom does not scroll: scrollTo records the position and a scroll event reports it. */
let scrollY = 0;
const scrollTo = vi.fn((_x: number, y: number) => {
  scrollY = y;
});
function userScrollsTo(y: number) {
  scrollY = y;
  window.dispatchEvent(new Event("scroll"));
}

beforeEach(() => {
  scrollY = 0;
  scrollTo.mockClear();
  sessionStorage.clear();
  Object.defineProperty(window, "scrollY", { configurable: true, get: () => scrollY });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});
afterEach(cleanup);

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <ScrollRestoration />
      <CaptureNavigate />
    </MemoryRouter>,
  );
}

describe("ScrollRestoration", () => {
  it("starts a new page at the top and returns to the old position on back", () => {
    renderAt("/index");
    userScrollsTo(640);
    act(() => void router.navigate("/rng"));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    userScrollsTo(90);
    act(() => void router.navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    act(() => void router.navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 90);
  });

  it("scrolls a #hash target into view instead of the top", () => {
    const target = document.createElement("div");
    target.id = "rules";
    target.scrollIntoView = vi.fn();
    document.body.append(target);
    renderAt("/index");
    act(() => void router.navigate("/help#rules"));
    expect(target.scrollIntoView).toHaveBeenCalled();
    target.remove();
  });

  it("keeps the positions in sessionStorage, so they outlive a reload", () => {
    const view = renderAt("/index");
    userScrollsTo(300);
    view.unmount();
    expect(Object.values(JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? "{}"))).toEqual([300]);
  });
});
