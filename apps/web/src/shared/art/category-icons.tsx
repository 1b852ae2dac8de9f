import type { ReactNode } from "react";
import type { GameCategory } from "@portal/contract/games";

/**
 * Line icons drawn for the portal (docs/design.md, Artwork): one per game category, plus the
 * navigation's home and promotions entries. 24 x 24, stroked in `currentColor` so they take the
 * colour of the text beside them, and hidden from assistive technology (the label says it).
 * They are inline components because they are small and part of the first screen: an image
 * request each would cost more than their bytes.
 */
const CATEGORY_DRAWINGS: Record<GameCategory, ReactNode> = {
  // Live casino: a roulette wheel.
  LIVE: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="4" />
      <path d="M12 3v5M12 16v5M3 12h5M16 12h5M5.6 5.6l3.6 3.6M14.8 14.8l3.6 3.6M18.4 5.6l-3.6 3.6M9.2 14.8l-3.6 3.6" />
    </>
  ),
  // Slots: a slot machine with three windows and its lever.
  RNG: (
    <>
      <rect x="3" y="5" width="15" height="15" rx="2" />
      <path d="M6 10h3v5H6zM9 10h3v5H9zM12 10h3v5h-3zM6 7.5h9M21 8v6h-3" />
      <circle cx="21" cy="6.5" r="1.5" />
    </>
  ),
  // Sports: a football.
  SPORTS: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 8l3.8 2.8-1.5 4.4H9.7l-1.5-4.4zM12 8V3.5M15.8 10.8l4.2-1.5M14.3 15.2l2.6 3.6M9.7 15.2l-2.6 3.6M8.2 10.8L4 9.3" />
    </>
  ),
  // Fishing: a fish.
  FISH: (
    <>
      <path d="M2.5 12c3-5 9.5-6.5 14-2.5L21 6v12l-4.5-3.5c-4.5 4-11 2.5-14-2.5z" />
      <circle cx="8" cy="11" r="1" />
      <path d="M12 9.5c.8 1.6.8 3.4 0 5" />
    </>
  ),
  // Card games (PVP): two cards fanned.
  PVP: (
    <>
      <rect x="3" y="6" width="10" height="14" rx="1.5" transform="rotate(-12 8 13)" />
      <rect x="10" y="4" width="10" height="14" rx="1.5" transform="rotate(10 15 11)" />
      <path d="M15.2 8.5l1.8 2.5-1.8 2.5-1.8-2.5z" />
    </>
  ),
  // Esports: a game controller.
  ESPORTS: (
    <>
      <path d="M7 7h10a5 5 0 014.8 6.4l-1 3.5a2.5 2.5 0 01-4.3 1l-2-2.4H9.5l-2 2.4a2.5 2.5 0 01-4.3-1l-1-3.5A5 5 0 017 7z" />
      <path d="M8 10v4M6 12h4" />
      <circle cx="16" cy="11" r=".8" />
      <circle cx="18" cy="13" r=".8" />
    </>
  ),
  // Lottery: two numbered balls.
  ELOTT: (
    <>
      <circle cx="9" cy="13" r="6" />
      <circle cx="17.5" cy="8" r="4" />
      <path d="M8 11l1.5-1v6M16.5 6.8l1.2-.8v4.4" />
    </>
  ),
};

/** Navigation entries that are not categories. */
const NAV_DRAWINGS = {
  home: <path d="M3 11l9-7 9 7v9a1 1 0 01-1 1h-5v-6h-6v6H4a1 1 0 01-1-1z" />,
  promotions: <path d="M4 11h16v10H4zM2 7h20v4H2zM12 7v14M12 7c-2-4-6-4-6-1s4 1 6 1c2 0 6 2 6-1s-4-3-6 1" />,
} as const;

export type NavIconName = keyof typeof NAV_DRAWINGS;

/** Whether a category has a drawing (every one of the contract does; the unit test says so). */
export function hasCategoryIcon(category: string): category is GameCategory {
  return Object.hasOwn(CATEGORY_DRAWINGS, category);
}

export function LineIcon({ children, className }: { children: ReactNode; className?: string | undefined }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1.25em"
      height="1.25em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}

export function CategoryIcon({ category, className }: { category: GameCategory; className?: string }) {
  return <LineIcon className={className}>{CATEGORY_DRAWINGS[category]}</LineIcon>;
}

export function NavIcon({ name, className }: { name: NavIconName; className?: string }) {
  return <LineIcon className={className}>{NAV_DRAWINGS[name]}</LineIcon>;
}
