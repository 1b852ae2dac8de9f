import { useId } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { PromotionKind } from "@portal/contract/api/promotion-constants";
import { PROMOTIONS_NS } from "../../../shared/i18n/namespaces";
import { errorKeyOf } from "../../../shared/api/api-error";
import { invalidateMoneyQueries } from "../../../shared/api/wallet-balance";
import { formatMoney } from "../../../shared/format/money";
import { useDateTime } from "../../../shared/format/use-date-time";
import { compareDecimal } from "../../../shared/format/decimal";
import { useRequestIds } from "../../../shared/hooks/request-id";
import { useSession } from "../../../shared/storage/session";
import { Button } from "../../../shared/ui/button";
import { QueryState } from "../../../shared/ui/query-state";
import stackStyles from "../../../shared/ui/stack.module.css";
import textStyles from "../../../shared/ui/text.module.css";
import { claimPromotion, eligibilityKey, eligibilityQuery, type Eligibility } from "../api/promotions-api";
import { cashbackPeriod, refusalReason } from "../hooks/offer-text";
import { BonusCard } from "./bonus-card";
import { RewardCenterLink } from "./reward-center-link";
import styles from "./promotions.module.css";

/** A refused claim: the error as the portal tells it, then the reason the answer gave. */
function Refusal({ error }: { error: unknown }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const reason = refusalReason(error);
  return (
    <div className={styles.refusal} role="alert">
      <p>{t(errorKeyOf(error))}</p>
      {reason ? <p>{t(`promo.reason.${reason}`)}</p> : null}
    </div>
  );
}

/** What the claim gives now, and the Claim button. */
function Claimable({
  eligibility,
  busy,
  onClaim,
}: {
  eligibility: Eligibility;
  busy: boolean;
  onClaim: (orderNo: string) => void;
}) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const { deposit, bonus, turnoverRequired } = eligibility;
  return (
    <>
      <p className={styles.message}>{t("promo.claimable")}</p>
      <dl className={styles.terms}>
        {deposit ? (
          <>
            <dt>{t("promo.yourDeposit")}</dt>
            <dd className={textStyles.amount}>{formatMoney(deposit.amount)}</dd>
          </>
        ) : null}
        {bonus !== null ? (
          <>
            <dt>{t("promo.yourBonus")}</dt>
            <dd className={textStyles.amount}>{formatMoney(bonus)}</dd>
          </>
        ) : null}
        {turnoverRequired !== null ? (
          <>
            <dt>{t("promo.turnoverRequired")}</dt>
            <dd className={textStyles.amount}>{formatMoney(turnoverRequired)}</dd>
          </>
        ) : null}
      </dl>
      <div className={styles.actions}>
        <Button variant="primary" busy={busy} onClick={() => onClaim(deposit?.orderNo ?? "")}>
          {t("promo.claim")}
        </Button>
      </div>
    </>
  );
}

/**
 * A cashback the member is in the audience of (decision 0045): what the running day or week has
 * built up so far and when it ends, to be paid to the reward center then. Nothing to claim here.
 */
function CashbackRunning({ eligibility }: { eligibility: Eligibility }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const dateTime = useDateTime();
  const { terms, cashback } = eligibility;
  if (!cashback) return null;
  const period = cashbackPeriod(terms);
  const belowMin = compareDecimal(cashback.amount, "0") !== 1 && compareDecimal(terms.minLoss, "0") === 1;
  return (
    <>
      <p className={styles.message}>
        {t(`promo.cashback.running.${period}`, {
          netLoss: formatMoney(cashback.netLoss),
          amount: formatMoney(cashback.amount),
        })}
      </p>
      <p className={textStyles.muted}>
        {t(`promo.cashback.paidAfter.${period}`, { end: dateTime(cashback.periodEnd) })}
      </p>
      {belowMin ? (
        <p className={textStyles.muted}>{t("promo.cashback.belowMin", { min: formatMoney(terms.minLoss) })}</p>
      ) : null}
      <RewardCenterLink />
    </>
  );
}

/**
 * A member's side of an offer: whether it can be claimed now (with what it gives and the Claim
 * button), the bonus it already gave with its turnover, a cashback's running period (paid by the
 * brand, nothing to claim), or why it cannot be claimed. A claim carries one requestId per
 * attempt: a retry of the same deposit after a failure sends it again.
 */
export function OfferClaim({ promotionId, kind }: { promotionId: number; kind: PromotionKind }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const { token } = useSession();
  const queryClient = useQueryClient();
  const headingId = useId();
  const ids = useRequestIds();
  const eligibility = useQuery(eligibilityQuery(token, promotionId));
  const claim = useMutation({
    mutationFn: (orderNo: string) => claimPromotion(promotionId, ids.idFor(orderNo)),
    onSuccess: (bonus) => {
      ids.done();
      queryClient.setQueryData(eligibilityKey(token, promotionId), (old: Eligibility | undefined) =>
        old ? { ...old, state: "CLAIMED" as const, reason: null, claimed: bonus } : old,
      );
      // The bonus is in the wallet: the balance, the withdrawal's limits and the bonuses are read again.
      void invalidateMoneyQueries(queryClient);
    },
    // Whatever was refused, the member's standing is read again (it may have changed meanwhile).
    onError: () => void queryClient.invalidateQueries({ queryKey: eligibilityKey(token, promotionId) }),
  });
  return (
    <section className={stackStyles.section} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.subheading}>
        {kind === "CASHBACK" ? t("promo.cashback.yourCashback") : t("promo.yourStanding")}
      </h4>
      <QueryState query={eligibility}>
        {(data) => {
          if (data.state === "CLAIMED" && data.claimed) {
            return (
              <>
                {claim.isSuccess ? (
                  <p className={textStyles.success} role="status">
                    {t("promo.claimDone", { amount: formatMoney(claim.data.bonusAmount) })}
                  </p>
                ) : null}
                <BonusCard bonus={data.claimed} headingLevel={5} />
              </>
            );
          }
          if (data.state === "AUTOMATIC" && data.cashback) return <CashbackRunning eligibility={data} />;
          if (data.state === "CLAIMABLE") {
            return <Claimable eligibility={data} busy={claim.isPending} onClaim={(orderNo) => claim.mutate(orderNo)} />;
          }
          return (
            <p className={styles.reason} role="note">
              {data.reason ? t(`promo.reason.${data.reason}`) : t("promo.notEligible")}
            </p>
          );
        }}
      </QueryState>
      {claim.isError ? <Refusal error={claim.error} /> : null}
    </section>
  );
}
