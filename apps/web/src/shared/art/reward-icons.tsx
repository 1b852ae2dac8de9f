import type { ReactNode } from "react";
import type { REWARD_KINDS } from "@portal/contract/api/points";
import { LineIcon } from "./category-icons";

export type RewardKind = (typeof REWARD_KINDS)[number];

/**
 * The points mall's kinds of reward (docs/design.md, Artwork), for a reward without a picture:
 * money as a stack of coins, a physical reward as a parcel. Line drawings like the category icons.
 */
const REWARD_DRAWINGS: Record<RewardKind, ReactNode> = {
  MONEY: (
    <>
      <ellipse cx="10" cy="6" rx="7" ry="2.5" />
      <path d="M3 6v4c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5V6M3 10v4c0 1.4 3.1 2.5 7 2.5" />
      <circle cx="16.5" cy="16.5" r="4.5" />
      <path d="M16.5 14.5v4" />
    </>
  ),
  PHYSICAL: (
    <>
      <path d="M3 7.5L12 3l9 4.5v9L12 21l-9-4.5z" />
      <path d="M3 7.5L12 12l9-4.5M12 12v9M7.5 5.2l9 4.5" />
    </>
  ),
};

export function RewardIcon({ kind, className }: { kind: RewardKind; className?: string }) {
  return <LineIcon className={className}>{REWARD_DRAWINGS[kind]}</LineIcon>;
}
