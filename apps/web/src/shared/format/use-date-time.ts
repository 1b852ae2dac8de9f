import { useCallback } from "react";
import { useLanguage } from "../i18n/use-language";
import { formatDateTime } from "./date-time";

/** formatDateTime in the current language; components re-render when the language changes. */
export function useDateTime(): (epochMs: number) => string {
  const language = useLanguage();
  return useCallback((epochMs: number) => formatDateTime(epochMs, language), [language]);
}
