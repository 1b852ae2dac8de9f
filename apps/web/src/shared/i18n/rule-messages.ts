import type { TFunction } from "i18next";
import type { FieldRule, RuleViolation } from "@portal/contract/registration-rules";

/**
 * A pattern message with its bounds (spec section 5): "(min)" and "(max)" are replaced; when
 * they are equal the range collapses to one number ("(min)-(max)" -> "6").
 */
export function fillLengths(text: string, min: number, max: number): string {
  let out = text;
  if (min === max) out = out.replace(/\(min\)\s*[-~–—～至到]\s*\(max\)/gu, String(min));
  return out.replaceAll("(min)", String(min)).replaceAll("(max)", String(max));
}

/** The text of a rule violation for the field labelled `label`. */
export function violationText(t: TFunction, violation: RuleViolation, label: string): string {
  if (violation.kind === "required") return t("validation.required", { field: label });
  return fillLengths(t(`reg_pattern_${violation.patternId}`), violation.min, violation.max);
}

/**
 * The text of a server field problem (`value.fields`): "required", "reg_pattern_<id>" (bounds
 * from the field's rule), "taken", "unknown" (nothing has that value: a referral code no member
 * has), or anything else as the generic invalid text.
 */
export function serverFieldText(t: TFunction, code: string, label: string, rule?: FieldRule): string {
  if (code === "required") return t("validation.required", { field: label });
  if (code === "taken") return t("validation.taken", { field: label });
  if (code === "unknown") return t("validation.unknown", { field: label });
  if (code === "default_password") return t("validation.defaultPassword");
  const pattern = /^reg_pattern_(\d{1,2})$/.exec(code);
  if (pattern) return fillLengths(t(`reg_pattern_${pattern[1]}`), rule?.minLength ?? 0, rule?.maxLength ?? 0);
  return t("validation.invalid", { field: label });
}

/** "Required" texts for the blank ones (after trimming) of `fields`, each a value and its label. */
export function requiredErrors<K extends string>(
  t: TFunction,
  fields: Partial<Record<K, readonly [value: string, label: string]>>,
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const [key, [value, label]] of Object.entries(fields) as [K, readonly [string, string]][]) {
    if (value.trim() === "") errors[key] = t("validation.required", { field: label });
  }
  return errors;
}
