import { useState } from "react";
import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ADMIN, type brandImageSchema, type PictureKind } from "@portal/contract/api/admin";
import { apiSend, pathWith } from "../../shared/api/client";
import { apiUpload } from "../../shared/api/files";
import { canSetConfigurationPictures, useSession } from "../../shared/session/session";
import { ImageFileInput } from "../../shared/ui/image-file-input";
import { useErrorText } from "../../shared/ui/states";
import { toast } from "../../shared/ui/toast";
import styles from "./games.module.css";

/**
 * A vendor's or a game's lobby picture: the current one, and a file that is uploaded (the brand
 * image checks) and set on it at once. A lobby picture is the brand's configuration: uploading needs
 * uploadImages, setting it configureBrand too; without them only the picture is shown.
 */
export function PictureUpload({
  kind,
  target,
  name,
  current,
  invalidate,
}: {
  kind: Extract<PictureKind, "vendor" | "game">;
  /** The vendor's code or the game's id. */
  target: string;
  /** What the picture is of, for the toast. */
  name: string;
  current: string;
  /** The lists that show the picture, read again once it is set. */
  invalidate: readonly QueryKey[];
}) {
  const { t } = useTranslation("games");
  const errorText = useErrorText();
  const client = useQueryClient();
  const canSet = canSetConfigurationPictures(useSession());
  const [icon, setIcon] = useState(current);
  const picture = useMutation({
    mutationFn: async (file: File) => {
      const image = await apiUpload<z.infer<typeof brandImageSchema>>(ADMIN.images, file);
      return apiSend<{ url: string }>("PUT", pathWith(ADMIN.picture, { kind, target }), { imageId: image.id });
    },
    onSuccess: (result) => {
      setIcon(result.url);
      toast("success", t("catalogue.pictureSet", { name }));
    },
    onError: (error) => toast("error", errorText(error)),
    onSettled: () => Promise.all(invalidate.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
  return (
    <div className={styles.pictureUpload}>
      {icon ? (
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
