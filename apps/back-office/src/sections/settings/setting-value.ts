import { z } from "zod";
import { FOUR_EYES_SETTINGS } from "@portal/contract/api/admin-adjustments";
import { brandThemeSchema } from "@portal/contract/brand-theme";

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
