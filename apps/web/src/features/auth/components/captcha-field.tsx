import { useTranslation } from "react-i18next";
import { FormField } from "../../../shared/ui/form-field";
import type { CaptchaImage } from "../api/auth-api";
import styles from "../../../shared/ui/form.module.css";

/** The captcha input with its image; clicking the image asks for a new one. */
export function CaptchaField({
  id,
  value,
  onValue,
  error,
  captcha,
  onRefresh,
}: {
  id: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
  captcha: CaptchaImage | null;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormField
      id={id}
      label={t("auth.captcha")}
      value={value}
      onValue={onValue}
      error={error}
      autoComplete="off"
      required
      maxLength={8}
      addon={
        <button type="button" className={styles.captchaImage} onClick={onRefresh} aria-label={t("auth.captchaRefresh")}>
          {captcha ? (
            <img src={`data:image/png;base64,${captcha.image}`} alt={t("auth.captcha")} width={100} height={40} />
          ) : null}
        </button>
      }
    />
  );
}
