import { payInLanes } from "./payment-lanes";
import { minorToDecimal } from "@portal/contract/money";
import { periodStart } from "../protection/periods";
import type { Merchant } from "../merchants/repository";
import { MEMBER_KIND, memberAccount, platform, PLATFORM_KIND } from "../money/wallets";
import type { BrandSettings } from "../system/brand-settings";
import type { RebatePayment, RebateRepository } from "./rebates-repository";

/** Payments posted per batch: each is one statement, a run goes on until none is left. */
const PAY_BATCH = 500;
const HOUR_MS = 3_600_000;
const INCOME_PAGE_SIZE = 20;

/**
 * The rebate chain's settlement (decision 0032), run by the job runner once per hour: a brand on
 * hourly rebates has each ended hour worked out; a brand on daily rebates has its day worked out
 * once the day's last hour has ended. Then every payment not made yet is paid through the ledger,
 * from the brand's commission expense to the member's main wallet, each once.
 */
export class RebateService {
  constructor(
    private readonly repo: RebateRepository,
    private readonly brandSettings: BrandSettings,
  ) {}

  /** The job's hour [hourStart, hourEnd) for one brand: what its setting makes due, then the payments. */
  async settleHour(merchant: Merchant, hour: { start: Date; end: Date }, signal?: AbortSignal) {
    const settings = await this.brandSettings.get(merchant.id);
    const dayEnds = periodStart("DAY", hour.end).getTime() === hour.end.getTime();
    const nominal =
      settings.rebatePeriod === "HOUR"
        ? hour
        : dayEnds
          ? { start: new Date(hour.end.getTime() - 24 * HOUR_MS), end: hour.end }
          : undefined;
    const worked = nominal ? await this.workOut(merchant, nominal, settings.selfRebate) : undefined;
    const paid = await this.payDue(merchant, signal);
    return { worked, paid };
  }

  /**
   * Works out the brand's rebates up to `period.end`, from where its last worked-out period ended
   * (the nominal start for the first): every hour is counted once, whatever order the job's hours
   * run in (a retry waiting while the next hour runs, two runners) and across a switch between
   * hourly and daily. Nothing when the brand is worked out up to there already.
   */
  async workOut(merchant: Merchant, period: { start: Date; end: Date }, self: boolean) {
    const start = (await this.repo.lastPeriodEnd(merchant.id)) ?? period.start;
    if (start >= period.end) return { worked: false, lines: 0, payments: 0 };
    return this.repo.workOut(merchant.id, merchant.currency, { start, end: period.end }, self);
  }

  /**
   * Pays every payment not made yet (a crash between working out and paying leaves them here).
   * One that fails does not stop the others: the run fails at the end, and the next pays it.
   */
  async payDue(merchant: Merchant, signal?: AbortSignal): Promise<number> {
    let paid = 0;
    const failures: unknown[] = [];
    for (;;) {
      // The failed ones stay unpaid at the front of the order: the next batch starts after them.
      const due = await this.repo.unpaid(merchant.id, PAY_BATCH, failures.length);
      // Every payment comes from the platform: one wave, a lane per member.
      await payInLanes(due, { waveOf: () => 0, laneOf: (payment) => payment.memberId }, async (payment) => {
        if (signal?.aborted) return;
        try {
          if (await this.pay(payment)) paid++;
        } catch (error) {
          failures.push(error);
        }
      });
      if (signal?.aborted) return paid;
      if (due.length < PAY_BATCH) break;
    }
    if (failures.length > 0) throw new AggregateError(failures, `${failures.length} rebate payments failed`);
    return paid;
  }

  /** My income: the member's rebates by period, newest first, with their lines. */
  async income(member: { id: number }, merchant: Merchant, cursor: string | undefined) {
    const page = await this.repo.pageForMember(member.id, { cursor, pageSize: INCOME_PAGE_SIZE });
    const money = (minor: bigint) => minorToDecimal(minor, merchant.currencyScale);
    return {
      list: page.rows.map(({ payment }) => ({
        kind: "REBATE" as const,
        periodStart: payment.periodStart.getTime(),
        periodEnd: payment.periodEnd.getTime(),
        amount: money(payment.amount),
        currency: payment.currency,
        paid: payment.paidAt !== null,
        lines: page.lines
          .filter((line) => line.periodStart.getTime() === payment.periodStart.getTime())
          .map((line) => ({ category: line.category, validStake: money(line.validStake), amount: money(line.amount) })),
      })),
      next: page.next,
      prev: page.prev,
      total: page.total,
      totalCapped: page.totalCapped,
      pageSize: INCOME_PAGE_SIZE,
    };
  }

  private async pay(payment: RebatePayment): Promise<boolean> {
    const accounts = this.repo.ledgerAccounts();
    const owner = { merchantId: payment.merchantId, memberId: payment.memberId, currency: payment.currency };
    const period = payment.periodStart.toISOString();
    return this.repo.pay(payment, {
      id: `rebate:${payment.merchantId}:${period}:${payment.memberId}`,
      merchantId: payment.merchantId,
      debitAccountId: (await platform(accounts, owner, PLATFORM_KIND.commissionsExpense)).id,
      creditAccountId: (await memberAccount(accounts, owner, MEMBER_KIND.main)).id,
      amount: payment.amount,
      reason: "COMMISSION",
      reference: { type: "rebate", id: `${payment.memberId}:${period}` },
    });
  }
}
