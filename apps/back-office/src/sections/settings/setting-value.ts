import { useMemo } from "react";
import { useMeQuery } from "../../shared/session/me";
import { z } from "zod";
import { FOUR_EYES_SETTINGS } from "@portal/contract/api/admin-adjustments";
import { brandThemeSchema } from "@portal/contract/brand-theme";
import { decimalToMinor, minorToDecimal } from "@portal/contract/money";
import { formatAmount } from "../numbers";

/**
 * How a setting is edited: by the kind of its current value. The server validates every value
 * with its own schema (SETTINGS_SCHEMA); the ones the contract holds are checked here first too.
 */
export type SettingKind = "boolean" | "number" | "text" | "json";

export function kindOf(value: unknown): SettingKind {
  if (typeof value === "boolean") return "boolean";
  if (typeof value === "number") return "number";
  if (typeof value === "string") return "text";
  return "json";
}

const CONTRACT_SCHEMAS: Record<string, z.ZodType> = { brandTheme: brandThemeSchema };

/** The typed value of the editor's text, or the reason it is not one. */
export function parseSetting(
  key: string,
  kind: SettingKind,
  raw: string | boolean,
): { value: unknown } | { error: string } {
  let value: unknown;
  if (kind === "boolean") value = raw === true;
  else if (kind === "number") {
    const number = Number(raw);
    if (String(raw).trim() === "" || !Number.isFinite(number)) return { error: "number" };
    value = number;
  } else if (kind === "text") value = String(raw);
  else {
    try {
      value = JSON.parse(String(raw));
    } catch {
      return { error: "json" };
    }
  }
  const schema = CONTRACT_SCHEMAS[key];
  if (schema && !schema.safeParse(value).success) return { error: "schema" };
  return { value };
}

