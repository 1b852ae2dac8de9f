import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "../../../shared/ui/form.module.css";

/**
 * The required "18 or over and I accept the terms" box (player protection): asked at registration,
 * before a free demo starts, with the password change of an account that owes it (one an agent
 * opened), and on its own for any other account that owes it (AdultTermsModal).
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

/**
 * The box's state for a form: `box` goes to <AdultConfirmation {...box} />; `check()` on submit
 * shows the error when it is not ticked and answers whether it is. Ticking it clears the error.
 */
export function useAdultConfirmation() {
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState(false);
  return {
    check: () => {
      setError(!checked);
      return checked;
    },
    box: {
      checked,
      error,
      onChange: (next: boolean) => {
        setChecked(next);
        if (next) setError(false);
      },
    },
  };
}
