import { z } from "zod";
import { CLOCK_UTC_OFFSET_MIN } from "../constants";

/**
 * The back office's dashboard (issue 17): a period of brand days (GMT+8, the clock the portal
 * shows), its registrations, first deposits, deposits, withdrawals, bets and gross gaming revenue
 * by category and vendor, active players, a row per day for the charts, and the queues waiting
 * for an operator now. Bets come from the hourly totals (a brand day is 24 whole hours), money
 * from the orders' own indexes: the answer costs the period's aggregates, not the brand's rows.
 */
export const DASHBOARD_ADMIN = {
  dashboard: "/admin/dashboard",
} as const;

/** The longest period one answer covers: a quarter. */
export const DASHBOARD_MAX_DAYS = 92;
const DAY_MS = 86_400_000;

/** A brand day, yyyy-MM-dd. */
const brandDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "date");

/** The start (epoch ms) of a brand day given as yyyy-MM-dd; NaN when it is not a real date. */
export function brandDayStartOf(date: string): number {
  const utc = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(utc) || new Date(utc).toISOString().slice(0, 10) !== date) return Number.NaN;
  return utc - CLOCK_UTC_OFFSET_MIN * 60_000;
}

/** The brand day (yyyy-MM-dd) a moment falls in. */
export function brandDateOf(at: number): string {
  return new Date(at + CLOCK_UTC_OFFSET_MIN * 60_000).toISOString().slice(0, 10);
}

/**
 * A period of brand days for the back office's figures (the dashboard, the reports): `from` and
 * `to`, both included; `to` defaults to today and `from` to `to`; at most DASHBOARD_MAX_DAYS.
 */
export const brandDaysFields = { from: brandDate.optional(), to: brandDate.optional() };
export function withinBrandDays(q: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) {
  for (const field of ["from", "to"] as const) {
    const value = q[field];
    if (value !== undefined && Number.isNaN(brandDayStartOf(value)))
      ctx.addIssue({ code: "custom", path: [field], message: "date" });
  }
  if (q.from === undefined || q.to === undefined) return;
  const days = (brandDayStartOf(q.to) - brandDayStartOf(q.from)) / DAY_MS + 1;
  if (days < 1) ctx.addIssue({ code: "custom", path: ["from"], message: "after_to" });
  if (days > DASHBOARD_MAX_DAYS) ctx.addIssue({ code: "custom", path: ["from"], message: "period" });
}

export const dashboardQuery = z.object(brandDaysFields).superRefine(withinBrandDays);
export type DashboardQuery = z.infer<typeof dashboardQuery>;

/** The brand days a query covers, as [from, to) epoch ms, once its defaults are applied. */
export function dashboardPeriod(
  query: { from?: string | undefined; to?: string | undefined },
  now: number,
): { from: number; to: number } {
  const to = query.to ?? brandDateOf(now);
  const from = query.from ?? to;
  return { from: brandDayStartOf(from), to: brandDayStartOf(to) + DAY_MS };
}

const countAndAmount = z.object({ count: z.number().int(), amount: z.string() });
/** Rounds, stakes and payouts (rolled-back rounds left out); ggr = stake - payout, the house's side. */
const betFigures = {
  rounds: z.number().int(),
  stake: z.string(),
  payout: z.string(),
  ggr: z.string(),
};

export const dashboardSchema = z.object({
  /** The period covered: [from, to), epoch ms, brand days. */
  from: z.number().int(),
  to: z.number().int(),
  currency: z.string(),
  registrations: z.number().int(),
  /** Members whose first confirmed deposit ever was confirmed in the period. */
  firstDeposits: countAndAmount,
  /** Deposits confirmed in the period. */
  deposits: countAndAmount,
  /** Withdrawals paid out in the period. */
  withdrawals: countAndAmount,
  bets: z.object(betFigures),
  /** Members with at least one round in the period. */
  activePlayers: z.number().int(),
  byCategory: z.array(z.object({ category: z.string(), ...betFigures })),
  byVendor: z.array(z.object({ vendor: z.string(), ...betFigures })),
  /** One row per brand day of the period, oldest first, every day present (zeros included). */
  days: z.array(
    z.object({
      /** The day's start, epoch ms. */
      day: z.number().int(),
      registrations: z.number().int(),
      deposits: z.string(),
      withdrawals: z.string(),
      stake: z.string(),
      ggr: z.string(),
    }),
  ),
  /** What waits for an operator now (whatever the period). */
  queues: z.object({
    deposits: z.number().int(),
    withdrawals: z.number().int(),
    vendorTransfers: z.number().int(),
    betMismatches: z.number().int(),
    bills: z.number().int(),
    lotteryResults: z.number().int(),
    eventApplications: z.number().int(),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
