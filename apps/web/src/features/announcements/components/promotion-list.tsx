import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { PROMOTIONS_NS } from "../../../shared/i18n/namespaces";
import { ROUTE } from "@portal/contract/routes";
import { isoDateTime } from "../../../shared/format/date-time";
import { withZone } from "../../../shared/format/clock";
import { useDateTime } from "../../../shared/format/use-date-time";
import { LazyImage } from "../../../shared/ui/lazy-image";
import { QueryState } from "../../../shared/ui/query-state";
import { EmptyState } from "../../../shared/ui/empty-state";
import cardStyles from "../../../shared/ui/card.module.css";
import { useAnnouncements } from "../hooks/use-announcements";
import styles from "./promotions.module.css";

const CARD_CLASS = `${cardStyles.card} ${cardStyles.interactive} ${styles.card}`;

export interface PromotionListProps {
  /** Whether a promotion is in the list shown (a category tab); all of them unless given. */
  shows?: (promotionId: number) => boolean;
  /** A short label on a promotion's card (its offer), or nothing. */
  badge?: (promotionId: number) => ReactNode;
}

const everyPromotion = () => true;
const noBadge = () => null;

/**
 * /promotions: the promotion group as cards linking to /promoDetail?id=. The page composes what
 * other features add (the offers' category tabs and badges) through `shows` and `badge`.
 */
export function PromotionList({ shows = everyPromotion, badge = noBadge }: PromotionListProps) {
  const dateTime = useDateTime();
  const { t } = useTranslation(PROMOTIONS_NS);
  const query = useAnnouncements();
  return (
    <QueryState query={query}>
      {({ promotion }) => {
        const shown = promotion.filter((p) => shows(p.id));
        return shown.length === 0 ? (
          <EmptyState title={t("promo.empty")} />
        ) : (
          <ul className={`${cardStyles.grid} ${styles.grid}`}>
            {shown.map((p, index) => {
              const label = badge(p.id);
              return (
                <li key={p.id}>
                  <Link to={`${ROUTE.promoDetail}?id=${p.id}`} className={CARD_CLASS}>
                    {/* The first card's picture is the page's largest paint on a phone: asked for at once. */}
                    <LazyImage
                      className={styles.image}
                      src={p.imageUrl}
                      alt=""
                      width={480}
                      height={200}
                      priority={index === 0}
                    />
                    <span className={styles.title}>{p.title}</span>
                    {label ? <span className={styles.badge}>{label}</span> : null}
                    <time className={styles.time} dateTime={isoDateTime(p.time)}>
                      {withZone(dateTime(p.time))}
                    </time>
                  </Link>
                </li>
              );
            })}
          </ul>
        );
      }}
    </QueryState>
  );
}
