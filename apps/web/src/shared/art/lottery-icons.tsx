import type { ReactNode } from "react";
import type { GameCategoryIcon } from "@portal/contract/games";
import { LineIcon } from "./category-icons";

/**
 * The spec's lottery game-group icons (11X5, CHAIN, K3, LF, LHC, PCB, PK10, SSC, VIDEO), drawn
 * for the portal in the same line style as the category icons. A module of its own so the first
 * screen, which shows only the category icons, does not carry these.
 */
const LOTTERY_DRAWINGS: Record<GameCategoryIcon, ReactNode> = {
  // 11 choose 5: five balls drawn in a row from a bowl.
  "11X5": (
    <>
      <path d="M3 15a9 5 0 0018 0z" />
      <circle cx="5" cy="8" r="2" />
      <circle cx="9.5" cy="6" r="2" />
      <circle cx="14.5" cy="6" r="2" />
      <circle cx="19" cy="8" r="2" />
      <circle cx="12" cy="11" r="2" />
    </>
  ),
  // Blockchain lottery: blocks joined by links.
  CHAIN: (
    <>
      <rect x="2.5" y="8" width="6" height="6" rx="1" />
      <rect x="15.5" y="8" width="6" height="6" rx="1" />
      <path d="M8.5 11h7" />
      <rect x="9" y="15.5" width="6" height="5" rx="1" />
      <path d="M12 14.5v1M12 3.5v4" />
    </>
  ),
  // Kuai 3: three dice.
  K3: (
    <>
      <rect x="3" y="11" width="8" height="8" rx="1.5" />
      <rect x="13" y="11" width="8" height="8" rx="1.5" />
      <rect x="8" y="3" width="8" height="7" rx="1.5" />
      <circle cx="12" cy="6.5" r=".6" />
      <circle cx="5.5" cy="13.5" r=".6" />
      <circle cx="8.5" cy="16.5" r=".6" />
      <circle cx="15.5" cy="13.5" r=".6" />
      <circle cx="17" cy="15" r=".6" />
      <circle cx="18.5" cy="16.5" r=".6" />
    </>
  ),
  // Low frequency (daily draws): a calendar with a ball.
  LF: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
      <circle cx="12" cy="15.5" r="2.5" />
    </>
  ),
  // Mark Six: six balls in a ring around the special number.
  LHC: (
    <>
      <circle cx="12" cy="12" r="2.2" />
      <circle cx="12" cy="4.5" r="2" />
      <circle cx="18.5" cy="8.3" r="2" />
      <circle cx="18.5" cy="15.7" r="2" />
      <circle cx="12" cy="19.5" r="2" />
      <circle cx="5.5" cy="15.7" r="2" />
      <circle cx="5.5" cy="8.3" r="2" />
    </>
  ),
  // PC egg: an egg with a number band.
  PCB: (
    <>
      <path d="M12 3c4 0 7 6.5 7 11a7 7 0 01-14 0c0-4.5 3-11 7-11z" />
      <path d="M5.6 12.5h12.8M5.4 16h13.2" />
    </>
  ),
  // PK10 (racing): a chequered flag.
  PK10: (
    <>
      <path d="M5 21V4M5 4h13l-2.5 4.5L18 13H5" />
      <path d="M9.3 4v9M13.6 4v9M5 8.5h11" />
    </>
  ),
  // Shishicai (every few minutes): a stopwatch.
  SSC: (
    <>
      <circle cx="12" cy="13.5" r="7.5" />
      <path d="M12 13.5V9.5M12 13.5l3 2M10 2.5h4M12 2.5V6M18.5 6.5l1.5-1.5" />
    </>
  ),
  // Video lottery: a screen with a play mark.
  VIDEO: (
    <>
      <rect x="2.5" y="4.5" width="19" height="13" rx="2" />
      <path d="M10 8.5v5l4.5-2.5zM8 21h8M12 17.5V21" />
    </>
  ),
};

export function hasLotteryIcon(code: string): code is GameCategoryIcon {
  return Object.hasOwn(LOTTERY_DRAWINGS, code);
}

export function LotteryIcon({ code, className }: { code: GameCategoryIcon; className?: string }) {
  return <LineIcon className={className}>{LOTTERY_DRAWINGS[code]}</LineIcon>;
}
