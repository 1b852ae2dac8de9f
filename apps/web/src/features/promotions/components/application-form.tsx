import { useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { PROMOTIONS_NS } from "../../../shared/i18n/namespaces";
import { EVENT_COMMENT_MAX, applicationComment } from "@portal/contract/api/promotion-events";
import { Button } from "../../../shared/ui/button";
import type { ApplicationInput } from "../api/events-api";
import { commentLength, type ChosenImage } from "../hooks/application-images";
import { CommentField } from "./comment-field";
import { ImagePicker } from "./image-picker";
import formStyles from "../../../shared/ui/form.module.css";
import styles from "./promotions.module.css";

/**
 * The application to an open event: a comment (at most 140 characters, counted as it is typed)
 * and up to three images, each checked before it is added. The comment goes through the
 * contract's own rule (applicationComment) before anything is sent; `onApply` sends it.
 */
export function ApplicationForm({ busy, onApply }: { busy: boolean; onApply: (input: ApplicationInput) => void }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const headingId = useId();
  const [comment, setComment] = useState("");
  const [images, setImages] = useState<readonly ChosenImage[]>([]);
  // Refused on submit for what a keyboard does not type (a character the server cannot store).
  const [unstorable, setUnstorable] = useState(false);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const tooLong = commentLength(comment) > EVENT_COMMENT_MAX;
  const commentError = tooLong
    ? t("promo.application.commentTooLong", { max: EVENT_COMMENT_MAX })
    : unstorable
      ? t("validation.invalid", { field: t("promo.application.comment") })
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = applicationComment.safeParse(comment);
    if (!checked.success) {
      setUnstorable(!tooLong);
      commentRef.current?.focus();
      return;
    }
    onApply({ comment: checked.data, images: images.map((image) => image.file) });
  };

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.subheading}>
        {t("promo.event.applyHeading")}
      </h4>
      <CommentField
        value={comment}
        onValue={(value) => {
          setComment(value);
          setUnstorable(false);
        }}
        textareaRef={commentRef}
        error={commentError}
      />
      <ImagePicker images={images} onImages={setImages} disabled={busy} />
      <div className={formStyles.actions}>
        <Button type="submit" variant="primary" busy={busy}>
          {t("promo.application.submit")}
        </Button>
      </div>
    </form>
  );
}
