import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "../app-deps";
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS, type CatchUp } from "./periods";
import type { Merchant } from "../modules/merchants/repository";
import type { JobDefinition } from "./runner";
import { endsBrandDay } from "../modules/vip/service";
import { REALTIME_SALARY_PERIOD_MS } from "@portal/contract/api/contracts";

/**
 * The sweeps look at the whole current state on every run (transfers still pending, withdrawals
 * paid long enough ago, rounds cut short, the vendor's rounds since our cursor), so a missed
 * period needs no run of its own: the latest one does all the work there is.
 */
const SWEEP: CatchUp = { kind: "latestOnly" };
/**
 * A sweep that fails is tried twice more within its period or so, then waits for the next one;
 * its successful runs are kept for three days (a failed one until an operator re-runs it).
 */
const SWEEP_RETRIES = {
  maxAttempts: 3,
  retryDelayMs: 5 * SECOND_MS,
  maxRetryDelayMs: MINUTE_MS,
  keepSucceededMs: 3 * DAY_MS,
};

/**
 * Settlements work out the period before the job's own (an hour for the hourly ones): a bet that
 * commits a moment after its period ended, or a rollback just after, is still in the totals when
 * its period is read.
 */
const lagged = (start: Date, end: Date, lagMs: number) => ({
  start: new Date(start.getTime() - lagMs),
  end: new Date(end.getTime() - lagMs),
});

/** An hourly settlement: every missed hour runs, oldest first (each is its own money), within three days. */
const HOURLY = { everyMs: HOUR_MS, windowPeriods: 72, maxAttempts: 5, leaseMs: 15 * MINUTE_MS };

/**
 * A settlement run every period for the period before its own, brand by brand; every missed period
 * runs, oldest first, within the window.
 */
function settlementJob(
  name: string,
  settle: (merchant: Merchant, period: { start: Date; end: Date }, signal: AbortSignal) => Promise<unknown>,
  deps: AppDeps,
  cadence: { everyMs: number; windowPeriods: number; maxAttempts: number; leaseMs: number } = HOURLY,
): JobDefinition {
  return {
    name,
    period: { everyMs: cadence.everyMs },
    catchUp: { kind: "everyPeriod", windowPeriods: cadence.windowPeriods },
    maxAttempts: cadence.maxAttempts,
    retryDelayMs: 10 * SECOND_MS,
    maxRetryDelayMs: Math.min(5 * MINUTE_MS, cadence.everyMs),
    leaseMs: cadence.leaseMs,
    run: async ({ periodStart, periodEnd, signal }) => {
      for (const merchant of await deps.jobs.brands.list()) {
        if (signal.aborted) return;
        await settle(merchant, lagged(periodStart, periodEnd, cadence.everyMs), signal);
      }
    },
  };
}

/**
 * The money jobs: the vendor-transfer reconciler, the withdrawal auto-confirmation (with the
 * house rounds cut short), the rebate and contract settlements and the vendors' bet pull. Their work is idempotent under row locks;
 * the runner adds that each period runs once across instances, with retries and a record. Each
 * stops between steps (orders, brands, vendors) once its run's signal says another runner has
 * the period.
 */
