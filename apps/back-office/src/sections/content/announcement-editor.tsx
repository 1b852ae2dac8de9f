import { useState } from "react";
import { useForm, useWatch, type Control, type UseFormRegister } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ANNOUNCEMENT_EXECUTIONS } from "@portal/contract/announcements";
import {
  announcementInput,
  CONTENT_ADMIN,
  CONTENT_ANNOUNCEMENT_TYPES,
  type AdminAnnouncement,
} from "@portal/contract/api/admin-content";
import type { z } from "zod";
import { apiSend, pathWith } from "../../shared/api/client";
import { canUploadPictures, useSession } from "../../shared/session/session";
import { BrandTimeField } from "../../shared/ui/brand-time-field";
import { FormDialog } from "../../shared/ui/dialog";
import { useDialogMutation } from "../../shared/ui/dialog-mutation";
import { Field } from "../../shared/ui/field";
import { fromLocalInput, localInputValue } from "../../shared/ui/format";
import { PictureField } from "../../shared/ui/picture-field";
import styles from "./content.module.css";
import { emptyTexts, LocalizedFields, writtenTexts, type LocalizedForm } from "./localized-fields";

type AnnouncementType = (typeof CONTENT_ANNOUNCEMENT_TYPES)[number];
type Execution = (typeof ANNOUNCEMENT_EXECUTIONS)[number];

interface AnnouncementForm extends LocalizedForm {
  type: AnnouncementType;
  execution: Execution;
  imageUrl: string;
  link: string;
  /** A datetime-local value in the brand's clock; empty means now. */
  publishedAt: string;
  active: boolean;
  sort: string;
}

export const ANNOUNCEMENTS_KEY = ["content", "announcements"] as const;

function formOf(announcement: AdminAnnouncement | null, type: AnnouncementType): AnnouncementForm {
  if (!announcement) {
    return {
      type,
      execution: "B",
      title: emptyTexts(),
      content: emptyTexts(),
      imageUrl: "",
      link: "",
      publishedAt: "",
      active: true,
      sort: "0",
    };
  }
  return {
    type: (CONTENT_ANNOUNCEMENT_TYPES as readonly string[]).includes(announcement.type)
      ? (announcement.type as AnnouncementType)
      : type,
    execution: announcement.execution,
    title: { ...emptyTexts(), ...announcement.title },
    content: { ...emptyTexts(), ...announcement.content },
    imageUrl: announcement.imageUrl,
    link: announcement.link,
    publishedAt: localInputValue(announcement.publishedAt),
    active: announcement.active,
    sort: String(announcement.sort),
  };
}

type Problems = Partial<Record<"title" | "content" | "imageUrl" | "link" | "sort" | "publishedAt", string>>;

/**
 * A new announcement or an edited one (a wide dialog): type, execution for popups, the title
 * and content per language with their previews, picture, link, publishing time, active, sort.
 * Checked with the contract's schema before it is sent; the server's refusal is a toast.
 */
export function AnnouncementEditor({
  announcement,
  defaultType,
  onClose,
}: {
  announcement: AdminAnnouncement | null;
  defaultType: AnnouncementType;
  onClose: () => void;
}) {
  const { t } = useTranslation("content");
  const canUpload = canUploadPictures(useSession());
  const form = useForm<AnnouncementForm>({ defaultValues: formOf(announcement, defaultType) });
  const type = useWatch({ control: form.control, name: "type" });
  const [problems, setProblems] = useState<Problems>({});
  const save = useDialogMutation({
    mutationFn: (input: z.input<typeof announcementInput>) =>
      announcement
        ? apiSend("PUT", pathWith(CONTENT_ADMIN.announcement, { id: announcement.id }), input)
        : apiSend<{ id: number }>("POST", CONTENT_ADMIN.announcements, input),
    success: () => t(announcement ? "announcements.updated" : "announcements.created"),
    onClose,
    invalidate: [ANNOUNCEMENTS_KEY],
  });

  const submit = form.handleSubmit((values) => {
    // An untouched time goes back as it came, to the millisecond (localInputValue keeps seconds).
    const publishedAt = values.publishedAt === "" ? undefined : fromLocalInput(values.publishedAt);
    const input = {
      type: values.type,
      execution: values.type === "PU" ? values.execution : "B",
      title: writtenTexts(values.title),
      content: writtenTexts(values.content),
      imageUrl: values.imageUrl.trim(),
      link: values.link.trim(),
      ...(publishedAt === undefined ? {} : { publishedAt }),
      active: values.active,
      sort: Number(values.sort),
    };
    const checked = announcementInput.safeParse(input);
    if (!checked.success) {
      const found: Problems = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if (field === "title" || field === "content") found[field] = t("problems.oneLanguage");
        else if (field === "imageUrl") found.imageUrl = t("problems.image");
        else if (field === "link") found.link = t("problems.link");
        else if (field === "sort") found.sort = t("problems.sort");
        else if (field === "publishedAt") found.publishedAt = t("problems.publishedAt");
      }
      setProblems(found);
      return;
    }
    setProblems({});
    save.mutate(input);
  });

  return (
    <FormDialog
      wide
      onClose={onClose}
      title={announcement ? t("announcements.editTitle") : t("announcements.newTitle")}
      onSubmit={(event) => void submit(event)}
      busy={save.isPending}
    >
      <div className={styles.rowFields}>
        <Field label={t("fields.type")}>
          {(props) => (
            <select {...props} {...form.register("type")}>
              {CONTENT_ANNOUNCEMENT_TYPES.map((value) => (
                <option key={value} value={value}>
                  {t(`types.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {type === "PU" ? (
          <Field label={t("fields.execution")}>
            {(props) => (
              <select {...props} {...form.register("execution")}>
                {ANNOUNCEMENT_EXECUTIONS.map((value) => (
                  <option key={value} value={value}>
                    {t(`executions.${value}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
      </div>
      <LocalizedFields
        control={form.control as unknown as Control<LocalizedForm>}
        register={form.register as unknown as UseFormRegister<LocalizedForm>}
        titleLabel={t("fields.title")}
        errors={problems}
      />
      <PictureField
        input={form.register("imageUrl")}
        onUploaded={(url) => form.setValue("imageUrl", url, { shouldDirty: true })}
        canUpload={canUpload}
        error={problems.imageUrl}
        texts={{
          label: t("fields.imageUrl"),
          hint: t("fields.imageHint"),
          upload: t("fields.upload"),
          uploaded: t("fields.uploaded"),
        }}
      />
      <Field label={t("fields.link")} error={problems.link} hint={t("fields.linkHint")}>
        {(props) => <input {...props} {...form.register("link")} />}
      </Field>
      <BrandTimeField
        label={t("fields.publishedAt")}
        error={problems.publishedAt}
        hint={t("fields.publishedAtHint")}
        {...form.register("publishedAt")}
      />
      <Field label={t("fields.sort")} error={problems.sort}>
        {(props) => <input {...props} type="number" min={0} max={10_000} {...form.register("sort")} />}
      </Field>
      <label className="check">
        <input type="checkbox" {...form.register("active")} />
        {t("fields.active")}
      </label>
    </FormDialog>
  );
}
