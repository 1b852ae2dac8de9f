import { useId, type ReactNode } from "react";
import styles from "./wallet.module.css";

/**
 * A titled block of a money page; `actions` sit beside the title. It is a region named by its
 * title, unless `named` is false: a panel around a table whose own region already has that name
 * (a second landmark of the same name would only repeat it).
 */
export function Panel({
  title,
  actions,
  named = true,
  children,
}: {
  title: string;
  actions?: ReactNode;
  named?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={named ? titleId : undefined}>
      <div className={styles.panelHead}>
        <h3 id={titleId}>{title}</h3>
        {actions}
      </div>
      {children}
    </section>
  );
}
