/** Languages with complete translations. `en` is the key source. */
export const LANGUAGES = ["cn", "en", "ja", "th", "vi"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** Storage keys that keep the visitor's choice across reloads (spec section 3). */
export const LANGUAGE_STORAGE_KEYS = ["hisLang", "lang"] as const;

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** Picks the text of `lang` from a per-language map, falling back to English, then any. */
export function pickText(texts: Partial<Record<Language, string>>, lang: Language): string {
  return texts[lang] ?? texts.en ?? Object.values(texts).find((t) => t !== undefined) ?? "";
}
