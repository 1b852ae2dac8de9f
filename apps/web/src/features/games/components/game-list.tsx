import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../shared/i18n/use-language";
import { QueryState } from "../../../shared/ui/query-state";
import { EmptyState } from "../../../shared/ui/empty-state";
import { gameListQuery, type GameListFilter } from "../api/player-games";
import { GameGrid } from "./game-card";
import styles from "./sections.module.css";

/** A vendor's or category's games, `pageSize` at a time, with a button for the next page. */
export function GameList({
  filter,
  pageSize,
  onLaunch,
  testId = "game-list",
}: {
  filter: GameListFilter;
  pageSize: number;
  onLaunch?: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(gameListQuery(useLanguage(), filter, pageSize));
  return (
    <QueryState query={query} testId={testId}>
      {(data) => {
        const games = data.pages.flatMap((p) => p.list);
        if (games.length === 0) return <EmptyState title={t("games.noGames")} testId={`${testId}-empty`} />;
        return (
          <div className={styles.section} data-testid={testId}>
            <GameGrid games={games} {...(onLaunch ? { onLaunch } : {})} />
            {query.hasNextPage ? (
              <button
                type="button"
                className={styles.more}
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {t("games.more")}
              </button>
            ) : null}
          </div>
        );
      }}
    </QueryState>
  );
}
