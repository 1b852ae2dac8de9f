import { useId } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { PROMOTIONS_NS } from "../../../shared/i18n/namespaces";
import type { ApplicationStatus } from "@portal/contract/api/promotion-events";
import { errorKeyOf } from "../../../shared/api/api-error";
import { invalidateMoneyQueries } from "../../../shared/api/wallet-balance";
import { formatMoney } from "../../../shared/format/money";
import { Badge, type BadgeTone } from "../../../shared/ui/badge";
import { Button } from "../../../shared/ui/button";
import cardStyles from "../../../shared/ui/card.module.css";
import textStyles from "../../../shared/ui/text.module.css";
import { When } from "../../../shared/ui/when";
import { claimPrize, type ApplicationView } from "../api/events-api";
import { useApplicationCache } from "../hooks/use-application-cache";
import styles from "./promotions.module.css";

const STATUS_TONE: Record<ApplicationStatus, BadgeTone> = {
  APPLYING: "muted",
  PROCESS: "warning",
  JOINED: "success",
  ISSUED: "accent",
  CLAIMED: "success",
  REJECTED: "danger",
};

/**
 * "Claim prize" of an issued application: the prize goes to the main wallet, the application shows
 * CLAIMED, and the money is read again. A refusal is told and the application read again.
 */
function ClaimPrize({ application }: { application: ApplicationView }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const queryClient = useQueryClient();
  const cache = useApplicationCache();
  const claim = useMutation({
    mutationFn: () => claimPrize(application.id),
    onSuccess: (claimed) => {
      cache.put(claimed);
      void invalidateMoneyQueries(queryClient);
    },
    onError: () => cache.reread(application.promotionId),
  });
  return (
    <>
      {application.status === "ISSUED" ? (
        <div className={styles.actions}>
          <Button variant="primary" busy={claim.isPending} onClick={() => claim.mutate()}>
            {t("promo.application.claim")}
          </Button>
        </div>
      ) : null}
      {claim.isSuccess && claim.data.prize !== null ? (
        <p className={textStyles.success} role="status">
          {t("promo.application.claimDone", { amount: formatMoney(claim.data.prize) })}
        </p>
      ) : null}
      {claim.isError ? (
        <p className={styles.refusal} role="alert">
          {t(errorKeyOf(claim.error))}
        </p>
      ) : null}
    </>
  );
}

/**
 * One application, an article named by its promotion's title: its status as a labelled tag, what
 * the member sent, the review's note and prize, its dates, and "Claim prize" once a prize is issued.
 */
export function ApplicationCard({
  application,
  headingLevel = 4,
}: {
  application: ApplicationView;
  /** The level of its title under the headings around it. */
  headingLevel?: 4 | 5;
}) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const titleId = useId();
  const Heading = headingLevel === 5 ? "h5" : "h4";
  const { status } = application;
  return (
    <article className={styles.bonus} aria-labelledby={titleId} data-status={status}>
      <Heading id={titleId} className={cardStyles.title}>
        {application.title}
      </Heading>
      <dl className={styles.terms}>
        <dt>{t("promo.application.statusLabel")}</dt>
        <dd>
          <Badge tone={STATUS_TONE[status]}>{t(`promo.application.status.${status}`)}</Badge>
        </dd>
        {application.prize !== null ? (
          <>
            <dt>{t("promo.application.prize")}</dt>
            <dd className={textStyles.amount}>{formatMoney(application.prize)}</dd>
          </>
        ) : null}
        {application.note !== "" ? (
          <>
            <dt>{t("promo.application.note")}</dt>
            <dd className={styles.text}>{application.note}</dd>
          </>
        ) : null}
        <dt>{t("promo.application.comment")}</dt>
        <dd className={styles.text}>{application.comment || t("promo.application.noComment")}</dd>
        <dt>{t("promo.application.images")}</dt>
        <dd>{application.images}</dd>
        <dt>{t("promo.application.appliedAt")}</dt>
        <dd>
          <When at={application.appliedAt} />
        </dd>
        {application.reviewedAt !== null ? (
          <>
            <dt>{t("promo.application.reviewedAt")}</dt>
            <dd>
              <When at={application.reviewedAt} />
            </dd>
          </>
        ) : null}
      </dl>
      <ClaimPrize application={application} />
    </article>
  );
}
