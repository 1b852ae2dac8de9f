import { Button } from "./button";
import styles from "./error-panel.module.css";

export interface ErrorPanelProps {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  testId?: string;
  retryTestId?: string;
}

/** A translated error with a retry button. */
export function ErrorPanel({ message, retryLabel, onRetry, testId, retryTestId }: ErrorPanelProps) {
  return (
    <div className={styles.panel} role="alert" data-testid={testId}>
      <p className={styles.message}>{message}</p>
      <Button type="button" variant="primary" onClick={onRetry} data-testid={retryTestId}>
        {retryLabel}
      </Button>
    </div>
  );
}
