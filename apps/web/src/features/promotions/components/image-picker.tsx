import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { PROMOTIONS_NS } from "../../../shared/i18n/namespaces";
import { EVENT_MAX_IMAGES } from "@portal/contract/api/promotion-events";
import { Button } from "../../../shared/ui/button";
import {
  IMAGE_ACCEPT,
  IMAGE_MAX_MB,
  checkImages,
  type ChosenImage,
  type RefusedImage,
} from "../hooks/application-images";
import formStyles from "../../../shared/ui/form.module.css";
import styles from "./events.module.css";

/** Why one file was not added, in words. */
function refusalText(t: TFunction, refused: RefusedImage): string {
  const options = { name: refused.name, max: EVENT_MAX_IMAGES, size: IMAGE_MAX_MB };
  return t(`promo.application.refused.${refused.problem}`, options);
}

/**
 * Up to EVENT_MAX_IMAGES PNG or JPG images of at most 5 MB each, checked as the server checks
 * them before they are added (by size, then by their first bytes), each shown as a thumbnail with
 * its Remove button. What was not added is told in one alert. Full, the input is disabled and says so.
 */
export function ImagePicker({
  images,
  onImages,
  disabled = false,
}: {
  images: readonly ChosenImage[];
  onImages: (update: (images: readonly ChosenImage[]) => readonly ChosenImage[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const id = useId();
  const hintId = `${id}-hint`;
  const problemsId = `${id}-problems`;
  const [refused, setRefused] = useState<RefusedImage[]>([]);
  const full = images.length >= EVENT_MAX_IMAGES;
  const inputRef = useRef<HTMLInputElement>(null);
  // After a Remove (its button is gone), focus goes back to the input, enabled again.
  const [removals, setRemovals] = useState(0);
  useEffect(() => {
    if (removals > 0) inputRef.current?.focus();
  }, [removals]);

  const remove = (image: ChosenImage) => {
    setRefused([]);
    onImages((current) => current.filter((other) => other.id !== image.id));
    setRemovals((n) => n + 1);
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    // The same file can be chosen again after it was removed.
    input.value = "";
    if (files.length === 0) return;
    const checked = await checkImages(files, EVENT_MAX_IMAGES - images.length);
    setRefused(checked.refused);
    // Two choices read at once never go past the limit.
    onImages((current) => [...current, ...checked.added].slice(0, EVENT_MAX_IMAGES));
  };

  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {t("promo.application.images")}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple
        className={styles.fileInput}
        disabled={disabled || full}
        onChange={(event) => void choose(event)}
        aria-describedby={refused.length > 0 ? `${hintId} ${problemsId}` : hintId}
      />
      <p id={hintId} className={formStyles.hint}>
        {full
          ? t("promo.application.imagesFull", { max: EVENT_MAX_IMAGES })
          : t("promo.application.imagesHint", { max: EVENT_MAX_IMAGES, size: IMAGE_MAX_MB })}
      </p>
      {refused.length > 0 ? (
        <ul id={problemsId} className={`${formStyles.formError} ${styles.problems}`} role="alert">
          {refused.map((r, i) => (
            <li key={i}>{refusalText(t, r)}</li>
          ))}
        </ul>
      ) : null}
      {images.length > 0 ? (
        <ul className={styles.thumbnails} aria-label={t("promo.application.chosen")}>
          {images.map((image) => (
            <li key={image.id} className={styles.thumbnail}>
              <img src={image.url} alt={image.file.name} className={styles.thumbnailImage} />
              <span className={styles.fileName} aria-hidden="true">
                {image.file.name}
              </span>
              <Button
                disabled={disabled}
                aria-label={t("promo.application.remove", { name: image.file.name })}
                onClick={() => remove(image)}
              >
                {t("promo.application.removeShort")}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
