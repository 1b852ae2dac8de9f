import { useEffect, useRef } from "react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../shared/i18n/use-language";
import { Button } from "../../../shared/ui/button";
import { QueryState } from "../../../shared/ui/query-state";
import { SkeletonCards } from "../../../shared/ui/skeleton";
import { observeVisible } from "../../../shared/ui/viewport-observer";
import { EmptyState } from "../../../shared/ui/empty-state";
import { gameListQuery, type GameListFilter } from "../api/player-games";
import { GameGrid } from "./game-card";
import styles from "./sections.module.css";

/** A vendor's or category's games, `pageSize` at a time; the next page loads on scroll or with the button. */
export function GameList({
  filter,
  pageSize,
  onLaunch,
}: {
  filter: GameListFilter;
  pageSize: number;
  onLaunch?: () => void;
}) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(gameListQuery(useLanguage(), filter, pageSize));
  const more = useRef<HTMLButtonElement>(null);
  const pages = query.data?.pages.length ?? 0;
  const { hasNextPage, fetchNextPage } = query;
  // Infinite scroll: the next page loads when the "more" button nears the viewport (throttled by
  // the shared observer); the button stays for keyboards and browsers without an observer.
  useEffect(() => {
    const button = more.current;
    if (!button || !hasNextPage) return;
    return observeVisible(button, () => void fetchNextPage());
  }, [pages, hasNextPage, fetchNextPage]);
  return (
    <QueryState query={query} pending={<SkeletonCards count={6} label={t("common.loading")} />}>
      {(data) => {
        const games = data.pages.flatMap((p) => p.list);
        if (games.length === 0) return <EmptyState title={t("games.noGames")} />;
        return (
          <div className={styles.section}>
            <GameGrid games={games} {...(onLaunch ? { onLaunch } : {})} />
            {query.hasNextPage ? (
              <Button
                ref={more}
                type="button"
                className={styles.more}
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {t("games.more")}
              </Button>
            ) : null}
          </div>
        );
      }}
    </QueryState>
  );
}
