import type { UseQueryResult } from "@tanstack/react-query";
import type { Game } from "@portal/contract/api/content";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../shared/ui/query-state";
import { SkeletonCards } from "../../../shared/ui/skeleton";
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
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {title}
      </h2>
      <QueryState query={query} pending={<SkeletonCards count={4} label={t("common.loading")} />}>
        {(games) =>
          games.length > 0 ? <GameGrid games={games} /> : emptyText ? <EmptyState title={emptyText} /> : null
        }
      </QueryState>
    </section>
  );
}
