import { useTranslation } from "react-i18next";
import { REELS, ROWS, SYMBOL_GLYPHS, isSlotSymbol } from "../hooks/slot-rules";
import styles from "./house-slot.module.css";

const reels = Array.from({ length: REELS }, (_, reel) => reel);
const rows = Array.from({ length: ROWS }, (_, row) => row);

/** The 5x3 window, drawn as reels (columns); `grid[row][reel]`, null before the first spin. */
export function SlotReels({ grid, spinning }: { grid: readonly (readonly string[])[] | null; spinning: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      className={styles.reels}
      role="group"
      aria-label={t("houseSlot.reels")}
      aria-busy={spinning}
      data-spinning={spinning}
      data-testid="slot-grid"
    >
      {reels.map((reel) => (
        <ul key={reel} className={styles.reel} aria-label={t("houseSlot.reel", { n: reel + 1 })}>
          {rows.map((row) => {
            const symbol = grid?.[row]?.[reel] ?? "";
            const known = isSlotSymbol(symbol);
            return (
              <li key={row} className={styles.cell} data-symbol={symbol} data-testid={`slot-cell-${row}-${reel}`}>
                <span className={styles.glyph} aria-hidden="true">
                  {known ? SYMBOL_GLYPHS[symbol] : "?"}
                </span>
                <span className="visually-hidden">
                  {known ? t(`houseSlot.symbols.${symbol}`) : t("houseSlot.notSpun")}
                </span>
              </li>
            );
          })}
        </ul>
      ))}
    </div>
  );
}
