import { useId } from "react";
import { useTranslation } from "react-i18next";
import styles from "../../../shared/ui/form.module.css";

/**
 * The required "18 or over and I accept the terms" box (player protection): asked at registration
 * and before a free demo starts.
 */
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
  const errorId = useId();
  return (
    <div>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={checked}
          required
          aria-invalid={error}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{t("protection.adultAndTerms")}</span>
      </label>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {t("errors.TERMS_NOT_ACCEPTED")}
        </p>
      ) : null}
    </div>
  );
}
