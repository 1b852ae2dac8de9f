import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { VendorCard as VendorCardData } from "@portal/contract/api/content";
import { IS_GAME_POPUP } from "@portal/contract/games";
import { LazyImage } from "../../../shared/ui/lazy-image";
import { openModal } from "../../../shared/modals/modal-store";
import cardStyles from "../../../shared/ui/card.module.css";
import { setCurrentVendor } from "../../../shared/storage/session";
import { useGuardedAction } from "../../../shared/auth/guarded-action";
import { vendorTarget } from "../hooks/category-nav";
import styles from "./vendor-card.module.css";

const CARD_CLASS = `${cardStyles.card} ${cardStyles.interactive} ${styles.card}`;

function CardBody({ card }: { card: VendorCardData }) {
  const { t } = useTranslation();
  return (
    <>
      <LazyImage className={styles.icon} src={card.icon} alt="" width={160} height={100} />
      <span className={styles.name}>{card.displayName}</span>
      <span className={styles.badges}>
        {card.isHot ? <span className={styles.hot}>{t("games.hot")}</span> : null}
        {card.maintenance ? <span className={styles.maintenance}>{t("games.maintenance")}</span> : null}
      </span>
    </>
  );
}

/**
 * One vendor: opens its game list popup, its slots page, or starts it (its game route; launch
 * arrives with the games issue). Starting a game needs a real account: a visitor gets the login
 * popup, a trial member the warning.
 */
export function VendorCard({ card }: { card: VendorCardData }) {
  const guard = useGuardedAction();
  if (card.isGame === IS_GAME_POPUP) {
    return (
      <button
        type="button"
        className={CARD_CLASS}
        data-testid="vendor-card"
        data-vassalage={card.vassalage}
        onClick={() => openModal("gamePopup", { vassalage: card.vassalage })}
      >
        <CardBody card={card} />
      </button>
    );
  }
  const target = vendorTarget(card);
  return (
    <Link
      to={target.to}
      className={CARD_CLASS}
      data-testid="vendor-card"
      data-vassalage={card.vassalage}
      onClick={(event) => {
        if (target.currentVendor) {
          setCurrentVendor(target.currentVendor);
          return;
        }
        if (guard(() => undefined) !== "allow") event.preventDefault();
      }}
    >
      <CardBody card={card} />
    </Link>
  );
}

export function VendorGrid({ cards }: { cards: readonly VendorCardData[] }) {
  return (
    <ul className={`${cardStyles.grid} ${styles.grid}`}>
      {cards.map((card) => (
        <li key={card.vassalage}>
          <VendorCard card={card} />
        </li>
      ))}
    </ul>
  );
}
