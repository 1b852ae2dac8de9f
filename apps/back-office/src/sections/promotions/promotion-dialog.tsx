import { useId } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm, type Control, type UseFormRegister, type UseFormSetValue } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { ADMIN, type brandImageSchema } from "@portal/contract/api/admin";
import {
  promotionAnnouncementInput,
  type AdminAnnouncement,
  type PromotionAnnouncementInput,
} from "@portal/contract/api/admin-content";
import { PROMOTION_ADMIN } from "@portal/contract/api/promotions";
import { LANGUAGES } from "@portal/contract/languages";
import { apiSend, pathWith } from "../../shared/api/client";
import { apiUpload } from "../../shared/api/files";
import { PERMISSION } from "../../shared/session/permissions";
import { hasPermission, useSession } from "../../shared/session/session";
import { DialogFrame } from "../../shared/ui/dialog";
import { Field } from "../../shared/ui/field";
import { useErrorText } from "../../shared/ui/states";
import { toast } from "../../shared/ui/toast";
import { emptyTexts, LocalizedFields, writtenTexts, type LocalizedForm } from "../content/localized-fields";
import { fromLocalInput, localInputValue } from "../../shared/ui/format";
import { numberOf, problemOf, PROMOTIONS_KEY } from "./promotion-shared";
import styles from "./promotions.module.css";

const texts = z.record(z.enum(LANGUAGES), z.string());

/** The form as typed, made into the contract's body and checked by its own schema. */
const promotionForm = z
  .object({
    title: texts,
    content: texts,
    imageUrl: z.string(),
    link: z.string(),
    /** A datetime-local value in the operator's clock; empty: now (or, when editing, unchanged). */
    publishedAt: z.string(),
    sort: z.string(),
    active: z.boolean(),
  })
  .transform((form): z.input<typeof promotionAnnouncementInput> => ({
    title: writtenTexts(form.title),
    content: writtenTexts(form.content),
    imageUrl: form.imageUrl.trim(),
    link: form.link.trim(),
    publishedAt: form.publishedAt === "" ? undefined : fromLocalInput(form.publishedAt),
    sort: numberOf(form.sort),
    active: form.active,
  }))
  .pipe(promotionAnnouncementInput);
type PromotionForm = z.input<typeof promotionForm>;

function formOf(promotion: AdminAnnouncement | null): PromotionForm {
  return {
    title: { ...emptyTexts(), ...promotion?.title },
    content: { ...emptyTexts(), ...promotion?.content },
    imageUrl: promotion?.imageUrl ?? "",
    link: promotion?.link ?? "/promotions",
    publishedAt: promotion ? localInputValue(promotion.publishedAt) : "",
    sort: String(promotion?.sort ?? 0),
    active: promotion?.active ?? true,
  };
}

/**
 * A new promotion or an edited one (its announcement): title and text per language with their
 * previews, picture (uploaded by an operator who may upload brand pictures), link, when it shows,
 * sort, shown or not. Its offer is set apart (OfferDialog).
 */
export function PromotionDialog({ promotion, onClose }: { promotion: AdminAnnouncement | null; onClose: () => void }) {
  const { t } = useTranslation("promotions");
  const errorText = useErrorText();
  const client = useQueryClient();
  const form = useForm({ resolver: zodResolver(promotionForm), defaultValues: formOf(promotion) });
  const save = useMutation({
    mutationFn: (input: PromotionAnnouncementInput) =>
      promotion
        ? apiSend<null>("PUT", pathWith(PROMOTION_ADMIN.promotion, { id: promotion.id }), input)
        : apiSend<{ id: number }>("POST", PROMOTION_ADMIN.promotions, input),
    onSuccess: () => {
      toast("success", t(promotion ? "offers.updated" : "offers.created"));
      void client.invalidateQueries({ queryKey: PROMOTIONS_KEY });
      onClose();
    },
    onError: (error) => toast("error", errorText(error)),
  });
  const { errors } = form.formState;
  // An untouched time goes back as it came, to the millisecond (localInputValue keeps seconds).
  const submit = form.handleSubmit((input) => save.mutate(input));

  return (
    <DialogFrame
      open
      wide
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={promotion ? t("offers.editTitle") : t("offers.newTitle")}
    >
      <form className="stack" noValidate onSubmit={(event) => void submit(event)}>
        <LocalizedFields
          control={form.control as unknown as Control<LocalizedForm>}
          register={form.register as unknown as UseFormRegister<LocalizedForm>}
          titleLabel={t("common.title")}
          errors={{
            title: problemOf(errors, "title", "oneLanguage", t),
            content: problemOf(errors, "content", "content", t),
          }}
        />
        <PictureField
          register={form.register}
          setValue={form.setValue}
          error={problemOf(errors, "imageUrl", "image", t)}
        />
        <Field label={t("offers.link")} hint={t("offers.linkHint")} error={problemOf(errors, "link", "link", t)}>
          {(props) => <input {...props} {...form.register("link")} />}
        </Field>
        <div className={styles.rowFields}>
          <Field
            label={t("offers.publishedAt")}
            hint={t("offers.publishedAtHint")}
            error={problemOf(errors, "publishedAt", "date", t)}
          >
            {(props) => <input {...props} type="datetime-local" {...form.register("publishedAt")} />}
          </Field>
          <Field label={t("common.sort")} error={problemOf(errors, "sort", "sort", t)}>
            {(props) => <input {...props} type="number" min={0} max={10_000} {...form.register("sort")} />}
          </Field>
        </div>
        <label className="check">
          <input type="checkbox" {...form.register("active")} />
          {t("offers.active")}
        </label>
        <div className="row-end">
          <button type="button" className="btn" onClick={onClose}>
            {t("common.cancel")}
          </button>
          <button type="submit" className="btn btn-primary" disabled={save.isPending} aria-busy={save.isPending}>
            {t("common.save")}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}

/** The picture's address, and (for an operator who may upload brand pictures) an upload that fills it. */
function PictureField({
  register,
  setValue,
  error,
}: {
  register: UseFormRegister<PromotionForm>;
  setValue: UseFormSetValue<PromotionForm>;
  error: string | undefined;
}) {
  const { t } = useTranslation("promotions");
  const errorText = useErrorText();
  const session = useSession();
  const canUpload = hasPermission(session, PERMISSION.configureBrand);
  const uploadId = useId();
  const upload = useMutation({
    mutationFn: (file: File) => apiUpload<z.infer<typeof brandImageSchema>>(ADMIN.images, file),
    onSuccess: (image) => {
      setValue("imageUrl", image.url, { shouldDirty: true });
      toast("success", t("offers.uploaded"));
    },
    onError: (uploadError) => toast("error", errorText(uploadError)),
  });
  return (
    <div className="stack">
      <Field label={t("offers.imageUrl")} error={error} hint={t("offers.imageHint")}>
        {(props) => <input {...props} {...register("imageUrl")} />}
      </Field>
      {canUpload ? (
        <div className="inline-field">
          <label htmlFor={uploadId}>{t("offers.upload")}</label>
          <input
            id={uploadId}
            type="file"
            accept="image/png,image/jpeg"
            disabled={upload.isPending}
            aria-busy={upload.isPending}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) upload.mutate(file);
              event.target.value = "";
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
