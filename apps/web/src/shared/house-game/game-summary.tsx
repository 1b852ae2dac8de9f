import styles from "./house-game.module.css";

export interface SummaryFigure {
  label: string;
  /** A formatted amount; null before the first round. */
  value: string | null;
  testId: string;
  won?: boolean;
}

/** The last round's figures under a game's board: what was bet, what it paid, the balance after. */
export function GameSummary({ figures }: { figures: SummaryFigure[] }) {
  return (
    <dl className={styles.summary}>
      {figures.map((figure) => (
        <div key={figure.testId}>
          <dt>{figure.label}</dt>
          <dd className={styles.amount} data-testid={figure.testId} data-won={figure.won}>
            {figure.value ?? "—"}
          </dd>
        </div>
      ))}
    </dl>
  );
}
