import type { ReactNode } from "react";
import type { PageArea } from "@portal/contract/routes";
import styles from "./page-frame.module.css";

export interface PageFrameProps {
  area: PageArea | "not-found";
  title: string;
  /** Hide the heading visually (it stays for screen readers). */
  hideTitle?: boolean;
  children: ReactNode;
}

/** The root of every page (`data-area`) and the page's one h1. */
export function PageFrame({ area, title, hideTitle = false, children }: PageFrameProps) {
  return (
    <div className={styles.page} data-area={area}>
      <h1 className={hideTitle ? "visually-hidden" : styles.title}>{title}</h1>
      {children}
    </div>
  );
}