export function moneyJobs(deps: AppDeps, log: FastifyBaseLogger): JobDefinition[] {
  return [
    {
      // Asks vendors about transfers that got no answer.
      name: "reconcile",
      period: { everyMs: 30 * SECOND_MS },
      catchUp: SWEEP,
      ...SWEEP_RETRIES,
      leaseMs: 5 * MINUTE_MS,
      run: async ({ signal }) => {
        await deps.money.vendorWallets.reconcile({ signal });
      },
    },
    {
      name: "withdrawalAutoConfirm",
      period: { everyMs: MINUTE_MS },
      catchUp: SWEEP,
      ...SWEEP_RETRIES,
      leaseMs: 5 * MINUTE_MS,
      run: async ({ signal }) => {
        for (const merchant of await deps.jobs.brands.list()) {
          if (signal.aborted) return;
          const settings = await deps.brandSettings.get(merchant.id);
          await deps.money.withdrawals.autoConfirm(merchant.id, settings.withdrawalAutoConfirmMinutes);
          // House game rounds a crash cut short: paid or voided.
          await deps.house.rounds.finishCutRounds(merchant);
        }
      },
    },
    // The rebate chain (decision 0032): every brand's due period up to the hour before worked out
    // once, and its payments made.
    settlementJob("rebates", (merchant, hour, signal) => deps.rebates.settleHour(merchant, hour, signal), deps),
    // Points (decision 0041): every brand's hour before worked out once from the bet totals, and
    // every accrual not credited yet credited.
    settlementJob(
      "points",
      async (merchant, hour, signal) =>
        deps.points.settleHour(merchant, hour, await deps.brandSettings.get(merchant.id), signal),
      deps,
    ),
    // Cashback promotions (decision 0045): every offer whose day or week ended with the hour before
    // issues that period's cashback, once.
    settlementJob("cashback", (merchant, hour) => deps.cashback.settleHour(merchant, hour), deps),
    // VIP (decision 0044): when the hour before ended a brand day, that day's raises and VIP
    // rebates, and on a month's first day the keep rule and the monthly gifts; each once.
    settlementJob(
      "vip",
      async (merchant, hour) => {
        if (endsBrandDay(hour.end))
          await deps.vip.settleDay(merchant, hour.end, await deps.brandSettings.get(merchant.id));
      },
      deps,
    ),
    // Contracts (decision 0033): the hourly salaries of the hour before and, when that hour ended a
    // brand day, the daily ones, billed once per contract and period; contracts whose end came
    // expire; every bill still owed is paid as far as its payer can.
    settlementJob("contracts", (merchant, hour, signal) => deps.contracts.settleHour(merchant, hour, signal), deps),
    // The real-time salary (decision 0034): every 5 minutes, the 5 minutes before, so it is paid
    // as bets settle. Every missed period runs within a day: a late one adds what the day's figure
    // earns beyond what the day's other bills paid.
    settlementJob(
      "realtimeSalary",
      (merchant, period, signal) => deps.contracts.settleRealtime(merchant, period, signal),
      deps,
      {
        everyMs: REALTIME_SALARY_PERIOD_MS,
        windowPeriods: DAY_MS / REALTIME_SALARY_PERIOD_MS,
        maxAttempts: 3,
        leaseMs: 5 * MINUTE_MS,
      },
    ),
    {
      // The house lottery (decision 0035): every game's draws for the next half hour made, and
      // the ones whose time has come drawn. A run draws what is due at its period's start (its
      // `now`, also recorded as the draw's drawn time), so a draw is made, and its element
      // revealed, one to two periods (5-10 s) after its time, never before it.
      name: "lotteryDraws",
      period: { everyMs: 5 * SECOND_MS },
      catchUp: SWEEP,
      ...SWEEP_RETRIES,
      keepSucceededMs: HOUR_MS,
      leaseMs: MINUTE_MS,
      run: async ({ periodStart, signal }) => {
        for (const merchant of await deps.jobs.brands.list()) {
          if (signal.aborted) return;
          await deps.house.lottery.sweep(merchant.id, periodStart);
        }
      },
    },
    {
      // The lottery's drawn draws settled (tickets graded, each player paid one win through the
      // vendor API) and its void draws refunded (decision 0035), then the chase plans a win
      // stopped refunded their coming draws (decision 0037). A job of its own, so a payment
      // that fails does not hold the draws up. Each step is idempotent: two runs at once, or a
      // run after one that crashed half way, pay every player once.
      name: "lotterySettlement",
      period: { everyMs: 5 * SECOND_MS },
      catchUp: SWEEP,
      ...SWEEP_RETRIES,
      keepSucceededMs: HOUR_MS,
      leaseMs: 5 * MINUTE_MS,
      run: async ({ signal }) => {
        // A brand's settlement that fails holds up neither its chase plans nor the other brands:
        // the run goes on, then fails with every error (and is tried again).
        const failures: unknown[] = [];
        for (const merchant of await deps.jobs.brands.list()) {
          if (signal.aborted) return;
          await deps.house.lotterySettlement.settleDue(merchant.id).catch((error: unknown) => failures.push(error));
          // Chase plans a win stopped, or a cut-short cancel left, give back their coming draws (decision 0037).
          await deps.house.lotteryChases.withdrawDue(merchant.id).catch((error: unknown) => failures.push(error));
        }
        if (failures.length > 0)
          throw new AggregateError(failures, `lottery settlement: ${failures.length} failure(s)`);
      },
    },
    {
      // Deposit bonuses past their deadline (decision 0039): completed when their turnover was
      // met after all, otherwise their bonus is taken back and the lock ends. All brands at once
      // (the active bonuses by deadline); each bonus ends once under its row lock.
      name: "bonusExpiry",
      period: { everyMs: 5 * MINUTE_MS },
      catchUp: SWEEP,
      ...SWEEP_RETRIES,
      leaseMs: 15 * MINUTE_MS,
      run: async ({ signal }) => {
        await deps.promotions.expireDue(new Date(), signal);
      },
    },
    {
      // Invite friends (decision 0043): every brand's pending referrals brought up to date from the
      // friends' first deposits and bet totals; a friend who reached the terms issues the referrer's
      // reward once (its source is the friend), one past the window expires.
      name: "referrals",
      period: { everyMs: 10 * MINUTE_MS },
      catchUp: SWEEP,
      ...SWEEP_RETRIES,
      leaseMs: 15 * MINUTE_MS,
      run: async ({ signal }) => {
        for (const merchant of await deps.jobs.brands.list()) {
          if (signal.aborted) return;
          await deps.referral.qualify(merchant, await deps.brandSettings.get(merchant.id));
        }
      },
    },
    {
      // The reward center's rewards not claimed by their deadline (decision 0042) made EXPIRED.
      name: "rewardExpiry",
      period: { everyMs: 5 * MINUTE_MS },
      catchUp: SWEEP,
      ...SWEEP_RETRIES,
      leaseMs: 15 * MINUTE_MS,
      run: async ({ signal }) => {
        await deps.rewards.expireDue(new Date(), signal);
      },
    },
    {
      // Each game vendor's settled rounds, reconciled with the bet records.
      name: "betPull",
      period: { everyMs: 5 * MINUTE_MS },
      catchUp: SWEEP,
      ...SWEEP_RETRIES,
      leaseMs: 15 * MINUTE_MS,
      run: async ({ signal }) => {
        const failed: string[] = [];
        for (const merchant of await deps.jobs.brands.list()) {
          for (const vendor of deps.gameVendors.values()) {
            if (signal.aborted) return;
            // One vendor failing (unreachable, a bad page) does not stop the others.
            try {
              const result = await deps.bets.pull.pull(merchant.id, vendor);
              if (result.mismatched.length > 0)
                log.warn({ job: "betPull", ...result }, "vendor rounds disagree with ours");
            } catch (err) {
              log.warn({ err, job: "betPull", vendor: vendor.code, merchantId: merchant.id }, "bet pull failed");
              failed.push(`${vendor.code}@${merchant.code}`);
            }
          }
        }
        // Failing the run after the others were pulled: it is retried (pulls resume from their
        // cursors, so the vendors that answered are not imported twice) and operators see it.
        if (failed.length > 0) throw new Error(`bet pull failed for ${failed.join(", ")}`);
      },
    },
  ];
}
