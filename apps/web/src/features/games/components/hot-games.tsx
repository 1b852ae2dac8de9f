import { useTranslation } from "react-i18next";
import { QueryState } from "../../../shared/ui/query-state";
import { EmptyState } from "../../../shared/ui/empty-state";
import { useHotGames } from "../hooks/use-games";
import { GameGrid } from "./game-card";
import styles from "./sections.module.css";

export function HotGames() {
  const { t } = useTranslation();
  const query = useHotGames();
  return (
    <section className={styles.section} aria-labelledby="hot-games-heading" data-testid="hot-games">
      <h2 id="hot-games-heading" className={styles.heading}>
        {t("games.hotGames")}
      </h2>
      <QueryState query={query} testId="hot-games">
        {(games) => (games.length === 0 ? <EmptyState title={t("games.noGames")} /> : <GameGrid games={games} />)}
      </QueryState>
    </section>
  );
}
