import { PAYMENT_PASSWORD_PATTERN } from "@portal/contract/money";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { POINTS_NS } from "../../../shared/i18n/namespaces";
import { Button } from "../../../shared/ui/button";
import { PasswordField } from "../../../shared/ui/fields";
import { FormError } from "../../../shared/ui/form-error";
import type { Delivery, RedeemInput, Reward } from "../api/points-api";
import { checkDelivery, type DeliveryErrors } from "../hooks/delivery-check";
import { PIN_INPUT } from "../hooks/use-payment-password";
import { DeliveryFields } from "./delivery-fields";
import formStyles from "../../../shared/ui/form.module.css";
import styles from "./points.module.css";

const NO_DELIVERY: Delivery = { name: "", phone: "", address: "" };

/**
 * The payment password that proves it is the member (and, for a physical reward, where it goes),
 * checked before `onRedeem` sends them; `error` is the server's refusal, in words.
 */
export function RedeemForm({
  reward,
  busy,
  error,
  onRedeem,
  onCancel,
}: {
  reward: Reward;
  busy: boolean;
  error: string | undefined;
  onRedeem: (input: Omit<RedeemInput, "requestId">) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(POINTS_NS);
  const physical = reward.kind === "PHYSICAL";
  const [delivery, setDelivery] = useState<Delivery>(NO_DELIVERY);
  const [deliveryErrors, setDeliveryErrors] = useState<DeliveryErrors>({});
  const [paymentPassword, setPaymentPassword] = useState("");
  const [passwordError, setPasswordError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = physical ? checkDelivery(t, delivery) : null;
    setDeliveryErrors(checked?.errors ?? {});
    const badPassword =
      paymentPassword === ""
        ? t("validation.required", { field: t("security.paymentPassword") })
        : PAYMENT_PASSWORD_PATTERN.test(paymentPassword)
          ? undefined
          : t("security.paymentPasswordRule");
    setPasswordError(badPassword);
    if (badPassword || checked?.errors) return;
    onRedeem(checked?.delivery ? { paymentPassword, delivery: checked.delivery } : { paymentPassword });
  };

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      {physical ? (
        <DeliveryFields
          value={delivery}
          errors={deliveryErrors}
          onValue={(value) => {
            setDelivery(value);
            setDeliveryErrors({});
          }}
        />
      ) : null}
      <PasswordField
        label={t("security.paymentPassword")}
        value={paymentPassword}
        onValue={(value) => {
          setPaymentPassword(value);
          setPasswordError(undefined);
        }}
        error={passwordError}
        {...PIN_INPUT}
      />
      <FormError message={error} />
      <div className={styles.actions}>
        <Button onClick={onCancel}>{t("dialog.cancel")}</Button>
        <Button type="submit" variant="primary" busy={busy}>
          {t("points.redeemSubmit")}
        </Button>
      </div>
    </form>
  );
}
