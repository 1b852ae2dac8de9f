import type { ReactNode, Ref } from "react";
import { useTranslation } from "react-i18next";
import { Field, type InputProps } from "./field";
import { BRAND_ZONE } from "./format";

/**
 * The words under every time an operator types: it is the brand's time ("Brand time, GMT+8"),
 * whatever the browser's zone; then the field's own hint, if any.
 */
export function BrandTimeHint({ hint }: { hint?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      {t("ui.brandTime", { zone: BRAND_ZONE })}
      {hint ? <> {hint}</> : null}
    </>
  );
}

/**
 * A labelled datetime-local input in the brand's clock: its value is localInputValue's and goes
 * back through fromLocalInput (format.ts); its hint names the zone. The rest of the props are
 * the input's (a react-hook-form `register`, or value / onChange).
 */
export function BrandTimeField({
  label,
  error,
  hint,
  ...input
}: { label: string; error?: string | undefined; hint?: ReactNode; ref?: Ref<HTMLInputElement> } & Omit<
  InputProps,
  "type"
>) {
  return (
    <Field label={label} error={error} hint={<BrandTimeHint hint={hint} />}>
      {(props) => <input {...props} type="datetime-local" {...input} />}
    </Field>
  );
}
