import { useCallback } from "react";
import { useLanguage } from "../i18n/use-language";
import { formatDateTime } from "./date-time";

/**
 * formatDateTime in the current language (in brand time, or the zone `offsetMin` names: the
 * Vietnam lottery's GMT+7); components re-render when the language changes.
 */
export function useDateTime(offsetMin?: number): (epochMs: number) => string {
  const language = useLanguage();
  return useCallback((epochMs: number) => formatDateTime(epochMs, language, offsetMin), [language, offsetMin]);
}
