import { useId } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { PROMOTIONS_NS } from "../../../shared/i18n/namespaces";
import { guardDecision } from "../../../shared/auth/guarded-action";
import { useSession } from "../../../shared/storage/session";
import { Badge } from "../../../shared/ui/badge";
import cardStyles from "../../../shared/ui/card.module.css";
import { offersQuery } from "../api/promotions-api";
import { offerBadgeText } from "../hooks/offer-text";
import { GuestNote } from "./guest-note";
import { OfferClaim } from "./offer-claim";
import { OfferTerms } from "./offer-terms";
import styles from "./promotions.module.css";

/**
 * The offer of a promotion below its article (/promoDetail): its terms, then the claim for a
 * member (a cashback's running period: nothing to claim), a login prompt for a visitor. Nothing for a promotion without an offer (information only),
 * nor while the offers load or when they cannot be read (the article stands on its own).
 */
export function OfferPanel({ promotionId }: { promotionId: number }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const session = useSession();
  const headingId = useId();
  const offer = useQuery(offersQuery()).data?.list.find((o) => o.id === promotionId);
  if (!offer) return null;
  const decision = guardDecision(session);
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={cardStyles.head}>
        <h3 id={headingId} className={styles.heading}>
          {t("promo.offer")}
        </h3>
        <Badge tone="accent">{offerBadgeText(t, offer.terms)}</Badge>
      </div>
      <OfferTerms terms={offer.terms} />
      {decision === "allow" ? (
        <OfferClaim promotionId={promotionId} kind={offer.terms.kind} />
      ) : offer.terms.kind === "CASHBACK" ? (
        <GuestNote
          decision={decision}
          message={t("promo.cashback.loginToSee")}
          loginLabel={t("promo.cashback.loginButton")}
        />
      ) : (
        <GuestNote decision={decision} message={t("promo.loginToClaim")} loginLabel={t("promo.loginButton")} />
      )}
    </section>
  );
}
