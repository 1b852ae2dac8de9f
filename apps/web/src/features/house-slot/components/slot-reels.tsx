import { useTranslation } from "react-i18next";
import { SLOT_STRIPS } from "@portal/contract/house-slot";
import { REELS, ROWS, isSlotSymbol } from "../hooks/slot-rules";
import { SlotSymbolArt } from "./slot-symbols";
import styles from "./house-slot.module.css";

const reels = Array.from({ length: REELS }, (_, reel) => reel);
const rows = Array.from({ length: ROWS }, (_, row) => row);

/** What rolls past while a reel spins: the start of that reel's published strip, twice, so a
    translation by half its height loops without a seam. */
const SPIN_STRIP_LENGTH = 8;
const spinStrips = SLOT_STRIPS.map((strip) => {
  const start = strip.slice(0, SPIN_STRIP_LENGTH);
  return [...start, ...start];
});

/**
 * The 5x3 window, drawn as reels (columns); `grid[row][reel]`, null before the first spin.
 * While a spin is pending each reel shows its strip rolling (a transform animation over the
 * cells, the same size, so nothing moves around it); when the result lands the symbols drop in,
 * reel after reel. Both only when the player has not asked for reduced motion (the CSS decides).
 * `round` re-mounts the cells for each result so the landing plays again.
 */
export function SlotReels({
  grid,
  spinning,
  round,
}: {
  grid: readonly (readonly string[])[] | null;
  spinning: boolean;
  round: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={styles.reels}
      role="group"
      aria-label={t("houseSlot.reels")}
      aria-busy={spinning}
      data-spinning={spinning}
    >
      {reels.map((reel) => (
        <div key={reel} className={styles.reelWindow}>
          <ul key={round} className={styles.reel} aria-label={t("houseSlot.reel", { n: reel + 1 })}>
            {rows.map((row) => {
              const symbol = grid?.[row]?.[reel] ?? "";
              return (
                <li key={row} className={styles.cell} data-symbol={symbol}>
                  {isSlotSymbol(symbol) ? (
                    <SlotSymbolArt className={styles.symbol} symbol={symbol} label={t(`houseSlot.symbols.${symbol}`)} />
                  ) : (
                    <>
                      <span className={styles.glyph} aria-hidden="true">
                        ?
                      </span>
                      <span className="visually-hidden">{t("houseSlot.notSpun")}</span>
                    </>
                  )}
                </li>
              );
            })}
          </ul>
          {spinning ? (
            <div className={styles.spinStrip} aria-hidden="true">
              {spinStrips[reel]!.map((symbol, i) => (
                <span key={i} className={styles.cell}>
                  <SlotSymbolArt className={styles.symbol} symbol={symbol} />
                </span>
              ))}
            </div>
          ) : null}
        </div>
      ))}
    </div>
  );
}
