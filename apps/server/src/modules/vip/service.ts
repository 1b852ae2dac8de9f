import type { z } from "zod";
import type { vipLevelInput, VipLevel } from "@portal/contract/api/vip";
import { CLOCK_UTC_OFFSET_MIN } from "@portal/contract/constants";
import { pickText, type Language } from "@portal/contract/languages";
import { decimalToMinor, minorToDecimal } from "@portal/contract/money";
import type { Db } from "../../db/client";
import { AppError } from "../../http/app-error";
import type { BetRepository } from "../bets/repository";
import type { DepositRepository } from "../deposits/repository";
import type { Merchant } from "../merchants/repository";
import type { Member } from "../members/repository";
import { brandDayStart } from "../money/amounts";
import type { Settings } from "../system/settings";
import type { VipLevelRow, VipRepository, VipRun } from "./repository";

const DAY_MS = 86_400_000;
const OFFSET_MS = CLOCK_UTC_OFFSET_MIN * 60_000;

/** The brand's month containing `day` (a brand day's start): its key ("2026-11") and start. */
export function brandMonth(day: Date): { key: string; start: Date } {
  const local = new Date(day.getTime() + OFFSET_MS);
  const key = `${local.getUTCFullYear()}-${String(local.getUTCMonth() + 1).padStart(2, "0")}`;
  const start = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - OFFSET_MS);
  return { key, start };
}

/** The daily withdrawal limits a member's level gives, where it sets them. */
export interface VipWithdrawalLimits {
  dailyMaxMinor: bigint | null;
  dailyMaxCount: number | null;
}

/**
 * VIP (decision 0044). Levels are a brand's table; a member's level is raised by the `vip` job
 * once per brand day from its window's confirmed deposits and valid bets (aggregates: the hourly
 * bet totals and the deposits of the window), with each level's upgrade gift issued once ever; the
 * same run issues the day's VIP rebates, and on a month's first day applies the keep rule to the
 * month before and issues the monthly gifts. Every gift and rebate is a reward-center reward whose
 * source (level, day, month) makes a second run issue nothing.
 */
export class VipService {
  constructor(
    private readonly repo: VipRepository,
    private readonly bets: BetRepository,
    private readonly deposits: DepositRepository,
  ) {}

  async levels(merchant: Merchant, settings: Settings, lang: Language) {
    const rows = await this.repo.levels(merchant.id);
    return { windowDays: settings.vipWindowDays, list: rows.map((l) => levelView(l, merchant, lang)) };
  }

  /** The caller's level and its progress to the next one over the window up to now. */
  async mine(member: Member, merchant: Merchant, settings: Settings, now = new Date()) {
    const [own, levels] = await Promise.all([this.repo.memberLevel(member.id), this.repo.levels(merchant.id)]);
    const from = new Date(now.getTime() - settings.vipWindowDays * DAY_MS);
    const [deposited, categories] = await Promise.all([
      this.deposits.confirmedSum(member.id, from, now),
      this.bets.settledByCategory({
        memberId: member.id,
        currency: merchant.currency,
        from: from.getTime(),
        to: now.getTime(),
      }),
    ]);
    const bets = categories.reduce((sum, c) => sum + c.stake, 0n);
    const level = own?.level ?? 0;
    const next = levels.find((l) => l.level > level);
    const money = (v: bigint) => minorToDecimal(v, merchant.currencyScale);
    const short = (need: bigint, have: bigint) => money(need > have ? need - have : 0n);
    return {
      level,
      since: own?.since.getTime() ?? null,
      windowDays: settings.vipWindowDays,
      deposits: money(deposited),
      bets: money(bets),
      next: next
        ? {
            level: next.level,
            depositRemaining: short(next.minDeposit, deposited),
            betsRemaining: short(next.minBets, bets),
          }
        : null,
    };
  }

  /** The daily withdrawal limits of the member's level (null where the brand's apply). */
  async withdrawalLimits(member: Member): Promise<VipWithdrawalLimits> {
    const level = await this.repo.levelOf(member.merchantId, member.id);
    return { dailyMaxMinor: level?.withdrawDailyMax ?? null, dailyMaxCount: level?.withdrawDailyCount ?? null };
  }

