import styles from "./spinner.module.css";

export interface SpinnerProps {
  label: string;
  testId?: string;
  /** "large" for a spinner alone on the screen (the start-up splash). */
  size?: "default" | "large";
}

export function Spinner({ label, testId, size = "default" }: SpinnerProps) {
  return (
    <div className={styles.wrap} role="status" data-testid={testId}>
      <span className={size === "large" ? `${styles.spinner} ${styles.large}` : styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
