import { useTranslation } from "react-i18next";
import styles from "../../../shared/ui/form.module.css";

/** The required "18 or over and I accept the terms" box of registration (player protection). */
export function AdultConfirmation({
  checked,
  error,
  onChange,
}: {
  checked: boolean;
  error: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={checked}
          required
          aria-invalid={error}
          aria-describedby={error ? "register-adult-error" : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{t("protection.adultAndTerms")}</span>
      </label>
      {error ? (
        <p id="register-adult-error" className={styles.error} role="alert">
          {t("errors.TERMS_NOT_ACCEPTED")}
        </p>
      ) : null}
    </div>
  );
}
