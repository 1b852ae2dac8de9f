import { useId, type Ref } from "react";
import { useTranslation } from "react-i18next";
import { PROMOTIONS_NS } from "../../../shared/i18n/namespaces";
import { EVENT_COMMENT_MAX } from "@portal/contract/api/promotion-events";
import { commentLength } from "../hooks/application-images";
import formStyles from "../../../shared/ui/form.module.css";
import styles from "./events.module.css";

/**
 * An application's comment: a labelled textarea with a live "n/140" counter (code points, as the
 * server counts them) that describes it. No maxLength: the browser would count UTF-16 units and
 * cut an emoji in two; a comment over the limit is told at once and refused on submit.
 */
export function CommentField({
  value,
  onValue,
  error,
  textareaRef,
}: {
  value: string;
  onValue: (value: string) => void;
  error: string | undefined;
  textareaRef?: Ref<HTMLTextAreaElement>;
}) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const id = useId();
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const used = commentLength(value);
  const over = used > EVENT_COMMENT_MAX;
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {t("promo.application.comment")}
      </label>
      <textarea
        ref={textareaRef}
        id={id}
        className={`${formStyles.input} ${styles.textarea}`}
        value={value}
        rows={4}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${counterId} ${errorId}` : counterId}
      />
      <p id={counterId} className={styles.counter} data-over={over || undefined}>
        <span className="visually-hidden">{t("promo.application.characters")}</span>
        {` ${used}/${EVENT_COMMENT_MAX}`}
      </p>
      {error ? (
        <p id={errorId} className={formStyles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
