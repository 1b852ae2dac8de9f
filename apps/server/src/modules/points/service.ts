import type { z } from "zod";
import {
  POINTS_CURRENCY,
  type convertRequest,
  type redeemRequest,
  type rewardInput,
  type rewardUpdate,
} from "@portal/contract/api/points";
import { pickText, type Language } from "@portal/contract/languages";
import { minorToDecimal } from "@portal/contract/money";
import type { Db } from "../../db/client";
import type { CursorRequest } from "../../db/keyset";
import { AppError } from "../../http/app-error";
import { lockAccount } from "../../ledger/accounts";
import type { LedgerTx } from "../../ledger/post";
import type { Merchant } from "../merchants/repository";
import type { Member } from "../members/repository";
import { parseAmount } from "../money/amounts";
import { memberAccount, MEMBER_KIND, platform, PLATFORM_KIND, type MoneyOwner } from "../money/wallets";
import type { Settings } from "../system/settings";
import type { WalletRepository } from "../wallet/repository";
import type { PointsRepository, Redemption, Reward } from "./repository";

/** Accruals credited per query of the payment loop. */
const PAY_BATCH = 500;
type Trace = (tx: Db) => Promise<void>;

/**
 * Points and the points mall (decision 0041). Points are earned by the hourly job from the bet
 * totals and credited from the brand's POINTS_ISSUER to the member's POINTS account, in the points
 * currency. A redemption takes one of the reward's stock and the points in one transaction (and,
 * for a money reward, credits the money from the promotions expense); a physical one waits for an
 * operator, whose rejection returns the points and the stock. A conversion spends points for money
 * at the brand's rate. Every posting's id comes from its record: nothing is applied twice.
 */
export class PointsService {
  constructor(
    private readonly repo: PointsRepository,
    private readonly wallets: WalletRepository,
  ) {}

  async summary(member: Member, merchant: Merchant, settings: Settings) {
    const owner = pointsOwner(member);
    const balance = (await this.wallets.balances(owner, [MEMBER_KIND.points])).get(MEMBER_KIND.points)!;
    return { balance: Number(balance), rules: rules(settings, merchant) };
  }

  /** The hour's points worked out once, then every accrual not credited yet credited. */
  async settleHour(merchant: Merchant, hour: { start: Date; end: Date }, settings: Settings, signal?: AbortSignal) {
    const perHundred = 100n * 10n ** BigInt(merchant.currencyScale);
    const worked = await this.repo.workOut(
      merchant.id,
      merchant.currency,
      hour,
      settings.pointsEarnPerHundred,
      perHundred,
    );
    let credited = 0;
    const failures: unknown[] = [];
    for (;;) {
      // The failed ones stay unpaid at the front of the order: the next batch starts after them.
      const due = await this.repo.unpaid(merchant.id, PAY_BATCH, failures.length);
      for (const accrual of due) {
        if (signal?.aborted) return { worked, credited };
        const owner = { merchantId: accrual.merchantId, memberId: accrual.memberId, currency: POINTS_CURRENCY };
        const credit = this.repo.runLedger(async (repo, ledger) => {
          await ledger.post({
            id: `points:${accrual.memberId}:${accrual.periodStart.toISOString()}`,
            merchantId: accrual.merchantId,
            debitAccountId: (await platform(ledger, owner, PLATFORM_KIND.pointsIssuer)).id,
            creditAccountId: (await memberAccount(ledger, owner, MEMBER_KIND.points)).id,
            amount: accrual.points,
            reason: "POINTS_EARNED",
            reference: { type: "pointsHour", id: accrual.periodStart.toISOString() },
          });
          await repo.markPaid(accrual);
        });
        await credit.then(
          () => credited++,
          (error: unknown) => failures.push(error),
        );
      }
      if (due.length < PAY_BATCH) break;
    }
    if (failures.length > 0) throw new AggregateError(failures, `${failures.length} points credits failed`);
    return { worked, credited };
  }

  async rewards(merchant: Merchant, lang: Language) {
    return { list: (await this.repo.rewards(merchant.id)).map((r) => rewardView(r, merchant, lang)) };
  }

