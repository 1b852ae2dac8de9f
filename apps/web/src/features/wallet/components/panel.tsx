import type { ReactNode } from "react";
import styles from "./wallet.module.css";

/** A titled block of a money page; `actions` sit beside the title. */
export function Panel({
  title,
  actions,
  testId,
  children,
}: {
  title: string;
  actions?: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.panel} data-testid={testId}>
      <div className={styles.panelHead}>
        <h3>{title}</h3>
        {actions}
      </div>
      {children}
    </section>
  );
}