  /**
   * The `vip` job's work for the brand day ending at `dayEnd` (a brand day's start): raises, the
   * day's rebates, and on a month's first day the keep rule and the monthly gifts.
   */
  async settleDay(merchant: Merchant, dayEnd: Date, settings: Settings) {
    const run: VipRun = {
      merchantId: merchant.id,
      currency: merchant.currency,
      at: dayEnd,
      rewardExpiryDays: settings.vipRewardExpiryDays,
    };
    const dayStart = new Date(dayEnd.getTime() - DAY_MS);
    const windowStart = new Date(dayEnd.getTime() - settings.vipWindowDays * DAY_MS);
    const month = brandMonth(dayEnd);
    const monthStarts = month.start.getTime() === dayEnd.getTime();
    // The keep rule before the raise: a member lowered for a quiet month who still reaches its
    // level by the window is raised back (without the level's gift again), and a second run
    // changes nothing (the month is marked on the lowered members).
    let lowered = 0;
    if (monthStarts) {
      const before = brandMonth(dayStart);
      lowered = await this.repo.keep(run, before.key, before.start, dayEnd);
    }
    const raised = await this.repo.raise(run, windowStart, dayEnd);
    const monthly = monthStarts ? await this.repo.monthlyGifts(run, month.key) : 0;
    // The day's rebate last, at the level this run leaves: a second run finds the same level and
    // the rebate issued (its source is the day). A member raised today earns today's rebate at
    // the new level; one lowered by the keep rule, at the lower one.
    const rebates = await this.repo.rebate(run, dayStart, dayEnd);
    return { ...raised, rebates, lowered, monthly };
  }

  // --- Operators ---

  async adminLevels(merchant: Merchant) {
    return { list: (await this.repo.levels(merchant.id)).map((l) => adminView(l, merchant)) };
  }

  async saveLevel(
    merchant: Merchant,
    level: number,
    input: z.infer<typeof vipLevelInput>,
    trace: (tx: Db) => Promise<void>,
  ) {
    const scale = merchant.currencyScale;
    const amount = (text: string, field: string) => {
      const minor = decimalToMinor(text, scale);
      if (minor === null || minor < 0n)
        throw new AppError("VALIDATION_FAILED", "Invalid amount", { [field]: "an amount" });
      return minor;
    };
    const row = {
      merchantId: merchant.id,
      level,
      name: input.name,
      minDeposit: amount(input.minDeposit, "minDeposit"),
      minBets: amount(input.minBets, "minBets"),
      keepBets: amount(input.keepBets, "keepBets"),
      upgradeGift: amount(input.upgradeGift, "upgradeGift"),
      monthlyGift: amount(input.monthlyGift, "monthlyGift"),
      rebateBp: input.rebateBp,
      withdrawDailyMax: input.withdrawDailyMax === null ? null : amount(input.withdrawDailyMax, "withdrawDailyMax"),
      withdrawDailyCount: input.withdrawDailyCount,
    };
    if (level === 0 && (row.minDeposit > 0n || row.minBets > 0n || row.upgradeGift > 0n || row.keepBets > 0n)) {
      throw new AppError("VALIDATION_FAILED", "Level 0 is everyone's: no minimum, keep figure or upgrade gift", {
        level: "0 has no minimum",
      });
    }
    const saved = await this.repo.transaction(async (repo, tx) => {
      const made = await repo.saveLevel(row);
      await trace(tx);
      return made;
    });
    return adminView(saved, merchant);
  }
}

/** Whether `hourEnd` ends a brand day (the hourly job then settles that day). */
export const endsBrandDay = (hourEnd: Date) => brandDayStart(hourEnd).getTime() === hourEnd.getTime();

function levelView(l: VipLevelRow, merchant: Merchant, lang: Language): VipLevel {
  const money = (v: bigint) => minorToDecimal(v, merchant.currencyScale);
  return {
    level: l.level,
    name: pickText(l.name, lang),
    minDeposit: money(l.minDeposit),
    minBets: money(l.minBets),
    keepBets: money(l.keepBets),
    upgradeGift: money(l.upgradeGift),
    monthlyGift: money(l.monthlyGift),
    rebatePercent: minorToDecimal(BigInt(l.rebateBp), 2).replace(/\.?0+$/, ""),
    withdrawDailyMax: l.withdrawDailyMax === null ? null : money(l.withdrawDailyMax),
    withdrawDailyCount: l.withdrawDailyCount,
  };
}

function adminView(l: VipLevelRow, merchant: Merchant) {
  return { ...levelView(l, merchant, "en"), names: l.name, rebateBp: l.rebateBp };
}
