import { currentLanguage } from "../shared/i18n/i18n";

const LOCALE = { cn: "zh-CN", en: "en-GB", ja: "ja-JP", th: "th-TH", vi: "vi-VN" } as const;

/** A count in the operator's language (1,234). */
export function formatCount(value: number): string {
  return new Intl.NumberFormat(LOCALE[currentLanguage()]).format(value);
}

/**
 * A decimal string of money ("-1234.50") grouped in the operator's language, digit for digit:
 * Intl formats a numeric string exactly (no float on the way), keeping the string's scale.
 */
export function formatAmount(value: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(value)) return value;
  const scale = value.includes(".") ? value.length - value.indexOf(".") - 1 : 0;
  const format = new Intl.NumberFormat(LOCALE[currentLanguage()], {
    minimumFractionDigits: scale,
    maximumFractionDigits: scale,
  });
  return format.format(value as unknown as number);
}

/** A decimal string as a number, for drawing only (a bar's length, a chart's point): never for sums. */
export function amountForDrawing(value: string): number {
  const number = Number(value);
  return Number.isFinite(number) ? number : 0;
}
