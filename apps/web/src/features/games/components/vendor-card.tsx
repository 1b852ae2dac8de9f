import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { VendorCard as VendorCardData } from "@portal/contract/api/content";
import { CATEGORY_ART } from "@portal/contract/artwork";
import { Badge } from "../../../shared/ui/badge";
import { LazyImage } from "../../../shared/ui/lazy-image";
import cardStyles from "../../../shared/ui/card.module.css";
import { vendorTarget } from "../hooks/category-nav";
import { useVendorClick } from "../hooks/use-vendor-click";
import { MaintenanceBadge, MaintenanceNote } from "./vendor-maintenance";
import styles from "./vendor-card.module.css";

const CARD_CLASS = `${cardStyles.card} ${cardStyles.interactive} ${styles.card}`;
const CLOSED_CLASS = `${cardStyles.card} ${styles.card} ${styles.closed}`;

/**
 * One vendor: opens its popup game list, its slots page or lottery page, or starts its lobby
 * (spec section 4; see vendorTarget and useVendorClick). A vendor under maintenance is a tile
 * that opens nothing: its badge and, when the operator gave one, the planned end say why.
 */
export function VendorCard({ card }: { card: VendorCardData }) {
  const { t } = useTranslation();
  const onVendorClick = useVendorClick();
  if (card.maintenance) {
    return (
      <div
        className={CLOSED_CLASS}
        data-vassalage={card.vassalage}
        data-maintenance="true"
        role="group"
        aria-label={card.displayName}
      >
        <LazyImage
          className={styles.icon}
          src={card.icon}
          fallback={CATEGORY_ART[card.category]}
          alt=""
          width={160}
          height={100}
        />
        <span className={styles.name}>{card.displayName}</span>
        <span className={styles.badges}>
          <MaintenanceBadge />
        </span>
        <MaintenanceNote className={styles.note} until={card.maintenanceUntil} />
      </div>
    );
  }
  const target = vendorTarget(card);
  return (
    <Link
      to={target.to}
      className={CARD_CLASS}
      data-vassalage={card.vassalage}
      onClick={(event) => onVendorClick(target, event)}
    >
      <LazyImage
        className={styles.icon}
        src={card.icon}
        fallback={CATEGORY_ART[card.category]}
        alt=""
        width={160}
        height={100}
      />
      <span className={styles.name}>{card.displayName}</span>
      <span className={styles.badges}>{card.isHot ? <Badge tone="accent">{t("games.hot")}</Badge> : null}</span>
    </Link>
  );
}

export function VendorGrid({ cards }: { cards: readonly VendorCardData[] }) {
  return (
    <ul className={`${cardStyles.grid} ${styles.grid}`}>
      {cards.map((card) => (
        <li key={`${card.category}:${card.vassalage}`}>
          <VendorCard card={card} />
        </li>
      ))}
    </ul>
  );
}
