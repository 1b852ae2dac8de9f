import { useId, type ReactNode } from "react";
import stackStyles from "./stack.module.css";
import textStyles from "./text.module.css";

/** A member centre page: a section named by its title (h3), over its panels. */
export function CenterPage({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={stackStyles.page} aria-labelledby={titleId}>
      <h3 id={titleId} className={textStyles.title}>
        {title}
      </h3>
      {children}
    </section>
  );
}
