import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type Control, type UseFormRegister } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import {
  promotionAnnouncementInput,
  type AdminAnnouncement,
  type PromotionAnnouncementInput,
} from "@portal/contract/api/admin-content";
import { PROMOTION_ADMIN } from "@portal/contract/api/promotions";
import { LANGUAGES } from "@portal/contract/languages";
import { apiSend, pathWith } from "../../shared/api/client";
import { canUploadPictures, useSession } from "../../shared/session/session";
import { BrandTimeField } from "../../shared/ui/brand-time-field";
import { FormDialog } from "../../shared/ui/dialog";
import { useDialogMutation } from "../../shared/ui/dialog-mutation";
import { Field } from "../../shared/ui/field";
import { PictureField } from "../../shared/ui/picture-field";
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
    /** A datetime-local value in the brand's clock; empty: now (or, when editing, unchanged). */
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
  const canUpload = canUploadPictures(useSession());
  const form = useForm({ resolver: zodResolver(promotionForm), defaultValues: formOf(promotion) });
  const save = useDialogMutation({
    mutationFn: (input: PromotionAnnouncementInput) =>
      promotion
        ? apiSend<null>("PUT", pathWith(PROMOTION_ADMIN.promotion, { id: promotion.id }), input)
        : apiSend<{ id: number }>("POST", PROMOTION_ADMIN.promotions, input),
    success: () => t(promotion ? "offers.updated" : "offers.created"),
    onClose,
    invalidate: [PROMOTIONS_KEY],
  });
  const { errors } = form.formState;
  // An untouched time goes back as it came, to the millisecond (localInputValue keeps seconds).
  const submit = form.handleSubmit((input) => save.mutate(input));

  return (
    <FormDialog
      wide
      onClose={onClose}
      title={promotion ? t("offers.editTitle") : t("offers.newTitle")}
      onSubmit={(event) => void submit(event)}
      busy={save.isPending}
    >
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
        input={form.register("imageUrl")}
        onUploaded={(url) => form.setValue("imageUrl", url, { shouldDirty: true })}
        canUpload={canUpload}
        error={problemOf(errors, "imageUrl", "image", t)}
        texts={{
          label: t("offers.imageUrl"),
          hint: t("offers.imageHint"),
          upload: t("offers.upload"),
          uploaded: t("offers.uploaded"),
        }}
      />
      <Field label={t("offers.link")} hint={t("offers.linkHint")} error={problemOf(errors, "link", "link", t)}>
        {(props) => <input {...props} {...form.register("link")} />}
      </Field>
      <div className={styles.rowFields}>
        <BrandTimeField
          label={t("offers.publishedAt")}
          hint={t("offers.publishedAtHint")}
          error={problemOf(errors, "publishedAt", "date", t)}
          {...form.register("publishedAt")}
        />
        <Field label={t("common.sort")} error={problemOf(errors, "sort", "sort", t)}>
          {(props) => <input {...props} type="number" min={0} max={10_000} {...form.register("sort")} />}
        </Field>
      </div>
      <label className="check">
        <input type="checkbox" {...form.register("active")} />
        {t("offers.active")}
      </label>
    </FormDialog>
  );
}
