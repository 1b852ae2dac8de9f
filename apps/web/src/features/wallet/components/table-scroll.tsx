import type { ReactNode } from "react";
import styles from "./wallet.module.css";

/**
 * A wide table's horizontal scroller: focusable and named, so a keyboard user can scroll it
 * (axe: scrollable-region-focusable).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.tableWrap} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
