import type { UseQueryResult } from "@tanstack/react-query";
import type { Game } from "@portal/contract/api/content";
import { QueryState } from "../../../shared/ui/query-state";
import { EmptyState } from "../../../shared/ui/empty-state";
import { GameGrid } from "./game-card";
import styles from "./sections.module.css";

/** A titled lane of game cards (home: hot, recent, favourites). */
export function GameSection({
  id,
  title,
  query,
  emptyText,
}: {
  id: string;
  title: string;
  query: UseQueryResult<Game[]>;
  /** Shown when the lane has no games; without it an empty lane shows nothing. */
  emptyText?: string;
}) {
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`} data-testid={id}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {title}
      </h2>
      <QueryState query={query} testId={id}>
        {(games) =>
          games.length > 0 ? <GameGrid games={games} /> : emptyText ? <EmptyState title={emptyText} /> : null
        }
      </QueryState>
    </section>
  );
}
