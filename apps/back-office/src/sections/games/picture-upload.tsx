import { useId, useState } from "react";
import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ADMIN, type brandImageSchema, type PictureKind } from "@portal/contract/api/admin";
import type { GameCategory } from "@portal/contract/games";
import { apiSend, pathWith } from "../../shared/api/client";
import { apiUpload } from "../../shared/api/files";
import { canSetConfigurationPictures, useSession } from "../../shared/session/session";
import { ImageFileInput } from "../../shared/ui/image-file-input";
import { useErrorText } from "../../shared/ui/states";
import { toast } from "../../shared/ui/toast";
import styles from "./games.module.css";

/** One listing's own picture: a vendor has a lobby tile per category it is listed in. */
export interface CategoryPicture {
  category: GameCategory;
  icon: string;
}

/**
 * A vendor's or a game's lobby picture: the current one, and a file that is uploaded (the brand
 * image checks) and set on it at once. A lobby picture is the brand's configuration: uploading needs
 * uploadImages, setting it configureBrand too; without them only the picture is shown. A vendor
 * whose categories' tiles differ (`byCategory`: the house's slots, live casino and lottery) shows
 * each category's picture under its name; an upload sets one picture on every category (the
 * server's vendor picture is set on all its listings), shown once from then on.
 */
export function PictureUpload({
  kind,
  target,
  name,
  current,
  byCategory = [],
  invalidate,
}: {
  kind: Extract<PictureKind, "vendor" | "game">;
  /** The vendor's code or the game's id. */
  target: string;
  /** What the picture is of, for the toast. */
  name: string;
  current: string;
  /** The picture of each category the target is listed in (a vendor's listings), first to last. */
  byCategory?: readonly CategoryPicture[];
  /** The lists that show the picture, read again once it is set. */
  invalidate: readonly QueryKey[];
}) {
  const { t } = useTranslation("games");
  const errorText = useErrorText();
  const client = useQueryClient();
  const canSet = canSetConfigurationPictures(useSession());
  // The picture uploaded here, now every category's.
  const [uploaded, setUploaded] = useState<string | null>(null);
  const icon = uploaded ?? current;
  const perCategory = uploaded === null && new Set(byCategory.map((p) => p.icon)).size > 1 ? byCategory : null;
  const picture = useMutation({
    mutationFn: async (file: File) => {
      const image = await apiUpload<z.infer<typeof brandImageSchema>>(ADMIN.images, file);
      return apiSend<{ url: string }>("PUT", pathWith(ADMIN.picture, { kind, target }), { imageId: image.id });
    },
    onSuccess: (result) => {
      setUploaded(result.url);
      toast("success", t("catalogue.pictureSet", { name }));
    },
    onError: (error) => toast("error", errorText(error)),
    onSettled: () => Promise.all(invalidate.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
  return (
    <div className={styles.pictureUpload}>
      {perCategory ? (
        <div className={styles.pictureList}>
          {perCategory.map((listing) => (
            <CategoryFigure key={listing.category} picture={listing} />
          ))}
        </div>
      ) : icon ? (
        <img src={icon} alt={t("catalogue.currentPicture")} width={96} height={96} className={styles.picture} />
      ) : null}
      {canSet ? (
        <ImageFileInput
          label={t("catalogue.upload")}
          busy={picture.isPending}
          onFile={(file) => picture.mutate(file)}
        />
      ) : null}
    </div>
  );
}

/** A category's current picture, named by the category (the figure's caption). */
function CategoryFigure({ picture }: { picture: CategoryPicture }) {
  const { t } = useTranslation("games");
  const captionId = useId();
  return (
    <figure className={styles.categoryPicture} aria-labelledby={captionId}>
      {picture.icon ? (
        <img src={picture.icon} alt={t("catalogue.currentPicture")} width={96} height={96} className={styles.picture} />
      ) : (
        <span className={styles.picture} />
      )}
      <figcaption id={captionId}>{t(`catalogue.categories.${picture.category}`)}</figcaption>
    </figure>
  );
}