  /**
   * Redeems a reward (the payment password was checked by the caller): one of its stock and its
   * cost in points, and a money reward's amount credited, in one transaction; a retry of the same
   * requestId answers the same redemption.
   */
  async redeem(
    member: Member,
    merchant: Merchant,
    rewardId: number,
    input: Omit<z.infer<typeof redeemRequest>, "paymentPassword">,
    lang: Language,
  ) {
    const owner = pointsOwner(member);
    const redemption = await this.repo.runLedger(async (repo, ledger) => {
      const points = await memberAccount(ledger, owner, MEMBER_KIND.points);
      // One member's redemptions and conversions queue on its points account.
      await lockAccount(ledger.tx, points.id);
      const earlier = await repo.redemptionByRequest(member.id, input.requestId);
      if (earlier) {
        if (earlier.rewardId !== rewardId)
          throw new AppError("IDEMPOTENCY_CONFLICT", "This requestId was used for another redemption");
        return earlier;
      }
      const reward = await repo.takeOne(merchant.id, rewardId);
      if (!reward) {
        const known = await repo.reward(merchant.id, rewardId);
        if (!known || !known.active) throw new AppError("NOT_FOUND", "No such reward");
        throw new AppError("OUT_OF_STOCK", "This reward is out of stock");
      }
      if ((reward.kind === "PHYSICAL") !== (input.delivery !== undefined)) {
        throw new AppError("VALIDATION_FAILED", "Delivery details go with a physical reward only", {
          delivery: reward.kind === "PHYSICAL" ? "required" : "not taken",
        });
      }
      const made = await repo.insertRedemption({
        merchantId: member.merchantId,
        memberId: member.id,
        rewardId,
        requestId: input.requestId,
        kind: reward.kind,
        cost: reward.cost,
        amount: reward.amount,
        currency: merchant.currency,
        delivery: input.delivery ?? null,
        status: reward.kind === "MONEY" ? "APPROVED" : "IN_PROCESS",
      });
      await ledger.post({
        id: `points-redeem:${made.id}`,
        merchantId: member.merchantId,
        debitAccountId: points.id,
        creditAccountId: (await platform(ledger, owner, PLATFORM_KIND.pointsIssuer)).id,
        amount: reward.cost,
        reason: "POINTS_REDEEMED",
        reference: { type: "redemption", id: String(made.id) },
      });
      if (reward.kind === "MONEY" && reward.amount !== null) {
        await creditMoney(ledger, moneyOwner(member, merchant), `points-reward:${made.id}`, reward.amount, made.id);
      }
      return made;
    });
    return this.redemptionView(redemption, merchant, lang);
  }

  /** Spends points for money at the brand's rate, in multiples of its minimum (payment password checked by the caller). */
  async convert(
    member: Member,
    merchant: Merchant,
    settings: Settings,
    input: Omit<z.infer<typeof convertRequest>, "paymentPassword">,
  ) {
    const { pointsConvertPoints: per, pointsConvertAmountMinor: worth, pointsConvertMinPoints: step } = settings;
    if (input.points % step !== 0) {
      throw new AppError("VALIDATION_FAILED", "Convert whole multiples of the minimum", {
        points: `a multiple of ${step}`,
      });
    }
    // Only whole minor units: points that would round away are refused, never lost.
    const worthOf = BigInt(input.points) * BigInt(worth);
    const amount = worthOf / BigInt(per);
    if (amount <= 0n || worthOf % BigInt(per) !== 0n) {
      throw new AppError("VALIDATION_FAILED", "These points are not a whole amount of money", { points: "not exact" });
    }
    const owner = pointsOwner(member);
    const key = `${member.id}:${input.requestId}`;
    const balance = await this.repo.runLedger(async (_repo, ledger) => {
      const points = await memberAccount(ledger, owner, MEMBER_KIND.points);
      await lockAccount(ledger.tx, points.id);
      const spent = await ledger.post({
        id: `points-convert:${key}`,
        merchantId: member.merchantId,
        debitAccountId: points.id,
        creditAccountId: (await platform(ledger, owner, PLATFORM_KIND.pointsIssuer)).id,
        amount: BigInt(input.points),
        reason: "POINTS_CONVERTED",
        reference: { type: "conversion", id: input.requestId },
      });
      await creditMoney(
        ledger,
        moneyOwner(member, merchant),
        `points-money:${key}`,
        amount,
        input.requestId,
        "conversion",
      );
      return spent.entries.find((e) => e.accountId === points.id)!.balanceAfter;
    });
    return { points: input.points, amount: minorToDecimal(amount, merchant.currencyScale), balance: Number(balance) };
  }

