import { useTranslation } from "react-i18next";
import { POINTS_NS } from "../../../shared/i18n/namespaces";
import { FormField } from "../../../shared/ui/form-field";
import type { Delivery } from "../api/points-api";
import type { DeliveryErrors } from "../hooks/delivery-check";
import styles from "./points.module.css";

/** Where a physical reward goes: the receiver's name, phone and address. */
export function DeliveryFields({
  value,
  errors,
  onValue,
}: {
  value: Delivery;
  errors: DeliveryErrors;
  onValue: (value: Delivery) => void;
}) {
  const { t } = useTranslation(POINTS_NS);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t("points.delivery")}</legend>
      <FormField
        label={t("points.deliveryName")}
        value={value.name}
        onValue={(name) => onValue({ ...value, name })}
        error={errors.name}
        autoComplete="name"
        maxLength={64}
        required
      />
      <FormField
        label={t("points.deliveryPhone")}
        value={value.phone}
        onValue={(phone) => onValue({ ...value, phone })}
        error={errors.phone}
        type="tel"
        autoComplete="tel"
        maxLength={32}
        required
      />
      <FormField
        label={t("points.deliveryAddress")}
        value={value.address}
        onValue={(address) => onValue({ ...value, address })}
        error={errors.address}
        autoComplete="street-address"
        maxLength={300}
        required
      />
    </fieldset>
  );
}
