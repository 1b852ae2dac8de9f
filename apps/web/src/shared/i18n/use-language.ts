import { useTranslation } from "react-i18next";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@portal/contract/languages";

/** The current language; components re-render when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}
