import type { Dashboard } from "@portal/contract/api/admin-dashboard";
import { minorToDecimal } from "@portal/contract/money";
import type { BetFigures, DashboardRepository } from "./dashboard-repository";

const DAY_MS = 86_400_000;

/** What the dashboard needs of the brand: its id and currency. */
export interface DashboardBrand {
  id: number;
  currency: string;
  currencyScale: number;
}

/**
 * The dashboard's figures for a period of brand days: the repository's aggregates, put together
 * with a row for every day (zeros included, so a chart's axis has no gaps) and GGR worked out
 * once. The house's official lottery draws waiting for results are counted by the caller (they
 * are the house vendor's, behind its boundary).
 */
export class DashboardService {
  constructor(private readonly repo: DashboardRepository) {}

  async figures(
    brand: DashboardBrand,
    period: { from: number; to: number },
    lotteryResults: number,
  ): Promise<Dashboard> {
    const at = { merchantId: brand.id, from: new Date(period.from), to: new Date(period.to) };
    const [registrations, deposits, firstDeposits, withdrawals, bets, queues] = await Promise.all([
      this.repo.registrationsByDay(at),
      this.repo.depositsByDay(at),
      this.repo.firstDeposits(at),
      this.repo.withdrawalsByDay(at),
      this.repo.bets(at),
      this.repo.queues(brand.id),
    ]);
    const money = (minor: bigint) => minorToDecimal(minor, brand.currencyScale);
    const betView = (f: BetFigures) => ({
      rounds: f.rounds,
      stake: money(f.stake),
      payout: money(f.payout),
      ggr: money(f.stake - f.payout),
    });
    const sum = (rows: { count: number; amount: bigint }[]) => ({
      count: rows.reduce((n, r) => n + r.count, 0),
      amount: money(rows.reduce((n, r) => n + r.amount, 0n)),
    });
    const byDay = <T extends { day: number }>(rows: T[]) => new Map(rows.map((r) => [r.day, r]));
    const [regDays, depDays, wdDays, betDays] = [
      byDay(registrations),
      byDay(deposits),
      byDay(withdrawals),
      byDay(bets.byDay),
    ];
    const days: Dashboard["days"] = [];
    for (let day = period.from; day < period.to; day += DAY_MS) {
      const b = betDays.get(day);
      days.push({
        day,
        registrations: regDays.get(day)?.count ?? 0,
        deposits: money(depDays.get(day)?.amount ?? 0n),
        withdrawals: money(wdDays.get(day)?.amount ?? 0n),
        stake: money(b?.stake ?? 0n),
        ggr: money((b?.stake ?? 0n) - (b?.payout ?? 0n)),
      });
    }
    // Largest GGR first (bigint: compared, not subtracted into a number).
    const byGgr = (a: BetFigures, b: BetFigures) => {
      const [x, y] = [a.stake - a.payout, b.stake - b.payout];
      return x > y ? -1 : x < y ? 1 : 0;
    };
    return {
      from: period.from,
      to: period.to,
      currency: brand.currency,
      registrations: registrations.reduce((n, r) => n + r.count, 0),
      firstDeposits: { count: firstDeposits.count, amount: money(firstDeposits.amount) },
      deposits: sum(deposits),
      withdrawals: sum(withdrawals),
      bets: betView(bets.total),
      activePlayers: bets.activePlayers,
      byCategory: [...bets.byCategory].sort(byGgr).map((c) => ({ category: c.category, ...betView(c) })),
      byVendor: [...bets.byVendor].sort(byGgr).map((v) => ({ vendor: v.vendor, ...betView(v) })),
      days,
      queues: { ...queues, lotteryResults },
    };
  }
}
