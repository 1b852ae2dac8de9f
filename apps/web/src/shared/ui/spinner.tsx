import styles from "./spinner.module.css";

export function Spinner({ label, testId }: { label: string; testId?: string }) {
  return (
    <div className={styles.wrap} role="status" data-testid={testId}>
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
