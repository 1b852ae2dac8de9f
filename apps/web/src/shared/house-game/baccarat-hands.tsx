import { useTranslation } from "react-i18next";
import { BACCARAT_NS } from "../i18n/namespaces";
import styles from "./baccarat-hands.module.css";

const RANK_LABELS = ["", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
const SUIT_GLYPHS: Record<string, string> = { S: "♠", H: "♥", D: "♦", C: "♣" };

/** A card as the deal answer and the contract's derivation both describe it. */
type Card = { rank: number; suit: string };

function PlayingCard({ card }: { card: Card }) {
  const { t } = useTranslation(BACCARAT_NS);
  const name = t("houseBaccarat.cardName", {
    rank: t(`houseBaccarat.ranks.${card.rank}`),
    suit: t(`houseBaccarat.suits.${card.suit}`),
  });
  return (
    <li className={styles.card} data-suit={card.suit} aria-label={name}>
      <span aria-hidden="true">
        {RANK_LABELS[card.rank]}
        {SUIT_GLYPHS[card.suit]}
      </span>
    </li>
  );
}

export interface BaccaratHandsProps {
  /** The dealt round; null before the first deal. */
  round: { player: Card[]; banker: Card[]; playerTotal: number; bankerTotal: number } | null;
}

/**
 * The two hands of a baccarat round with their totals, as the game page and the verify page
 * show them (the same cards from the same derivation, so a player can compare them at a glance).
 */
export function BaccaratHands({ round }: BaccaratHandsProps) {
  const { t } = useTranslation(BACCARAT_NS);
  const hands = [
    { side: "PLAYER", cards: round?.player, total: round?.playerTotal },
    { side: "BANKER", cards: round?.banker, total: round?.bankerTotal },
  ] as const;
  return (
    <div className={styles.hands}>
      {hands.map(({ side, cards, total }) => (
        <section key={side} className={styles.hand} data-side={side} aria-label={t(`houseBaccarat.spots.${side}`)}>
          <h2 className={styles.handTitle}>
            {t(`houseBaccarat.spots.${side}`)}
            <span className={styles.total}>{total === undefined ? "—" : t("houseBaccarat.total", { total })}</span>
          </h2>
          {cards ? (
            <ol className={styles.cards}>
              {cards.map((card, i) => (
                <PlayingCard key={i} card={card} />
              ))}
            </ol>
          ) : (
            <p className={styles.empty}>{t("houseBaccarat.notDealt")}</p>
          )}
        </section>
      ))}
    </div>
  );
}
