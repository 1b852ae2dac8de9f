import { useTranslation } from "react-i18next";
import { useFavourites, useMemberToken, useToggleFavourite } from "../hooks/use-member-games";
import styles from "./game-card.module.css";

/** A member's star on a game card: pressed when the game is a favourite. Hidden for others. */
export function FavouriteButton({ nodeId, name }: { nodeId: number; name: string }) {
  const { t } = useTranslation();
  const token = useMemberToken();
  const favourites = useFavourites();
  const toggle = useToggleFavourite();
  if (token === null || !favourites.data) return null;
  const on = favourites.data.some((g) => g.nodeId === nodeId);
  return (
    <button
      type="button"
      className={on ? `${styles.star} ${styles.starOn}` : styles.star}
      aria-pressed={on}
      aria-label={t(on ? "games.removeFavourite" : "games.addFavourite", { name })}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate({ nodeId, on: !on })}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
      </svg>
    </button>
  );
}
