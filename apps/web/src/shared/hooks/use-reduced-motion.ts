import { useSyncExternalStore } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia?.(QUERY);
  if (!media) return () => undefined;
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

const current = () => window.matchMedia?.(QUERY).matches ?? false;

/**
 * Whether the player asks the system for reduced motion, followed live: turning the setting on
 * while a page is open stops what moves by script (the banner carousel) at once, as the media
 * queries already do for CSS animations (docs/design.md, Motion).
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, current, () => false);
}
