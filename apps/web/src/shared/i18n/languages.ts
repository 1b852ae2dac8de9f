import { LANGUAGE_STORAGE_KEYS, isLanguage, type Language } from "@portal/contract/languages";
import { readStorage, writeStorage } from "../storage/safe-storage";

/** Each language named in itself, as the language picker shows it. */
export const LANGUAGE_NATIVE_NAMES: Record<Language, string> = {
  cn: "简体中文",
  en: "English",
  ja: "日本語",
  th: "ไทย",
  vi: "Tiếng Việt",
};

/** BCP 47 tag for `<html lang>` and `lang` attributes ("cn" is the family's code, not a language tag). */
export const HTML_LANG: Record<Language, string> = {
  cn: "zh-CN",
  en: "en",
  ja: "ja",
  th: "th",
  vi: "vi",
};

/** The visitor's own choice, if any, kept under both keys of the family. */
export function readStoredLanguage(): Language | null {
  for (const key of LANGUAGE_STORAGE_KEYS) {
    const value = readStorage("local", key);
    if (isLanguage(value)) return value;
  }
  return null;
}

export function storeLanguage(lang: Language): void {
  for (const key of LANGUAGE_STORAGE_KEYS) writeStorage("local", key, lang);
}
