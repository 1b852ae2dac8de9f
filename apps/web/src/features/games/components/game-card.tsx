import { Link } from "react-router";
import type { Game } from "@portal/contract/api/content";
import { CATEGORY_ART } from "@portal/contract/artwork";
import { LazyImage } from "../../../shared/ui/lazy-image";
import cardStyles from "../../../shared/ui/card.module.css";
import { gameRoute } from "../launch/launch-target";
import { useOpenGame } from "../launch/use-open-game";
import { useVendorName } from "../hooks/use-games";
import { FavouriteButton } from "./favourite-button";
import styles from "./game-card.module.css";

const CARD_CLASS = `${cardStyles.card} ${cardStyles.interactive} ${styles.card}`;

/**
 * A game: its link opens /game, which launches it. Starting needs a real account (visitor: login
 * popup; trial member: warning), except a free-play game, which a trial member plays with demo
 * credit. `onLaunch` runs when the game starts (a popup list closes itself).
 */
export function GameCard({ game, onLaunch }: { game: Game; onLaunch?: () => void }) {
  const { allowLaunch } = useOpenGame();
  const vendorName = useVendorName(game.vassalage, game.category);
  return (
    <div className={CARD_CLASS} data-node-id={game.nodeId} data-game-code={game.gameCode}>
      <Link
        to={gameRoute({ nodeId: game.nodeId })}
        className={styles.open}
        onClick={(event) => {
          if (allowLaunch(game.freePlay)) onLaunch?.();
          else event.preventDefault();
        }}
      >
        <LazyImage
          className={styles.icon}
          src={game.icon}
          fallback={CATEGORY_ART[game.category]}
          alt=""
          width={120}
          height={120}
        />
        <span className={styles.name}>{game.name}</span>
        <span className={styles.vendor}>{vendorName}</span>
      </Link>
      <FavouriteButton nodeId={game.nodeId} name={game.name} />
    </div>
  );
}

export function GameGrid({ games, onLaunch }: { games: readonly Game[]; onLaunch?: () => void }) {
  return (
    <ul className={`${cardStyles.grid} ${styles.grid}`}>
      {games.map((game) => (
        <li key={game.nodeId}>
          <GameCard game={game} {...(onLaunch ? { onLaunch } : {})} />
        </li>
      ))}
    </ul>
  );
}
