import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { VendorCard as VendorCardData } from "@portal/contract/api/content";
import { LazyImage } from "../../../shared/ui/lazy-image";
import cardStyles from "../../../shared/ui/card.module.css";
import { vendorTarget } from "../hooks/category-nav";
import { useVendorClick } from "../hooks/use-vendor-click";
import styles from "./vendor-card.module.css";

const CARD_CLASS = `${cardStyles.card} ${cardStyles.interactive} ${styles.card}`;

/**
 * One vendor: opens its popup game list, its slots page or lottery page, or starts its lobby
 * (spec section 4; see vendorTarget and useVendorClick).
 */
export function VendorCard({ card }: { card: VendorCardData }) {
  const { t } = useTranslation();
  const onVendorClick = useVendorClick();
  const target = vendorTarget(card);
  return (
    <Link
      to={target.to}
      className={CARD_CLASS}
      data-testid="vendor-card"
      data-vassalage={card.vassalage}
      onClick={(event) => onVendorClick(target, event)}
    >
      <LazyImage className={styles.icon} src={card.icon} alt="" width={160} height={100} />
      <span className={styles.name}>{card.displayName}</span>
      <span className={styles.badges}>
        {card.isHot ? <span className={styles.hot}>{t("games.hot")}</span> : null}
        {card.maintenance ? <span className={styles.maintenance}>{t("games.maintenance")}</span> : null}
      </span>
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
