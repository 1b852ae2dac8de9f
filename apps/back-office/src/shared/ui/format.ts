import { currentLanguage } from "../i18n/i18n";

const LOCALE = { cn: "zh-CN", en: "en-GB", ja: "ja-JP", th: "th-TH", vi: "vi-VN" } as const;

/** A time (epoch ms) in the operator's language, to the second. */
export function formatTime(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return "—";
  return new Intl.DateTimeFormat(LOCALE[currentLanguage()], { dateStyle: "short", timeStyle: "medium" }).format(ms);
}
