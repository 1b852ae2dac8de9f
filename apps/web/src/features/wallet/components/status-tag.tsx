import styles from "./wallet.module.css";

export type StatusTone = "done" | "wait" | "bad";

/** An order's status as a coloured tag; `data-status` carries the code for tests. */
export function StatusTag({
  status,
  label,
  tone,
  testId,
}: {
  status: string;
  label: string;
  tone: StatusTone;
  testId: string;
}) {
  return (
    <span className={styles.status} data-tone={tone} data-status={status} data-testid={testId}>
      {label}
    </span>
  );
}
