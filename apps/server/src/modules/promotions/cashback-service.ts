import type { Eligibility } from "@portal/contract/api/promotions";
import { minorToDecimal } from "@portal/contract/money";
import type { BetRepository } from "../bets/repository";
import type { Merchant } from "../merchants/repository";
import type { Member } from "../members/repository";
import { brandDayStart, brandWeekStart } from "../money/amounts";
import { inAudience } from "./audience";
import type { CashbackRepository } from "./cashback-repository";
import type { Offer, PromotionRepository } from "./repository";

const DAY_MS = 86_400_000;

/** A cashback offer's period containing `at`: the brand's day or week. */
export function cashbackPeriod(offer: Offer, at: Date): { start: Date; end: Date } {
  if (offer.reloadPeriod === "WEEK") {
    const start = brandWeekStart(at);
    return { start, end: new Date(start.getTime() + 7 * DAY_MS) };
  }
  const start = brandDayStart(at);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

/**
 * Cashback promotions (decision 0045): a percent of each member's net loss per brand day or week,
 * capped, issued by the `cashback` job once a period has ended as a reward of the reward center,
 * and shown to the member as it builds up.
 */
export class CashbackService {
  constructor(
    private readonly repo: CashbackRepository,
    private readonly promotions: PromotionRepository,
    private readonly bets: BetRepository,
  ) {}

  /**
   * The `cashback` job's hour for one brand: every cashback offer whose period ended with the hour
   * and that ran during it issues that period's rewards (once: a second run issues none).
   */
  async settleHour(merchant: Merchant, hour: { start: Date; end: Date }) {
    let issued = 0;
    for (const offer of await this.repo.offers(merchant.id)) {
      const period = cashbackPeriod(offer, hour.start);
      if (period.end.getTime() !== hour.end.getTime()) continue;
      if (offer.startsAt >= period.end || (offer.endsAt !== null && offer.endsAt <= period.start)) continue;
      issued += await this.repo.issue({
        offer,
        currency: merchant.currency,
        start: period.start,
        end: period.end,
        expiresAt: new Date(period.end.getTime() + offer.expiryDays * DAY_MS),
      });
    }
    return issued;
  }

  /** What the member's running period has built up (an eligibility answer for a cashback offer). */
  async running(
    member: Member,
    merchant: Merchant,
    offer: Offer,
    base: Omit<Eligibility, "state" | "reason" | "cashback">,
    now: Date,
  ): Promise<Eligibility> {
    if (offer.startsAt > now) return { ...base, state: "NOT_ELIGIBLE", reason: "NOT_STARTED", cashback: null };
    if (offer.endsAt !== null && offer.endsAt <= now)
      return { ...base, state: "NOT_ELIGIBLE", reason: "ENDED", cashback: null };
    if (!(await inAudience(this.promotions, member, offer))) {
      return { ...base, state: "NOT_ELIGIBLE", reason: "NOT_IN_AUDIENCE", cashback: null };
    }
    const period = cashbackPeriod(offer, now);
    const categories = await this.bets.settledByCategory({
      memberId: member.id,
      currency: merchant.currency,
      from: period.start.getTime(),
      to: now.getTime(),
    });
    const counted = categories.filter((c) => offer.category === "GENERAL" || c.category === offer.category);
    const net = counted.reduce((sum, c) => sum + c.stake - c.payout, 0n);
    const earned = net > 0n && net >= offer.minLoss ? (net * BigInt(offer.percentBp)) / 10_000n : 0n;
    const money = (v: bigint) => minorToDecimal(v, merchant.currencyScale);
    return {
      ...base,
      state: "AUTOMATIC",
      reason: null,
      cashback: {
        periodStart: period.start.getTime(),
        periodEnd: period.end.getTime(),
        netLoss: money(net > 0n ? net : 0n),
        amount: money(earned < offer.maxBonus ? earned : offer.maxBonus),
      },
    };
  }
}
