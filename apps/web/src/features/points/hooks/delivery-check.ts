import type { TFunction } from "i18next";
import { deliveryInput } from "@portal/contract/api/points";
import type { Delivery } from "../api/points-api";

/** Each delivery field's problem in words. */
export type DeliveryErrors = Partial<Record<keyof Delivery, string>>;

const LABELS: Record<keyof Delivery, string> = {
  name: "points.deliveryName",
  phone: "points.deliveryPhone",
  address: "points.deliveryAddress",
};

function isField(key: unknown): key is keyof Delivery {
  return typeof key === "string" && Object.hasOwn(LABELS, key);
}

/**
 * A physical reward's delivery through the contract's own rule (deliveryInput): the values to
 * send, or each field's problem in words (empty, a phone that is not one, a character the server
 * cannot store).
 */
export function checkDelivery(
  t: TFunction,
  value: Delivery,
): { delivery: Delivery; errors: null } | { delivery: null; errors: DeliveryErrors } {
  const checked = deliveryInput.safeParse(value);
  if (checked.success) return { delivery: checked.data, errors: null };
  const errors: DeliveryErrors = {};
  for (const issue of checked.error.issues) {
    const field = issue.path[0];
    if (!isField(field) || errors[field]) continue;
    const label = t(LABELS[field]);
    errors[field] =
      value[field].trim() === ""
        ? t("validation.required", { field: label })
        : field === "phone"
          ? t("points.phoneRule")
          : t("validation.invalid", { field: label });
  }
  return { delivery: null, errors };
}
