import { z } from "zod";

/** Fields of the registration user (spec section 3) that carry a server rule. */
export const REGISTRATION_FIELDS = [
  "username",
  "password",
  "confirmPassword",
  "payeeName",
  "email",
  "qqNum",
  "mobileNum",
  "recommenderId",
  "captcha",
  "verificationCode",
  "affiliateCode",
  "paymentPassword",
  "line",
  "whatsapp",
  "facebook",
  "wechat",
  "idNumber",
  "referralCode",
  /** The birthday (YYYY-MM-DD): under 18 is refused (UNDERAGE, decision 0025). */
  "birthday",
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

/** Pattern ids 0-19 of the family; each has a `reg_pattern_<id>` message. */
export const PATTERN_IDS = Array.from({ length: 20 }, (_, i) => i);
/** "*" as acceptedPattern means any value. */
export const ANY_PATTERN = "*";

export const fieldRuleSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string(),
  patternId: z.number().int().min(0).max(19),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(0),
});
export type FieldRule = z.infer<typeof fieldRuleSchema>;

export const registrationRulesSchema = z.record(z.string(), fieldRuleSchema);
export type RegistrationRules = Partial<Record<RegistrationField, FieldRule>>;

export type RuleViolation = { kind: "required" } | { kind: "pattern"; patternId: number; min: number; max: number };

/**
 * The one validator of server-driven rules, run by the web on forms and by the server on
 * requests. A disabled field is not checked; an empty optional field is valid.
 */
export function checkFieldRule(rule: FieldRule, raw: string | undefined | null): RuleViolation | null {
  if (!rule.enabled) return null;
  const value = raw ?? "";
  if (value === "") return rule.required ? { kind: "required" } : null;
  const length = [...value].length;
  const tooShort = length < rule.minLength;
  const tooLong = rule.maxLength > 0 && length > rule.maxLength;
  // The pattern only sees a value of an allowed length: a long value never reaches the regex.
  const mismatch =
    !tooShort && !tooLong && rule.acceptedPattern !== ANY_PATTERN && !fullMatch(rule.acceptedPattern, value);
  if (tooShort || tooLong || mismatch) {
    return { kind: "pattern", patternId: rule.patternId, min: rule.minLength, max: rule.maxLength };
  }
  return null;
}

function fullMatch(pattern: string, value: string): boolean {
  try {
    return new RegExp(`^(?:${pattern})$`, "u").test(value);
  } catch {
    // An operator typo in a pattern must not let every value through.
    return false;
  }
}
