import type { ReactNode } from "react";
import styles from "./empty-state.module.css";

export interface EmptyStateProps {
  title: string;
  children?: ReactNode;
}

/**
 * A list with nothing in it. A polite status, so a screen reader hears it when a search or filter
 * empties a list (not only when it is read in turn).
 */
export function EmptyState({ title, children }: EmptyStateProps) {
  return (
    <div className={styles.empty} role="status">
      <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <rect x="6" y="10" width="36" height="28" rx="4" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M16 24h16M24 16v16" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p className={styles.title}>{title}</p>
      {children ? <div className={styles.body}>{children}</div> : null}
    </div>
  );
}
