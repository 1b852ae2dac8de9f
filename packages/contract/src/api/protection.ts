import { z } from "zod";
import { amountInput } from "./money";

/**
 * Player protection (decision 0025): limits a member sets on themselves, breaks (time-out,
 * self-exclusion) and the reality check. Switchable per brand (setting `playerProtection`).
 */
export const PROTECTION_API = {
  /** The caller's limits, pending raises, break and reality-check interval. */
  protection: "/wps/member/protection",
  /** Sets or removes one limit (lowering applies at once, raising or removing after 24 h). */
  limit: "/wps/member/protection/limit",
  timeOut: "/wps/member/protection/timeOut",
  selfExclusion: "/wps/member/protection/selfExclusion",
  realityCheck: "/wps/member/protection/realityCheck",
  /** The current login's play time and net result, for the reality check. */
  session: "/wps/member/protection/session",
} as const;

export const PROTECTION_ADMIN = {
  /** A member's limits and break, for an operator. */
  memberProtection: "/admin/members/:memberId/protection",
  /** Lifting a break early: refused for a self-exclusion (only a time-out may be lifted). */
  memberBreak: "/admin/members/:memberId/protection/break",
} as const;

export const LIMIT_PERIODS = ["DAY", "WEEK", "MONTH"] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** Money limits per brand period (GMT+8 days, weeks from Monday, calendar months) and the session limit. */
export const LIMIT_KINDS = [
  "DEPOSIT_DAY",
  "DEPOSIT_WEEK",
  "DEPOSIT_MONTH",
  "LOSS_DAY",
  "LOSS_WEEK",
  "LOSS_MONTH",
  "SESSION_MINUTES",
] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const MONEY_LIMIT_KINDS = LIMIT_KINDS.filter((k) => k !== "SESSION_MINUTES");

/** A raise (or a removal) waits this long before it applies; a lowering applies at once. */
export const LIMIT_COOL_DOWN_HOURS = 24;
/** A time-out lasts 24 hours to 6 weeks. */
export const TIME_OUT_MIN_HOURS = 24;
export const TIME_OUT_MAX_HOURS = 6 * 7 * 24;
/** The lengths the security centre offers (hours). */
export const TIME_OUT_CHOICES_HOURS = [24, 72, 7 * 24, 14 * 24, 6 * 7 * 24] as const;
/** A self-exclusion lasts 6 months or more; nobody can end it early. */
export const SELF_EXCLUSION_MIN_MONTHS = 6;
export const SELF_EXCLUSION_MAX_MONTHS = 60;
export const SELF_EXCLUSION_CHOICES_MONTHS = [6, 12, 24, 60] as const;
/** Reality check intervals a member may choose (0 = off). */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60] as const;
export const SESSION_LIMIT_MAX_MINUTES = 24 * 60;

/** Whole minutes of a session limit, as typed. */
const minutesInput = z
  .string()
  .trim()
  .regex(/^\d{1,4}$/, "minutes")
  .refine((v) => Number(v) >= 1 && Number(v) <= SESSION_LIMIT_MAX_MINUTES, "minutes");

/** `value` null removes the limit; an amount (money kinds) or whole minutes (SESSION_MINUTES) sets it. */
export const setLimitRequest = z
  .object({ kind: z.enum(LIMIT_KINDS), value: z.string().trim().max(32).nullable() })
  .superRefine((body, ctx) => {
    if (body.value === null) return;
    const schema = body.kind === "SESSION_MINUTES" ? minutesInput : amountInput;
    if (!schema.safeParse(body.value).success) {
      ctx.addIssue({
        code: "custom",
        path: ["value"],
        message: body.kind === "SESSION_MINUTES" ? "minutes" : "amount",
      });
    }
  });
export type SetLimitRequest = z.input<typeof setLimitRequest>;

export const timeOutRequest = z.object({
  hours: z.number().int().min(TIME_OUT_MIN_HOURS).max(TIME_OUT_MAX_HOURS),
});
export const selfExclusionRequest = z.object({
  months: z.number().int().min(SELF_EXCLUSION_MIN_MONTHS).max(SELF_EXCLUSION_MAX_MONTHS),
  /** The member confirms they understand it cannot be undone. */
  confirm: z.literal(true),
});
export const realityCheckRequest = z.object({
  minutes: z.union(REALITY_CHECK_MINUTES.map((m) => z.literal(m)) as [z.ZodLiteral<0>, ...z.ZodLiteral<number>[]]),
});

export const BREAK_KINDS = ["TIME_OUT", "SELF_EXCLUSION"] as const;
export type BreakKind = (typeof BREAK_KINDS)[number];

export const limitSchema = z.object({
  kind: z.enum(LIMIT_KINDS),
  /** In force now: a decimal amount, whole minutes, or null (no limit). */
  value: z.string().nullable(),
  /** A raise or removal waiting for its cool-down, with when it applies (ISO time). */
  pending: z.object({ value: z.string().nullable(), appliesAt: z.string() }).nullable(),
});
export const breakSchema = z.object({ kind: z.enum(BREAK_KINDS), since: z.string(), until: z.string() });

export const protectionSchema = z.object({
  /** The brand offers player protection (else the other fields are empty). */
  enabled: z.boolean(),
  limits: z.array(limitSchema),
  activeBreak: breakSchema.nullable(),
  realityCheckMinutes: z.number().int(),
});
export type Protection = z.infer<typeof protectionSchema>;

export const playSessionSchema = z.object({
  /** When this login started (ISO). */
  startedAt: z.string(),
  /** Won minus staked since the login (from the hourly bet totals, so from the login's hour). */
  netResult: z.string(),
  realityCheckMinutes: z.number().int(),
  /**
   * The server's clock when it answered (ISO): the reality check counts the login's minutes on it,
   * not on the device's clock, which may be minutes or hours wrong.
   */
  serverTime: z.string(),
});
export type PlaySession = z.infer<typeof playSessionSchema>;

export const memberIdParam = z.object({ memberId: z.coerce.number().int().positive().max(2_147_483_647) });
