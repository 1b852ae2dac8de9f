import { z } from "zod";
import { GAME_CATEGORIES, type GameCategory } from "../games";
import { text } from "../input-schemas";
import { serialIdParam } from "./money";
import { cursorInput, cursorPageFields } from "./paging";

/**
 * The agent centre's team calls (issue 14, decision 0031): the caller's own rebate rates, the
 * team overview, the downlines level by level, registering an account below the caller, and
 * setting a direct downline's rates. Every call is scoped to the caller's own subtree.
 */
export const AGENT_API = {
  /** Announcements addressed to agents (AGENTANNOUNCE3). */
  announcements: "/wps/agent/announcements",
  /** The caller's rebate rates per game category. */
  rebateRates: "/wps/agent/rebateRates",
  /** Team overview (AGEINFO3). */
  overview: "/wps/agent/team/overview",
  /** The direct downlines of the caller or of a member of its team (DOWNMAN), with the path to it. */
  downlines: "/wps/agent/team/downlines",
  /** Sets a direct downline's rebate rates. */
  downlineRates: "/wps/agent/team/downlines/:memberId/rebateRates",
  /** Register account (REGCEN): a member or a sub-agent below the caller. */
  accounts: "/wps/agent/team/accounts",
  /** My income (AGEREV3): the caller's rebates by period, newest first (dividends and salaries join them). */
  income: "/wps/agent/income",
} as const;

/**
 * What each agent type may do (decision 0031). Every agent sees its own team's reports; types 2
 * never transfer to their upline (reference notes), whatever `toUpline` says.
 */
export const AGENT_CAPABILITIES: Record<
  number,
  { registerMembers: boolean; registerAgents: boolean; setRates: boolean; offerContracts: boolean }
> = {
  1: { registerMembers: true, registerAgents: true, setRates: true, offerContracts: true },
  2: { registerMembers: true, registerAgents: true, setRates: true, offerContracts: true },
  /** A promoter: brings members, no sub-agents and no contracts of its own to offer. */
  41: { registerMembers: true, registerAgents: false, setRates: true, offerContracts: false },
  /** A reporting account: watches its team (a channel's traffic), changes nothing in it. */
  42: { registerMembers: false, registerAgents: false, setRates: false, offerContracts: false },
};
/** The type a sub-agent registered in the agent centre gets. */
export const SUB_AGENT_TYPE = 1;

export function agentCapabilities(memberType: number) {
  return (
    AGENT_CAPABILITIES[memberType] ?? {
      registerMembers: false,
      registerAgents: false,
      setRates: false,
      offerContracts: false,
    }
  );
}

/** Rebate rates are percentages with up to 4 decimals ("1.5", "0.0125"), at most 100. */
export const REBATE_RATE_DECIMALS = 4;
/** Rates are kept as integer parts per million of the stake (1 % = 10,000). */
export const RATE_PPM_PER_PERCENT = 10_000;
export const REBATE_RATE_MAX_PPM = 100 * RATE_PPM_PER_PERCENT;

export const rateInput = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.\d{1,4})?$/, "rate")
  .refine((value) => Number(value) <= 100, "rate");

/** Parts per million from a rate as typed ("1.5" → 15,000); the input is already validated. */
export function rateToPpm(rate: string): number {
  const [whole, fraction = ""] = rate.trim().split(".");
  return Number(whole) * RATE_PPM_PER_PERCENT + Number(fraction.padEnd(REBATE_RATE_DECIMALS, "0"));
}

