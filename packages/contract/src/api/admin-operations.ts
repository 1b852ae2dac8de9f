import { z } from "zod";
import { epochMs, exactText, isStorableText, text, UNSTORABLE_TEXT_MESSAGE } from "../input-schemas";
import { fieldRuleSchema, REGISTRATION_FIELDS } from "../registration-rules";
import { auditEntrySchema } from "./admin";
import { cursorInput, cursorPageFields } from "./paging";

/**
 * The back office's operations calls beyond ./admin: the brand's feature switches and
 * registration rules (read by every operator, changed with `configureBrand`, audited), and the
 * audit log's filters with keyset paging.
 */
export const ADMIN_OPERATIONS = {
  /** The brand's feature switches (the portal's tree, flat, parents first). */
  featureSwitches: "/admin/featureSwitches",
  /** Turns one switch on or off (a group's children follow it for the portal). */
  featureSwitch: "/admin/featureSwitches/:modId",
  /** The brand's registration rules, one per field. */
  registrationRules: "/admin/registrationRules",
  /** Replaces one field's rule. */
  registrationRule: "/admin/registrationRules/:field",
} as const;

// --- Feature switches -----------------------------------------------------------------------

export const featureSwitchSchema = z.object({
  modId: z.string(),
  /** The group's modId; null for a group. */
  parent: z.string().nullable(),
  enabled: z.boolean(),
});
export type FeatureSwitchRow = z.infer<typeof featureSwitchSchema>;
export const featureSwitchListSchema = z.object({ list: z.array(featureSwitchSchema) });
export const featureSwitchParams = z.object({ modId: exactText(32).min(1) });
export const featureSwitchUpdateRequest = z.object({ enabled: z.boolean() }).strict();

// --- Registration rules ---------------------------------------------------------------------

/** The longest pattern an operator may type. */
export const RULE_PATTERN_MAX = 200;
/** The longest field a rule may allow. */
export const RULE_LENGTH_MAX = 255;

/** True when `pattern` compiles as the rules run it (`^(?:pattern)$`, flag u); "*" is any value. */
export function isRulePattern(pattern: string): boolean {
  if (pattern === "*") return true;
  try {
    new RegExp(`^(?:${pattern})$`, "u");
    return true;
  } catch {
    return false;
  }
}

export const registrationRuleParams = z.object({ field: z.enum(REGISTRATION_FIELDS) });
/**
 * One field's rule as an operator sets it: shown (`enabled`) and `required` (a required field
 * is shown), a pattern that compiles, and lengths with max 0 (no maximum) or at least min.
 */
export const registrationRuleUpdateRequest = fieldRuleSchema
  .extend({
    acceptedPattern: z
      .string()
      .min(1)
      .max(RULE_PATTERN_MAX)
      .refine(isStorableText, { message: UNSTORABLE_TEXT_MESSAGE })
      .refine(isRulePattern, { message: "pattern" }),
    minLength: z.number().int().min(0).max(RULE_LENGTH_MAX),
    maxLength: z.number().int().min(0).max(RULE_LENGTH_MAX),
  })
  .strict()
  .refine((rule) => rule.maxLength === 0 || rule.maxLength >= rule.minLength, {
    message: "range",
    path: ["maxLength"],
  })
  // A pattern runs on values of a bounded length only (the server also refuses slow patterns).
  .refine((rule) => rule.acceptedPattern === "*" || rule.maxLength > 0, { message: "bounded", path: ["maxLength"] })
  .refine((rule) => rule.enabled || !rule.required, { message: "hidden", path: ["required"] });
export type RegistrationRuleUpdate = z.infer<typeof registrationRuleUpdateRequest>;
export const registrationRuleRowSchema = fieldRuleSchema.extend({ field: z.enum(REGISTRATION_FIELDS) });
export const registrationRuleListSchema = z.object({ list: z.array(registrationRuleRowSchema) });

// --- The audit log --------------------------------------------------------------------------

/**
 * The audit log's filters: the operator's name (exact), the action, the target's type and id
 * (exact), and a period (`from` inclusive, `to` exclusive, epoch ms); newest first, keyset paged.
 */
export const auditQuery = z.object({
  operator: text(64).optional(),
  action: text(64).optional(),
  targetType: text(64).optional(),
  targetId: text(128).optional(),
  from: epochMs.optional(),
  to: epochMs.optional(),
  cursor: cursorInput,
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.infer<typeof auditQuery>;
export const auditPageSchema = z.object({ list: z.array(auditEntrySchema), ...cursorPageFields });
export type AuditPage = z.infer<typeof auditPageSchema>;
