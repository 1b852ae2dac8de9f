import { lazy, Suspense, useState } from "react";
import * as Tabs from "@radix-ui/react-tabs";
import { Controller, type Control, type UseFormRegister } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { LANGUAGES, type Language } from "@portal/contract/languages";
import { currentLanguage, LANGUAGE_NAMES } from "../../shared/i18n/i18n";
import { Field } from "../../shared/ui/field";
import { Skeleton } from "../../shared/ui/states";
import { HtmlPreview } from "./html-preview";
import styles from "./content.module.css";

/** The editor library loads when a form with content opens, not with the lists. */
const RichTextEditor = lazy(() => import("./rich-text-editor"));

/** The per-language part of a content form: a title and an HTML content in each language. */
export interface LocalizedForm {
  title: Record<Language, string>;
  content: Record<Language, string>;
}

export const emptyTexts = (): Record<Language, string> =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, ""])) as Record<Language, string>;

/** The texts that were written (empty ones left out), as the calls take them. */
export function writtenTexts(texts: Record<Language, string>): Partial<Record<Language, string>> {
  return Object.fromEntries(
    LANGUAGES.filter((lang) => texts[lang].trim() !== "").map((lang) => [lang, texts[lang]]),
  ) as Partial<Record<Language, string>>;
}

/** A stored text in the operator's language, or the first language that has one. */
export function textIn(texts: Partial<Record<Language, string>>): string {
  const own = texts[currentLanguage()];
  if (own) return own;
  return LANGUAGES.map((lang) => texts[lang]).find((text) => text) ?? "";
}

/**
 * One tab per language (its title and content), each content with its Edit and Preview tabs:
 * the preview is the server's cleaned HTML. `errors` are the form's messages for the title and
 * the content as a whole ("write it in at least one language").
 */
export function LocalizedFields({
  control,
  register,
  titleLabel,
  errors,
}: {
  control: Control<LocalizedForm>;
  register: UseFormRegister<LocalizedForm>;
  titleLabel: string;
  errors: { title?: string | undefined; content?: string | undefined };
}) {
  const { t } = useTranslation("content");
  const [language, setLanguage] = useState<Language>(currentLanguage());
  return (
    <Tabs.Root value={language} onValueChange={(value) => setLanguage(value as Language)}>
      <Tabs.List className="tab-list" aria-label={t("fields.languages")}>
        {LANGUAGES.map((lang) => (
          <Tabs.Trigger key={lang} value={lang} className="tab" lang={lang === "cn" ? "zh-CN" : lang}>
            {LANGUAGE_NAMES[lang]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {errors.title ? (
        <p className="field-error" role="alert">
          {errors.title}
        </p>
      ) : null}
      {errors.content ? (
        <p className="field-error" role="alert">
          {errors.content}
        </p>
      ) : null}
      {LANGUAGES.map((lang) => {
        const name = LANGUAGE_NAMES[lang];
        return (
          <Tabs.Content key={lang} value={lang} className="stack">
            <Field label={t("fields.inLanguage", { field: titleLabel, language: name })}>
              {(props) => <input {...props} {...register(`title.${lang}`)} />}
            </Field>
            <Controller
              control={control}
              name={`content.${lang}`}
              render={({ field }) => <ContentTabs lang={lang} html={field.value} onChange={field.onChange} />}
            />
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
}

function ContentTabs({ lang, html, onChange }: { lang: Language; html: string; onChange: (html: string) => void }) {
  const { t } = useTranslation("content");
  const language = LANGUAGE_NAMES[lang];
  const contentLabel = t("fields.inLanguage", { field: t("fields.content"), language });
  return (
    <Tabs.Root defaultValue="edit" className={styles.contentTabs}>
      <Tabs.List className="tab-list" aria-label={t("fields.inLanguage", { field: t("fields.views"), language })}>
        <Tabs.Trigger value="edit" className="tab">
          {t("fields.edit")}
        </Tabs.Trigger>
        <Tabs.Trigger value="preview" className="tab">
          {t("fields.preview")}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="edit">
        <Suspense fallback={<Skeleton rows={4} label={t("editor.loading")} />}>
          <RichTextEditor label={contentLabel} value={html} onChange={onChange} />
        </Suspense>
      </Tabs.Content>
      <Tabs.Content value="preview">
        <HtmlPreview html={html} label={t("fields.inLanguage", { field: t("fields.preview"), language })} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
