import { useTranslation } from "react-i18next";
import { FormField, type FormFieldProps } from "./form-field";

/** The preset inputs of the account forms: each required. */
type PresetProps = Omit<FormFieldProps, "type" | "label"> & { label?: string };

/** A password (the member's current one unless `autoComplete` says otherwise). */
export function PasswordField(props: Omit<FormFieldProps, "type">) {
  return <FormField type="password" autoComplete="current-password" required maxLength={128} {...props} />;
}

/** A username. */
export function UsernameField({ label, ...props }: PresetProps) {
  const { t } = useTranslation();
  return <FormField autoComplete="username" required maxLength={64} {...props} label={label ?? t("auth.username")} />;
}

/** An e-mail address. */
export function EmailField({ label, ...props }: PresetProps) {
  const { t } = useTranslation();
  return (
    <FormField type="email" autoComplete="email" required maxLength={128} {...props} label={label ?? t("auth.email")} />
  );
}
