import styles from "./wallet.module.css";

export type StatusTone = "done" | "wait" | "bad";

/** An order's status as a coloured tag; `data-status` carries the code for tests. */
export function StatusTag({ status, label, tone }: { status: string; label: string; tone: StatusTone }) {
  return (
    <span className={styles.status} data-tone={tone} data-status={status}>
      {label}
    </span>
  );
}
