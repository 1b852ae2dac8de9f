import type { ReactNode } from "react";
import styles from "./badge.module.css";

export type BadgeTone = "accent" | "muted" | "success" | "warning" | "danger";

/** A short label on a card or a row (Hot, Maintenance, Demo, a status). */
export function Badge({ tone = "muted", children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}
