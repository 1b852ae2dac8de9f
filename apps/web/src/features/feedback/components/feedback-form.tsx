import { useId, useRef, useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import {
  FEEDBACK_TYPES,
  feedbackForm,
  feedbackLength,
  type FeedbackSettings,
  type FeedbackType,
} from "@portal/contract/api/feedback";
import { ApiError, errorKeyOf } from "../../../shared/api/api-error";
import { INBOX_NS } from "../../../shared/i18n/namespaces";
import { useSession } from "../../../shared/storage/session";
import { Button } from "../../../shared/ui/button";
import { FormError } from "../../../shared/ui/form-error";
import { SelectField } from "../../../shared/ui/select-field";
import { toast } from "../../../shared/ui/toast";
import formStyles from "../../../shared/ui/form.module.css";
import { feedbackListKey, sendFeedback } from "../api/feedback-api";
import { FeedbackImages } from "./feedback-images";
import styles from "./feedback.module.css";

/**
 * The feedback form: a type, the text (its length counted as the server counts it, within the
 * brand's range) and up to three screenshots. Checked with the contract's own schema
 * (feedbackForm) before anything is sent; sent with a mutation, the member's list read again.
 */
export function FeedbackForm({ range }: { range: FeedbackSettings }) {
  const { t } = useTranslation(INBOX_NS);
  const { token } = useSession();
  const queryClient = useQueryClient();
  const headingId = useId();
  const textId = useId();
  const counterId = `${textId}-counter`;
  const errorId = `${textId}-error`;
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [type, setType] = useState<FeedbackType>("SUGGESTION");
  const [text, setText] = useState("");
  const [images, setImages] = useState<readonly File[]>([]);
  const [textError, setTextError] = useState<string | undefined>();
  const send = useMutation({
    mutationFn: sendFeedback,
    onSuccess: async () => {
      toast("success", t("feedback.sent"));
      setText("");
      setImages([]);
      await queryClient.invalidateQueries({ queryKey: feedbackListKey(token) });
    },
  });
  const used = feedbackLength(text);
  const rangeText = t("feedback.length", { min: range.minLength, max: range.maxLength });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = feedbackForm(range).safeParse({ type, text });
    if (!checked.success) {
      const issue = checked.error.issues.find((i) => i.path[0] === "text");
      setTextError(issue?.message === "length" ? rangeText : t("feedback.invalidText"));
      textRef.current?.focus();
      return;
    }
    setTextError(undefined);
    send.mutate({ ...checked.data, images });
  };

  // A refusal of the text by the server (the range changed meanwhile) shows on the field.
  const serverError =
    send.error instanceof ApiError &&
    (send.error.value as { fields?: Record<string, string> } | null)?.fields?.text === "length"
      ? rangeText
      : undefined;
  const shownTextError = textError ?? serverError;

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.heading}>
        {t("feedback.formHeading")}
      </h4>
      <SelectField
        label={t("feedback.type")}
        value={type}
        onValue={(value) => setType(value as FeedbackType)}
        options={FEEDBACK_TYPES.map((value) => ({ value, label: t(`feedback.types.${value}`) }))}
        required
      />
      <div className={formStyles.field}>
        <label htmlFor={textId} className={`${formStyles.label} ${formStyles.required}`}>
          {t("feedback.text")}
        </label>
        <textarea
          ref={textRef}
          id={textId}
          className={`${formStyles.input} ${styles.textarea}`}
          value={text}
          rows={5}
          onChange={(event) => {
            setText(event.target.value);
            setTextError(undefined);
          }}
          aria-required
          aria-invalid={shownTextError ? true : undefined}
          aria-describedby={shownTextError ? `${counterId} ${errorId}` : counterId}
        />
        <p id={counterId} className={formStyles.hint}>
          {rangeText} <span className={styles.counter}>{t("feedback.counter", { used, max: range.maxLength })}</span>
        </p>
        {shownTextError ? (
          <p id={errorId} className={formStyles.error} role="alert">
            {shownTextError}
          </p>
        ) : null}
      </div>
      <FeedbackImages images={images} onImages={setImages} disabled={send.isPending} />
      <FormError message={send.isError && !serverError ? t(errorKeyOf(send.error)) : undefined} />
      <div className={formStyles.actions}>
        <Button type="submit" variant="primary" busy={send.isPending}>
          {t("feedback.submit")}
        </Button>
      </div>
    </form>
  );
}
