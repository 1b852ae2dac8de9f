import { useId } from "react";
import styles from "./house-game.module.css";

export interface SummaryFigure {
  label: string;
  /** A formatted amount; null before the first round. */
  value: string | null;
  won?: boolean;
}

/** One figure: its term, and its amount named by the term (found by that name). */
function Figure({ figure }: { figure: SummaryFigure }) {
  const id = useId();
  return (
    <div>
      <dt id={id}>{figure.label}</dt>
      <dd className={styles.amount} aria-labelledby={id} data-won={figure.won}>
        {figure.value ?? "—"}
      </dd>
    </div>
  );
}

/** The last round's figures under a game's board: what was bet, what it paid, the balance after. */
export function GameSummary({ figures }: { figures: SummaryFigure[] }) {
  return (
    <dl className={styles.summary}>
      {figures.map((figure) => (
        <Figure key={figure.label} figure={figure} />
      ))}
    </dl>
  );
}