  async redemptions(member: Member, merchant: Merchant, request: CursorRequest, lang: Language) {
    const page = await this.repo.pageForMember(member.id, request);
    return {
      list: page.rows.map((r) => view(r.redemption, pickText(r.name, lang), merchant)),
      next: page.next,
      prev: page.prev,
      total: page.total,
      totalCapped: page.totalCapped,
      pageSize: request.pageSize,
    };
  }

  /** The member's points entries, newest first (the account record's paging, on the POINTS account only). */
  async transactions(member: Member, request: CursorRequest) {
    const page = await this.wallets.pageEntries(
      { merchantId: member.merchantId, memberId: member.id, kinds: [MEMBER_KIND.points] },
      request,
    );
    return {
      list: page.rows.map((r) => ({
        id: r.entry.id,
        reason: r.transfer.reason as "POINTS_EARNED" | "POINTS_REDEEMED" | "POINTS_REFUNDED" | "POINTS_CONVERTED",
        points: Number(r.entry.amount),
        balanceAfter: Number(r.entry.balanceAfter),
        time: r.entry.createdAt.getTime(),
      })),
      next: page.next,
      prev: page.prev,
      total: page.total,
      totalCapped: page.totalCapped,
      pageSize: request.pageSize,
    };
  }

  // --- Operators ---

  async adminRewards(merchant: Merchant) {
    return { list: (await this.repo.rewardsOfBrand(merchant.id)).map((r) => adminRewardView(r, merchant)) };
  }

  async createReward(
    merchant: Merchant,
    input: z.infer<typeof rewardInput>,
    trace: (tx: Db, id: number) => Promise<void>,
  ) {
    const saved = await this.repo.transaction(async (repo, tx) => {
      const reward = await repo.insertReward({ ...this.rewardRow(merchant, input), stock: input.stock });
      await trace(tx, reward.id);
      return reward;
    });
    return adminRewardView(saved, merchant);
  }

  /** Changes a reward; its stock moves by `addStock` under the row's lock, never below zero. */
  async updateReward(merchant: Merchant, id: number, input: z.infer<typeof rewardUpdate>, trace: Trace) {
    const saved = await this.repo.transaction(async (repo, tx) => {
      const reward = await repo.updateReward(merchant.id, id, this.rewardRow(merchant, input), input.addStock);
      if (!reward) {
        if (await repo.reward(merchant.id, id)) {
          throw new AppError("VALIDATION_FAILED", "There are fewer left than that", { addStock: "below zero" });
        }
        throw new AppError("NOT_FOUND", "No such reward");
      }
      await trace(tx);
      return reward;
    });
    return adminRewardView(saved, merchant);
  }

  private rewardRow(merchant: Merchant, input: z.infer<typeof rewardUpdate> | z.infer<typeof rewardInput>) {
    return {
      merchantId: merchant.id,
      kind: input.kind,
      name: input.name,
      description: input.description,
      imageUrl: input.imageUrl,
      cost: BigInt(input.cost),
      amount: input.amount === undefined ? null : parseAmount(input.amount, merchant.currencyScale),
      active: input.active,
      sort: input.sort,
    };
  }

  async pageForBrand(merchant: Merchant, status: Redemption["status"] | undefined, page: number, pageSize: number) {
    const { rows, total } = await this.repo.pageForBrand(merchant.id, status, page, pageSize);
    return {
      list: rows.map((r) => ({
        ...view(r.redemption, pickText(r.name, "en"), merchant),
        memberId: r.redemption.memberId,
        account: r.account,
        delivery: r.redemption.delivery,
      })),
      total,
      page,
      pageSize,
    };
  }

