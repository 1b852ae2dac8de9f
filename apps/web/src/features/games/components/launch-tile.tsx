import type { ReactNode } from "react";
import cardStyles from "../../../shared/ui/card.module.css";
import type { LaunchTarget } from "../launch/launch-target";
import { useOpenGame } from "../launch/use-open-game";
import styles from "./launch-tile.module.css";
import { MaintenanceBadge } from "./vendor-maintenance";

/** A small launchable tile (a PVP room, a lottery game): a title, details, one click to start. */
export function LaunchTile({
  target,
  freePlay = false,
  title,
  children,
  icon,
  closed = false,
  markClosed = false,
}: {
  target: LaunchTarget;
  /** A free-play game: a trial member may start it (with demo credit). */
  freePlay?: boolean;
  title: string;
  children?: ReactNode;
  /** A drawn icon shown before the title (shared/art). */
  icon?: ReactNode;
  /** Its vendor is under maintenance: shown dimmed, not pressable. */
  closed?: boolean;
  /**
   * A closed tile carries the Maintenance badge itself: where open and closed vendors' tiles mix
   * (the house's lottery games beside TCG_SEA's), not under a heading that already says so.
   */
  markClosed?: boolean;
}) {
  const { openGame } = useOpenGame();
  return (
    <button
      type="button"
      className={`${cardStyles.card} ${closed ? styles.closed : cardStyles.interactive} ${styles.tile}`}
      disabled={closed}
      onClick={() => openGame(target, freePlay)}
    >
      <span className={styles.title}>
        {icon}
        <span className={styles.name}>{title}</span>
      </span>
      {children ? <span className={styles.details}>{children}</span> : null}
      {/* Told apart from an open game of the same name (the house's draws beside a closed vendor's). */}
      {closed && markClosed ? (
        <span>
          <MaintenanceBadge />
        </span>
      ) : null}
    </button>
  );
}

export function TileGrid({ children }: { children: ReactNode }) {
  return <ul className={`${cardStyles.grid} ${styles.grid}`}>{children}</ul>;
}
