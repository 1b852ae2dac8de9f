import type { ReactNode } from "react";
import type { SlotSymbol } from "../hooks/slot-rules";

/**
 * The slot's drawn symbol set (docs/design.md, Artwork). The game's rules name the symbols by
 * their contract codes (9, 10, J, Q, K, A, BELL, STAR, SEVEN, WILD: the paytable and the
 * provably fair outcome are defined on them and stay as they are); the page draws the six low
 * symbols as fruit, the classic slot's low tier, and the high ones as bell, star, seven and a
 * wild gem. Colours belong to the drawing (a cherry is red in every theme), so they are literal
 * here and nowhere else. 64 x 64, scaled by the cell.
 */
const DRAWINGS: Record<SlotSymbol, ReactNode> = {
  // Cherry
  "9": (
    <>
      <path
        d="M24 40c2-12 6-22 14-30M42 42c-2-10-3-20-4-32"
        fill="none"
        stroke="#2f7d32"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path d="M38 10c6-4 14-3 18 2-6 3-13 3-18-2z" fill="#43a047" />
      <circle cx="22" cy="46" r="11" fill="#d7263d" stroke="#8c1020" strokeWidth="2" />
      <circle cx="42" cy="46" r="11" fill="#e63950" stroke="#8c1020" strokeWidth="2" />
      <ellipse cx="18" cy="42" rx="3" ry="2" fill="#fff" opacity=".7" />
      <ellipse cx="38" cy="42" rx="3" ry="2" fill="#fff" opacity=".7" />
    </>
  ),
  // Lemon
  "10": (
    <>
      <path
        d="M8 34c0-12 11-21 24-21s24 9 24 21-11 19-24 19S8 46 8 34z"
        fill="#f7d33a"
        stroke="#b8900a"
        strokeWidth="2"
      />
      <path d="M8 34l-4-2M56 34l4-2" stroke="#b8900a" strokeWidth="3" strokeLinecap="round" />
      <path d="M20 26c4-4 10-5 14-4" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" opacity=".7" />
    </>
  ),
  // Orange
  J: (
    <>
      <circle cx="32" cy="36" r="20" fill="#f28c28" stroke="#a85410" strokeWidth="2" />
      <path d="M32 16c2-6 8-9 14-8-2 6-8 9-14 8z" fill="#43a047" />
      <circle cx="32" cy="17" r="2" fill="#5d4037" />
      <path d="M20 28c3-4 8-6 12-6" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" opacity=".6" />
    </>
  ),
  // Plum
  Q: (
    <>
      <path
        d="M32 14c12 0 20 10 20 22S44 56 32 56 12 48 12 36s8-22 20-22z"
        fill="#7b3fa0"
        stroke="#44195e"
        strokeWidth="2"
      />
      <path d="M32 16c-4 10-4 28 0 38" fill="none" stroke="#44195e" strokeWidth="2" opacity=".6" />
      <path d="M32 14c0-4 2-7 5-9" fill="none" stroke="#5d4037" strokeWidth="3" strokeLinecap="round" />
      <ellipse cx="22" cy="28" rx="3" ry="5" fill="#fff" opacity=".45" />
    </>
  ),
  // Grapes
  K: (
    <>
      <path d="M32 14c0-4 3-8 7-9" fill="none" stroke="#5d4037" strokeWidth="3" strokeLinecap="round" />
      <path d="M34 12c6-5 14-4 18 0-6 4-12 4-18 0z" fill="#43a047" />
      <g fill="#8e44ad" stroke="#4a1d63" strokeWidth="1.5">
        <circle cx="22" cy="22" r="7" />
        <circle cx="36" cy="22" r="7" />
        <circle cx="46" cy="24" r="6" />
        <circle cx="16" cy="34" r="6" />
        <circle cx="29" cy="34" r="7" />
        <circle cx="42" cy="35" r="7" />
        <circle cx="23" cy="46" r="7" />
        <circle cx="36" cy="46" r="7" />
        <circle cx="30" cy="57" r="5" />
      </g>
    </>
  ),
  // Watermelon slice
  A: (
    <>
      <path d="M4 22h56a28 28 0 01-56 0z" fill="#2e7d32" />
      <path d="M9 22h46a23 23 0 01-46 0z" fill="#e8f5c8" />
      <path d="M12 22h40a20 20 0 01-40 0z" fill="#ef3b4a" />
      <g fill="#2b2b2b">
        <ellipse cx="22" cy="30" rx="1.6" ry="2.6" />
        <ellipse cx="32" cy="34" rx="1.6" ry="2.6" />
        <ellipse cx="42" cy="30" rx="1.6" ry="2.6" />
        <ellipse cx="27" cy="42" rx="1.6" ry="2.6" />
        <ellipse cx="37" cy="42" rx="1.6" ry="2.6" />
      </g>
    </>
  ),
  BELL: (
    <>
      <path
        d="M32 8c-11 0-16 9-16 20v10l-6 8h44l-6-8V28c0-11-5-20-16-20z"
        fill="#f5b700"
        stroke="#8a5a00"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <circle cx="32" cy="52" r="5" fill="#8a5a00" />
      <circle cx="32" cy="7" r="3" fill="#8a5a00" />
      <path d="M23 26c0-6 3-10 8-11" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" opacity=".6" />
    </>
  ),
  STAR: (
    <>
      <path
        d="M32 5l8 17 18 2-13.5 12.5L48 55 32 46 16 55l3.5-18.5L6 24l18-2z"
        fill="#ffd23f"
        stroke="#b07800"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path d="M32 16l4 9" stroke="#fff" strokeWidth="3" strokeLinecap="round" opacity=".7" />
    </>
  ),
  SEVEN: (
    <>
      <path d="M14 10h36v8L32 56H20l17-36H14z" fill="#d7263d" stroke="#6d0a17" strokeWidth="3" strokeLinejoin="round" />
      <path d="M18 14h26" stroke="#ff8c94" strokeWidth="2" strokeLinecap="round" />
    </>
  ),
  // Wild: a cut gem.
  WILD: (
    <>
      <path d="M18 10h28l12 14-26 32L6 24z" fill="#9b5de5" stroke="#3c096c" strokeWidth="2.5" strokeLinejoin="round" />
      <path
        d="M6 24h52M18 10l6 14 8 32 8-32 6-14M24 24l8-14 8 14"
        fill="none"
        stroke="#e0c3fc"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </>
  ),
};

/** A drawn symbol. With a `label` it is an image of that name; without, decoration. */
export function SlotSymbolArt({
  symbol,
  label,
  className,
}: {
  symbol: SlotSymbol;
  label?: string;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 64 64"
      className={className}
      focusable="false"
      {...(label === undefined ? { "aria-hidden": true } : { role: "img", "aria-label": label })}
    >
      {DRAWINGS[symbol]}
    </svg>
  );
}
