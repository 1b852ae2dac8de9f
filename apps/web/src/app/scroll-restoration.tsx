import { useLayoutEffect } from "react";
import { useLocation, useNavigationType } from "react-router";
import { readStorage, writeStorage } from "../shared/storage/safe-storage";

/** sessionStorage key of the scroll positions, so a reload (and back after it) finds them too. */
export const SCROLL_POSITIONS_KEY = "portal-scroll-positions";
/** Enough for a long session of back and forth; the oldest are forgotten first. */
const MAX_REMEMBERED = 50;

type Positions = Record<string, number>;

function readPositions(): Positions {
  try {
    const parsed: unknown = JSON.parse(readStorage("session", SCROLL_POSITIONS_KEY) ?? "{}");
    return typeof parsed === "object" && parsed !== null ? (parsed as Positions) : {};
  } catch {
    return {};
  }
}

function remember(key: string, y: number): void {
  const positions = readPositions();
  delete positions[key];
  positions[key] = y;
  const keys = Object.keys(positions);
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_REMEMBERED))) delete positions[old];
  writeStorage("session", SCROLL_POSITIONS_KEY, JSON.stringify(positions));
}

/**
 * The scroll behaviour of React Router's data-router ScrollRestoration, for the declarative router
 * (which keeps the /index bundle about 14 KB gzip lighter): a new page starts at the top (or at its
 * #hash), back/forward and reload return to where that history entry was left.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    if ("scrollRestoration" in window.history) window.history.scrollRestoration = "manual";
  }, []);

  useLayoutEffect(() => {
    const saved = readPositions()[location.key];
    // The position is followed while this entry shows: when the next page commits, the document
    // may already be shorter and window.scrollY clamped, so it cannot be read then.
    let y = 0;
    let frame: number | undefined;
    if (navigationType === "POP" && saved !== undefined) {
      window.scrollTo(0, saved);
      y = window.scrollY;
    } else if (location.hash !== "") {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
      y = window.scrollY;
    } else if (navigationType !== "POP") {
      window.scrollTo(0, 0);
    } else {
      // Nothing scrolled here (a page load, an entry with no position kept): read where the page
      // is once the browser lays it out for painting. Read now, it would force that layout in the
      // middle of React's commit, a long task on a phone's first screen.
      frame = requestAnimationFrame(() => {
        y = window.scrollY;
      });
    }
    const key = location.key;
    const follow = () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      y = window.scrollY;
    };
    const save = () => remember(key, y);
    window.addEventListener("scroll", follow, { passive: true });
    // Leaving the document (a reload, closing the tab) keeps the position too.
    window.addEventListener("pagehide", save);
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      window.removeEventListener("scroll", follow);
      window.removeEventListener("pagehide", save);
      save();
    };
  }, [location.key, location.hash, navigationType]);

  return null;
}
