import { useEffect, type ReactNode } from "react";
import styles from "./startup.module.css";

export interface StatePageProps {
  /** The `d` of the 24×24 icon's path. */
  iconPath: string;
  /** The h1, and the document title. */
  title: string;
  text: string;
  children?: ReactNode;
}

/** A whole-screen start-up state in place of the portal: an icon, a title and a text on a centred card. */
export function StatePage({ iconPath, title, text, children }: StatePageProps) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d={iconPath} />
        </svg>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.text}>{text}</p>
        {children}
      </div>
    </main>
  );
}
