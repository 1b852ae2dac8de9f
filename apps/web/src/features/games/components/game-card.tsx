import { Link } from "react-router";
import type { Game } from "@portal/contract/api/content";
import { ROUTE } from "@portal/contract/routes";
import { LazyImage } from "../../../shared/ui/lazy-image";
import { useGuardedAction } from "../../../shared/auth/guarded-action";
import cardStyles from "../../../shared/ui/card.module.css";
import styles from "./game-card.module.css";

export function gameRoute(game: Pick<Game, "vassalage" | "gameCode">): string {
  const params = new URLSearchParams({ vassalage: game.vassalage, gameCode: game.gameCode });
  return `${ROUTE.game}?${params.toString()}`;
}

const CARD_CLASS = `${cardStyles.card} ${cardStyles.interactive} ${styles.card}`;

/** A game: starting it needs a real account (visitor: login popup; trial member: warning). */
export function GameCard({ game }: { game: Game }) {
  const guard = useGuardedAction();
  return (
    <Link
      to={gameRoute(game)}
      className={CARD_CLASS}
      data-testid="game-card"
      data-node-id={game.nodeId}
      onClick={(event) => {
        if (guard(() => undefined) !== "allow") event.preventDefault();
      }}
    >
      <LazyImage className={styles.icon} src={game.icon} alt="" width={120} height={120} />
      <span className={styles.name}>{game.name}</span>
      <span className={styles.vendor}>{game.vassalage}</span>
    </Link>
  );
}

export function GameGrid({ games }: { games: readonly Game[] }) {
  return (
    <ul className={`${cardStyles.grid} ${styles.grid}`}>
      {games.map((game) => (
        <li key={game.nodeId}>
          <GameCard game={game} />
        </li>
      ))}
    </ul>
  );
}
