import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { LANGUAGES, type Language } from "@portal/contract/languages";
import { currentLanguage, LANGUAGE_NAMES } from "../../shared/i18n/i18n";
import { Field } from "../../shared/ui/field";
import styles from "./loyalty.module.css";

/** A text per language as a form holds it: every language, "" where none is written. */
export type Texts = Record<Language, string>;

export function textsOf(stored: Partial<Record<string, string>> = {}): Texts {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, stored[lang] ?? ""])) as Texts;
}

/** The texts that were written (empty ones left out), as the calls take them. */
export function writtenTexts(texts: Partial<Record<Language, string | undefined>>): Partial<Texts> {
  return Object.fromEntries(
    LANGUAGES.flatMap((lang) => {
      const text = texts[lang]?.trim() ?? "";
      return text === "" ? [] : [[lang, text]];
    }),
  ) as Partial<Texts>;
}

/** A stored text in the operator's language, or the first language that has one. */
export function textIn(texts: Partial<Record<string, string>>): string {
  const own = texts[currentLanguage()];
  if (own) return own;
  return LANGUAGES.map((lang) => texts[lang]).find((text) => text) ?? "";
}

/**
 * One plain text in each language (a mission's title, a prize's label, a level's name): a group
 * with its legend and an input per language, each labelled "Title (English)".
 */
export function LocalizedInputs({
  legend,
  field,
  maxLength,
  register,
  error,
}: {
  legend: string;
  field: string;
  maxLength: number;
  register: (lang: Language) => UseFormRegisterReturn;
  error?: string | undefined;
}) {
  const { t } = useTranslation("loyalty");
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {LANGUAGES.map((lang) => (
        <Field key={lang} label={t("form.inLanguage", { field, language: LANGUAGE_NAMES[lang] })}>
          {(props) => (
            <input {...props} lang={lang === "cn" ? "zh-CN" : lang} maxLength={maxLength} {...register(lang)} />
          )}
        </Field>
      ))}
    </fieldset>
  );
}

/** The words of a form field's error: the contract's message when it has words for it, else "not valid". */
export function useFieldError() {
  const { t } = useTranslation("loyalty");
  return (error: { message?: string | undefined } | undefined): string | undefined =>
    error ? t(`form.errors.${error.message ?? ""}`, { defaultValue: t("form.invalid") }) : undefined;
}

/** "" in a number input is "none" (null); anything else a number (NaN when not one: the schema refuses it). */
export const numberOrNull = (value: unknown) => (value === "" || value === null ? null : Number(value));
/** "" in a money input is "not given" (undefined). */
export const amountOrUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;
/** "" in a money input is "none" (null: e.g. the brand's own limit). */
export const amountOrNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);
