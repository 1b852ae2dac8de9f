import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { ROUTE } from "@portal/contract/routes";
import { isoDateTime } from "../../../shared/format/date-time";
import { useDateTime } from "../../../shared/format/use-date-time";
import { LazyImage } from "../../../shared/ui/lazy-image";
import { QueryState } from "../../../shared/ui/query-state";
import { EmptyState } from "../../../shared/ui/empty-state";
import cardStyles from "../../../shared/ui/card.module.css";
import { useAnnouncements } from "../hooks/use-announcements";
import styles from "./promotions.module.css";

const CARD_CLASS = `${cardStyles.card} ${cardStyles.interactive} ${styles.card}`;

/** /promotions: the promotion group as cards linking to /promoDetail?id=. */
export function PromotionList() {
  const dateTime = useDateTime();
  const { t } = useTranslation();
  const query = useAnnouncements();
  return (
    <QueryState query={query}>
      {({ promotion }) =>
        promotion.length === 0 ? (
          <EmptyState title={t("promo.empty")} />
        ) : (
          <ul className={`${cardStyles.grid} ${styles.grid}`}>
            {promotion.map((p) => (
              <li key={p.id}>
                <Link to={`${ROUTE.promoDetail}?id=${p.id}`} className={CARD_CLASS}>
                  <LazyImage className={styles.image} src={p.imageUrl} alt="" width={480} height={200} />
                  <span className={styles.title}>{p.title}</span>
                  <time className={styles.time} dateTime={isoDateTime(p.time)}>
                    {dateTime(p.time)}
                  </time>
                </Link>
              </li>
            ))}
          </ul>
        )
      }
    </QueryState>
  );
}
