import { Button } from "./button";
import styles from "./error-panel.module.css";

export interface ErrorPanelProps {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

/** A translated error with a retry button. */
export function ErrorPanel({ message, retryLabel, onRetry }: ErrorPanelProps) {
  return (
    <div className={styles.panel} role="alert">
      <p className={styles.message}>{message}</p>
      <Button type="button" variant="primary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