  /** Approves a physical reward's redemption, or rejects it: its points and its stock go back. */
  async review(merchant: Merchant, id: number, approve: boolean, note: string, operatorId: number, trace: Trace) {
    const decided = await this.repo.runLedger(async (repo, ledger) => {
      const redemption = await repo.lockRedemption(id);
      if (!redemption || redemption.merchantId !== merchant.id) throw new AppError("NOT_FOUND", "No such redemption");
      if (redemption.status !== "IN_PROCESS") throw new AppError("INVALID_STATE", "The redemption was decided already");
      if (!approve) {
        const owner = { merchantId: redemption.merchantId, memberId: redemption.memberId, currency: POINTS_CURRENCY };
        await ledger.post({
          id: `points-refund:${redemption.id}`,
          merchantId: redemption.merchantId,
          debitAccountId: (await platform(ledger, owner, PLATFORM_KIND.pointsIssuer)).id,
          creditAccountId: (await memberAccount(ledger, owner, MEMBER_KIND.points)).id,
          amount: redemption.cost,
          reason: "POINTS_REFUNDED",
          reference: { type: "redemption", id: String(redemption.id) },
        });
        await repo.putBack(redemption.rewardId);
      }
      const result = await repo.decide(id, approve ? "APPROVED" : "REJECTED", note, operatorId);
      await trace(ledger.tx);
      return result;
    });
    return this.redemptionView(decided, merchant, "en");
  }

  private async redemptionView(redemption: Redemption, merchant: Merchant, lang: Language) {
    const reward = await this.repo.reward(merchant.id, redemption.rewardId);
    return view(redemption, reward ? pickText(reward.name, lang) : "", merchant);
  }
}

async function creditMoney(
  ledger: LedgerTx,
  owner: MoneyOwner,
  id: string,
  amount: bigint,
  reference: number | string,
  type = "redemption",
) {
  await ledger.post({
    id,
    merchantId: owner.merchantId,
    debitAccountId: (await platform(ledger, owner, PLATFORM_KIND.promotionsExpense)).id,
    creditAccountId: (await memberAccount(ledger, owner, MEMBER_KIND.main)).id,
    amount,
    reason: "BONUS",
    reference: { type, id: String(reference) },
  });
}

const pointsOwner = (member: Member): MoneyOwner => ({
  merchantId: member.merchantId,
  memberId: member.id,
  currency: POINTS_CURRENCY,
});
const moneyOwner = (member: Member, merchant: Merchant): MoneyOwner => ({
  merchantId: member.merchantId,
  memberId: member.id,
  currency: merchant.currency,
});

function rules(settings: Settings, merchant: Merchant) {
  return {
    earnPerHundred: settings.pointsEarnPerHundred,
    convertPoints: settings.pointsConvertPoints,
    convertAmount: minorToDecimal(BigInt(settings.pointsConvertAmountMinor), merchant.currencyScale),
    convertMinPoints: settings.pointsConvertMinPoints,
  };
}

function rewardView(r: Reward, merchant: Merchant, lang: Language) {
  return {
    id: r.id,
    kind: r.kind,
    name: pickText(r.name, lang),
    description: pickText(r.description, lang),
    imageUrl: r.imageUrl,
    cost: Number(r.cost),
    amount: r.amount === null ? null : minorToDecimal(r.amount, merchant.currencyScale),
    stock: r.stock,
  };
}

function adminRewardView(r: Reward, merchant: Merchant) {
  return {
    ...rewardView(r, merchant, "en"),
    names: r.name,
    descriptions: r.description,
    active: r.active,
    sort: r.sort,
  };
}

function view(r: Redemption, name: string, merchant: Merchant) {
  return {
    id: r.id,
    rewardId: r.rewardId,
    name,
    kind: r.kind,
    cost: Number(r.cost),
    amount: r.amount === null ? null : minorToDecimal(r.amount, merchant.currencyScale),
    status: r.status,
    note: r.note,
    createdAt: r.createdAt.getTime(),
    reviewedAt: r.reviewedAt?.getTime() ?? null,
  };
}
