import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { PROMOTIONS_NS } from "../../../shared/i18n/namespaces";
import { ROUTE } from "@portal/contract/routes";
import { isoDateTime } from "../../../shared/format/date-time";
import { useDateTime } from "../../../shared/format/use-date-time";
import { LazyImage } from "../../../shared/ui/lazy-image";
import { QueryState } from "../../../shared/ui/query-state";
import { EmptyState } from "../../../shared/ui/empty-state";
import { SafeHtml } from "../../../shared/ui/safe-html";
import { useAnnouncements } from "../hooks/use-announcements";
import styles from "./promotions.module.css";

/**
 * /promoDetail?id=: one promotion. `offer` is what the page composes below its text for the
 * promotion's id (the promotions feature's offer panel), or nothing.
 */
export function PromotionDetail({ offer }: { offer?: (promotionId: number) => ReactNode }) {
  const dateTime = useDateTime();
  const { t } = useTranslation(PROMOTIONS_NS);
  const [params] = useSearchParams();
  const id = Number(params.get("id"));
  const query = useAnnouncements();
  return (
    <QueryState query={query}>
      {({ promotion }) => {
        const promo = promotion.find((p) => p.id === id);
        if (!promo) {
          return (
            <EmptyState title={t("promo.notFound")}>
              <Link to={ROUTE.promotions}>{t("promo.back")}</Link>
            </EmptyState>
          );
        }
        return (
          <article className={styles.detail} aria-labelledby="promo-title">
            <h2 id="promo-title" className={styles.detailTitle}>
              {promo.title}
            </h2>
            <time className={styles.time} dateTime={isoDateTime(promo.time)}>
              {dateTime(promo.time)}
            </time>
            {promo.imageUrl ? (
              <LazyImage className={styles.detailImage} src={promo.imageUrl} alt="" width={960} height={400} />
            ) : null}
            <SafeHtml html={promo.content} />
            {offer?.(promo.id)}
            <Link to={ROUTE.promotions}>{t("promo.back")}</Link>
          </article>
        );
      }}
    </QueryState>
  );
}
