import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { POINTS_NS } from "../../../shared/i18n/namespaces";
import { errorCodeOf } from "../../../shared/api/api-error";
import { invalidateMoneyQueries } from "../../../shared/api/wallet-balance";
import { formatMoney } from "../../../shared/format/money";
import { useRequestIds } from "../../../shared/hooks/request-id";
import { Button } from "../../../shared/ui/button";
import { ModalFrame } from "../../../shared/ui/modal-frame";
import stackStyles from "../../../shared/ui/stack.module.css";
import textStyles from "../../../shared/ui/text.module.css";
import {
  invalidatePointsQueries,
  redeemReward,
  type RedeemInput,
  type Redemption,
  type Reward,
} from "../api/points-api";
import { pointsErrorText } from "../hooks/points-errors";
import { formatPoints } from "../hooks/points-format";
import { useHasPaymentPassword } from "../hooks/use-payment-password";
import { PaymentPasswordNote } from "./payment-password-note";
import { RedeemForm } from "./redeem-form";
import styles from "./points.module.css";

/** What the redemption did: a money reward is in the wallet, a physical one waits for its review. */
function RedeemDone({ redemption, onClose }: { redemption: Redemption; onClose: () => void }) {
  const { t } = useTranslation(POINTS_NS);
  const { name, amount } = redemption;
  return (
    <>
      <p className={textStyles.success} role="status">
        {redemption.status === "APPROVED" && amount !== null
          ? t("points.redeemedMoney", { name, amount: formatMoney(amount) })
          : t("points.redeemedPhysical", { name })}
      </p>
      <div className={styles.actions}>
        <Button variant="primary" onClick={onClose}>
          {t("points.done")}
        </Button>
      </div>
    </>
  );
}

/**
 * Redeems a reward: what it costs and gives, then the payment password (and a physical reward's
 * delivery). One requestId per attempt (a retry of the same values keeps it); a success reads
 * the points, the rewards' stock and the money (the header's balance) again.
 */
export function RedeemDialog({ reward, onClose }: { reward: Reward; onClose: () => void }) {
  const { t } = useTranslation(POINTS_NS);
  const queryClient = useQueryClient();
  const ids = useRequestIds();
  const hasPassword = useHasPaymentPassword();
  const redeem = useMutation({
    mutationFn: (input: Omit<RedeemInput, "requestId">) =>
      redeemReward(reward.id, { ...input, requestId: ids.idFor(JSON.stringify(input)) }),
    onSuccess: () => {
      ids.done();
      void invalidatePointsQueries(queryClient);
      void invalidateMoneyQueries(queryClient);
    },
    // Sold out meanwhile: the card says so once the rewards are read again.
    onError: (error) => {
      if (errorCodeOf(error) === "OUT_OF_STOCK") void invalidatePointsQueries(queryClient);
    },
  });
  const noPassword =
    hasPassword === false || (redeem.isError && errorCodeOf(redeem.error) === "PAYMENT_PASSWORD_NOT_SET");
  return (
    <ModalFrame title={t("points.redeemTitle", { name: reward.name })} closeLabel={t("common.close")} onClose={onClose}>
      <div className={stackStyles.section}>
        <dl className={styles.facts}>
          <dt>{t("points.cost")}</dt>
          <dd>{t("points.pointsCount", { points: formatPoints(reward.cost) })}</dd>
          {reward.kind === "MONEY" && reward.amount !== null ? (
            <>
              <dt>{t("points.value")}</dt>
              <dd>{formatMoney(reward.amount)}</dd>
            </>
          ) : null}
        </dl>
        {redeem.isSuccess ? (
          <RedeemDone redemption={redeem.data} onClose={onClose} />
        ) : noPassword ? (
          <PaymentPasswordNote beforeOpen={onClose} />
        ) : (
          <RedeemForm
            reward={reward}
            busy={redeem.isPending}
            error={redeem.isError ? pointsErrorText(t, redeem.error) : undefined}
            onRedeem={(input) => redeem.mutate(input)}
            onCancel={onClose}
          />
        )}
      </div>
    </ModalFrame>
  );
}
