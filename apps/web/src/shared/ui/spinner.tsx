import styles from "./spinner.module.css";

export interface SpinnerProps {
  label: string;
  testId?: string;
}

export function Spinner({ label, testId }: SpinnerProps) {
  return (
    <div className={styles.wrap} role="status" data-testid={testId}>
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