/** A rate as shown: a percentage without trailing zeros ("1.5", "0", "0.0125"). */
export function ppmToRate(ppm: number): string {
  const whole = Math.floor(ppm / RATE_PPM_PER_PERCENT);
  const fraction = String(ppm % RATE_PPM_PER_PERCENT)
    .padStart(REBATE_RATE_DECIMALS, "0")
    .replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** Rates by category as sent: a category left out keeps 0 (a new account) or its rate (a change). */
export const rebateRatesInput = z.partialRecord(z.enum(GAME_CATEGORIES), rateInput);
export type RebateRatesInput = z.infer<typeof rebateRatesInput>;

/** Every category with its rate (a percentage text, "0" when none is set). */
export const rebateRatesSchema = z.array(z.object({ category: z.enum(GAME_CATEGORIES), rate: z.string() }));
export type RebateRates = z.infer<typeof rebateRatesSchema>;
export type { GameCategory };

export const ACCOUNT_KINDS = ["MEMBER", "AGENT"] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** Register account (REGCEN): the username rules are the brand's registration rules. */
export const registerAccountRequest = z.object({
  kind: z.enum(ACCOUNT_KINDS),
  username: text(64).min(1),
  nickname: text(32).optional(),
  rates: rebateRatesInput.optional(),
});
export type RegisterAccountRequest = z.infer<typeof registerAccountRequest>;

export const registerAccountSchema = z.object({
  memberId: z.number().int(),
  account: z.string(),
  memberType: z.number().int(),
  /** The brand's default password: the account must change it at its first login. */
  initialPassword: z.string(),
});

export const MEMBER_STATUS_FILTERS = ["ACTIVE", "DISABLED"] as const;

export const downlinesQuery = z.object({
  /** Whose direct downlines: the caller when absent, else a member of its team. */
  parentId: serialIdParam.optional(),
  /** Part of the username. */
  search: text(64).optional(),
  kind: z.enum(ACCOUNT_KINDS).optional(),
  status: z.enum(MEMBER_STATUS_FILTERS).optional(),
  cursor: cursorInput,
});
export type DownlinesQuery = z.infer<typeof downlinesQuery>;

export const downlineSchema = z.object({
  memberId: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  memberType: z.number().int(),
  status: z.enum(MEMBER_STATUS_FILTERS),
  /** Main wallet balance, brand decimals. */
  balance: z.string(),
  currency: z.string(),
  /** Members below it at any depth. */
  teamSize: z.number().int(),
  directCount: z.number().int(),
  registeredAt: z.number().int(),
  lastLoginAt: z.number().int().nullable(),
  rates: rebateRatesSchema,
});
export type Downline = z.infer<typeof downlineSchema>;

/** One step of the breadcrumb from the caller down to the listed parent (the caller first). */
export const pathStepSchema = z.object({ memberId: z.number().int(), account: z.string() });

export const downlinesSchema = z.object({
  path: z.array(pathStepSchema),
  list: z.array(downlineSchema),
  ...cursorPageFields,
});
export type DownlinesPage = z.infer<typeof downlinesSchema>;

export const downlineRatesRequest = z.object({ rates: rebateRatesInput });

export const teamOverviewSchema = z.object({
  memberType: z.number().int(),
  directCount: z.number().int(),
  teamSize: z.number().int(),
  registeredToday: z.number().int(),
  rates: rebateRatesSchema,
  lastLoginAt: z.number().int().nullable(),
  lastLoginIp: z.string(),
  /** The brand's day this overview counts "today" in (GMT+8 unless the brand sets another). */
  dayStartsAt: z.number().int(),
});
export type TeamOverview = z.infer<typeof teamOverviewSchema>;

export const INCOME_KINDS = ["REBATE"] as const;

export const incomeQuery = z.object({ cursor: cursorInput });

/** One period's income of one kind: what it came to, whether it is paid, and its lines per category. */
export const incomeItemSchema = z.object({
  kind: z.enum(INCOME_KINDS),
  periodStart: z.number().int(),
  periodEnd: z.number().int(),
  amount: z.string(),
  currency: z.string(),
  paid: z.boolean(),
  lines: z.array(z.object({ category: z.enum(GAME_CATEGORIES), validStake: z.string(), amount: z.string() })),
});
export type IncomeItem = z.infer<typeof incomeItemSchema>;

export const incomeSchema = z.object({ list: z.array(incomeItemSchema), ...cursorPageFields });
