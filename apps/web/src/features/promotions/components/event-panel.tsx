import { useId } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { PROMOTIONS_NS } from "../../../shared/i18n/namespaces";
import { errorKeyOf, errorCodeOf } from "../../../shared/api/api-error";
import { guardDecision } from "../../../shared/auth/guarded-action";
import { useSession } from "../../../shared/storage/session";
import { ErrorPanel } from "../../../shared/ui/error-panel";
import textStyles from "../../../shared/ui/text.module.css";
import { applyToEvent, eventQuery, isNotFound, type ApplicationInput, type EventView } from "../api/events-api";
import { offersQuery } from "../api/promotions-api";
import { applicationRefusalReason } from "../hooks/application-text";
import { useApplicationCache } from "../hooks/use-application-cache";
import { ApplicationCard } from "./application-card";
import { ApplicationForm } from "./application-form";
import { EventPeriod } from "./event-period";
import { GuestNote } from "./guest-note";
import styles from "./promotions.module.css";

/** A refused application: the error as the portal tells it, then the reason the answer gave. */
function Refusal({ error }: { error: unknown }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const reason = applicationRefusalReason(error);
  // errors.PROMOTION_NOT_ELIGIBLE speaks of a bonus's claim: an application says its own.
  const headline = errorCodeOf(error) === "PROMOTION_NOT_ELIGIBLE" ? t("promo.event.refused") : t(errorKeyOf(error));
  return (
    <div className={styles.refusal} role="alert">
      <p>{headline}</p>
      {reason ? <p>{t(`promo.event.reason.${reason}`)}</p> : null}
    </div>
  );
}

/** The member's side of an event: the application, the form while it is open, or why it is closed. */
function EventStanding({ promotionId, event }: { promotionId: number; event: EventView }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const cache = useApplicationCache();
  const apply = useMutation({
    mutationFn: (input: ApplicationInput) => applyToEvent(promotionId, input),
    onSuccess: (application) => {
      cache.put(application);
      void cache.listsChanged();
    },
    // Refused for the event's sake (closed, applied already): its standing is read again.
    onError: (error) => {
      if (errorCodeOf(error) === "PROMOTION_NOT_ELIGIBLE") cache.reread(promotionId);
    },
  });
  const { application } = event;
  return (
    <>
      <EventPeriod event={event} />
      {application ? (
        <>
          {apply.isSuccess ? (
            <p className={textStyles.success} role="status">
              {t("promo.event.applied")}
            </p>
          ) : null}
          <ApplicationCard application={application} />
        </>
      ) : event.open ? (
        <ApplicationForm busy={apply.isPending} onApply={(input) => apply.mutate(input)} />
      ) : (
        <p className={styles.reason} role="note">
          {t(`promo.event.reason.${event.reason ?? "NOT_IN_AUDIENCE"}`)}
        </p>
      )}
      {apply.isError ? <Refusal error={apply.error} /> : null}
    </>
  );
}

/** A member's event panel: nothing for a promotion that is no event, nor while the event loads. */
function MemberEvent({ promotionId, headingId }: { promotionId: number; headingId: string }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const { token } = useSession();
  const event = useQuery(eventQuery(token, promotionId));
  if (event.isPending || (event.isError && isNotFound(event.error))) return null;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t("promo.event.title")}
      </h3>
      {event.isError ? (
        <ErrorPanel
          message={t(errorKeyOf(event.error))}
          retryLabel={t("common.retry")}
          onRetry={() => void event.refetch()}
        />
      ) : (
        <EventStanding promotionId={promotionId} event={event.data} />
      )}
    </section>
  );
}

/**
 * A visitor's or trial member's panel. Whether a promotion is an event only a member may ask, so
 * the prompt shows on a promotion without an offer (the offer's panel has its own prompt).
 */
function GuestEvent({
  promotionId,
  decision,
  headingId,
}: {
  promotionId: number;
  decision: "login" | "trial";
  headingId: string;
}) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const offers = useQuery(offersQuery());
  const hasOffer = offers.data?.list.some((offer) => offer.id === promotionId) ?? false;
  if (offers.isPending || hasOffer) return null;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t("promo.event.title")}
      </h3>
      <GuestNote
        decision={decision}
        message={t("promo.event.loginToApply")}
        loginLabel={t("promo.event.loginButton")}
      />
    </section>
  );
}

/**
 * The event of a promotion below its article (/promoDetail; decision 0040): for a member, the
 * application form while the event is open, the application with its status and prize once sent,
 * or why it takes none; nothing for a promotion that is no event.
 */
export function EventPanel({ promotionId }: { promotionId: number }) {
  const session = useSession();
  const headingId = useId();
  const decision = guardDecision(session);
  return decision === "allow" ? (
    <MemberEvent promotionId={promotionId} headingId={headingId} />
  ) : (
    <GuestEvent promotionId={promotionId} decision={decision} headingId={headingId} />
  );
}
