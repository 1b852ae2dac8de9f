import { useId, useRef, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { FEEDBACK_MAX_IMAGES } from "@portal/contract/api/feedback";
import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES } from "@portal/contract/money";
import { INBOX_NS } from "../../../shared/i18n/namespaces";
import { Button } from "../../../shared/ui/button";
import formStyles from "../../../shared/ui/form.module.css";
import styles from "./feedback.module.css";

const ACCEPT = UPLOAD_CONTENT_TYPES.join(",");
const MAX_MB = Math.floor(UPLOAD_MAX_BYTES / (1024 * 1024));

type Problem = "type" | "size" | "empty" | "tooMany";

/** Why a file cannot be sent (the server's checks for receipts: PNG or JPEG, not empty, at most 5 MB), or null. */
function problemOf(file: File): Problem | null {
  if (!(UPLOAD_CONTENT_TYPES as readonly string[]).includes(file.type)) return "type";
  if (file.size === 0) return "empty";
  if (file.size > UPLOAD_MAX_BYTES) return "size";
  return null;
}

/**
 * Up to FEEDBACK_MAX_IMAGES screenshots (PNG or JPG, at most 5 MB each, as deposit receipts),
 * checked when chosen; each listed with its Remove button. What was not added is told in one alert.
 */
export function FeedbackImages({
  images,
  onImages,
  disabled,
}: {
  images: readonly File[];
  onImages: (images: readonly File[]) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation(INBOX_NS);
  const id = useId();
  const hintId = `${id}-hint`;
  const problemsId = `${id}-problems`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<{ name: string; problem: Problem }[]>([]);
  const full = images.length >= FEEDBACK_MAX_IMAGES;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.currentTarget.files ?? [])];
    // The same file can be chosen again after it was removed.
    event.currentTarget.value = "";
    const added: File[] = [];
    const problems: { name: string; problem: Problem }[] = [];
    for (const file of files) {
      const problem = problemOf(file) ?? (images.length + added.length < FEEDBACK_MAX_IMAGES ? null : "tooMany");
      if (problem) problems.push({ name: file.name, problem });
      else added.push(file);
    }
    setRefused(problems);
    if (added.length > 0) onImages([...images, ...added]);
  };

  const remove = (index: number) => {
    setRefused([]);
    onImages(images.filter((_, i) => i !== index));
    inputRef.current?.focus();
  };

  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {t("feedback.images")}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={ACCEPT}
        multiple
        className={styles.fileInput}
        disabled={disabled || full}
        onChange={choose}
        aria-describedby={refused.length > 0 ? `${hintId} ${problemsId}` : hintId}
      />
      <p id={hintId} className={formStyles.hint}>
        {full
          ? t("feedback.imagesFull", { max: FEEDBACK_MAX_IMAGES })
          : t("feedback.imagesHint", { max: FEEDBACK_MAX_IMAGES, size: MAX_MB })}
      </p>
      {refused.length > 0 ? (
        <ul id={problemsId} className={formStyles.formError} role="alert">
          {refused.map((r, i) => (
            <li key={i}>
              {t(`feedback.refused.${r.problem}`, { name: r.name, max: FEEDBACK_MAX_IMAGES, size: MAX_MB })}
            </li>
          ))}
        </ul>
      ) : null}
      {images.length > 0 ? (
        <ul className={styles.files} aria-label={t("feedback.chosen")}>
          {images.map((file, index) => (
            <li key={`${index}-${file.name}`} className={styles.file}>
              <span className={styles.fileName}>{file.name}</span>
              <Button
                size="small"
                disabled={disabled}
                aria-label={t("feedback.remove", { name: file.name })}
                onClick={() => remove(index)}
              >
                {t("feedback.removeShort")}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