/** The value as a cell shows it (one line). */
export function previewOf(value: unknown): string {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

export const settingEditorSchema = z.object({ raw: z.union([z.string(), z.boolean()]) });

/**
 * The four-eyes thresholds (decision 0054): raising one is only a request that another operator
 * approves on Money > Approvals; lowering one applies at once.
 */
export function isFourEyesSetting(key: string): boolean {
  return (FOUR_EYES_SETTINGS as readonly string[]).includes(key);
}

/** The query key of the requests to change a setting (brand settings and the approvals page share it). */
export const SETTING_APPROVALS_KEY = ["settingApprovals"] as const;

/** Where a raise of a four-eyes threshold is approved: Money > Approvals, on its settings tab. */
export const SETTING_APPROVALS_PATH = "/money/approvals?tab=settings";

/** The brand's money as `me` tells it: the currency code and its scale (fraction digits). */
export interface BrandMoney {
  currency: string;
  scale: number;
}

/** Money settings: their keys end in `Minor` and hold integer minor units of the brand's money. */
export function isMoneySetting(key: string): boolean {
  return key.endsWith("Minor");
}

/**
 * A money setting as a cell shows it, grouped as the back office shows amounts: "1,000.00 CNY" (a
 * value that is not whole minor units as it is).
 */
export function moneyPreview(value: unknown, money: BrandMoney): string {
  return typeof value === "number" && Number.isSafeInteger(value)
    ? `${formatAmount(minorToDecimal(BigInt(value), money.scale))} ${money.currency}`
    : previewOf(value);
}

/** A setting's value as read: money in the brand's money once it is known, anything else as it is. */
export function settingPreview(key: string, value: unknown, money: BrandMoney | null): string {
  return money && isMoneySetting(key) ? moneyPreview(value, money) : previewOf(value);
}

/** The brand's money from the `me` answer (null until it has come). */
export function useBrandMoney(): BrandMoney | null {
  const me = useMeQuery();
  const currency = me.data?.currency;
  const scale = me.data?.currencyScale;
  return useMemo(() => (currency !== undefined && scale !== undefined ? { currency, scale } : null), [currency, scale]);
}

/**
 * The minor units of a decimal typed in the brand's money ("1000.5" -> 100050 at scale 2),
 * converted exactly (no float); at most `scale` decimals, not negative, a safe integer.
 */
export function parseMoney(raw: string, scale: number): { value: number } | { error: string } {
  const minor = decimalToMinor(raw.trim(), scale);
  if (minor === null || minor < 0n || minor > BigInt(Number.MAX_SAFE_INTEGER)) return { error: "money" };
  return { value: Number(minor) };
}

/** The areas the brand settings are grouped by, in the page's order; a key of none is under "other". */
export const SETTING_GROUPS = [
  {
    id: "access",
    keys: [
      "maintenance",
      "blockedCountries",
      "loginedToHomePage",
      "mainDomain",
      "publicOrigin",
      "imageCDNs",
      "launchGameCDNs",
      "botCheckCost",
      "botCheckMaxCounter",
    ],
  },
  {
    id: "security",
    keys: [
      "defaultPassword",
      "passwordMaxAgeDays",
      "smsExpiredMinutes",
      "sessionIdleMinutes",
      "sessionAbsoluteHours",
      "captchaAfterFailures",
      "lockAfterFailures",
      "lockMinutes",
      "operatorLockAfterFailures",
      "operatorFailureDelayMs",
      "playerProtection",
      "trialCreditMinor",
    ],
  },
  {
    id: "money",
    keys: [
      "withdrawalMinMinor",
      "withdrawalMaxMinor",
      "withdrawalDailyMaxMinor",
      "withdrawalDailyMaxCount",
      "withdrawalAutoConfirmMinutes",
      "adjustmentMaxMinor",
      "sandboxGatewayEnabled",
    ],
  },
  { id: "fourEyes", keys: [...FOUR_EYES_SETTINGS] },
  {
    id: "agents",
    keys: [
      "rebatePeriod",
      "selfRebate",
      "activeMemberMinStakeMinor",
      "contractReviewAboveMinor",
      "contractClaimHours",
      "dividendPeriod",
      "dividendLessRebates",
      "dividendCarryOver",
    ],
  },
  {
    id: "loyalty",
    keys: [
      "pointsEarnPerHundred",
      "pointsConvertPoints",
      "pointsConvertAmountMinor",
      "pointsConvertMinPoints",
      "vipWindowDays",
      "vipRewardExpiryDays",
    ],
  },
  {
    id: "referral",
    keys: [
      "referralEnabled",
      "referralRewardMinor",
      "referralMinFirstDepositMinor",
      "referralMinTurnoverMinor",
      "referralWindowDays",
      "referralRewardExpiryDays",
    ],
  },
  {
    id: "links",
    keys: [
      "brandTheme",
      "chatHeaderColour",
      "customerServiceUrl",
      "downloadIosUrl",
      "downloadAndroidUrl",
      "telegramUrl",
      "whatsappUrl",
    ],
  },
  { id: "feedback", keys: ["feedbackMinLength", "feedbackMaxLength"] },
] as const satisfies readonly { id: string; keys: readonly string[] }[];

export type SettingGroupId = (typeof SETTING_GROUPS)[number]["id"] | "other";

/** The settings by area, each in the order of its group (the other keys, by name, at the end). */
export function groupSettings<Row extends { key: string }>(rows: Row[]): { id: SettingGroupId; rows: Row[] }[] {
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const placed = new Set<string>();
  const groups: { id: SettingGroupId; rows: Row[] }[] = [];
  for (const group of SETTING_GROUPS) {
    const found = group.keys.flatMap((key: string) => {
      const row = byKey.get(key);
      if (!row) return [];
      placed.add(key);
      return [row];
    });
    if (found.length > 0) groups.push({ id: group.id, rows: found });
  }
  const rest = rows.filter((row) => !placed.has(row.key)).sort((a, b) => a.key.localeCompare(b.key));
  if (rest.length > 0) groups.push({ id: "other", rows: rest });
  return groups;
}

/** Where the refer-a-friend terms are edited in money: Promotions & loyalty > Refer a friend. */
export const REFERRAL_PATH = "/promotions/referral";
