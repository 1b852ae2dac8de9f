import type { MemberReward, MemberRewardStatus } from "@portal/contract/api/rewards";
import { minorToDecimal } from "@portal/contract/money";
import type { CursorRequest } from "../../db/keyset";
import { AppError } from "../../http/app-error";
import type { LedgerTx } from "../../ledger/post";
import { maskAccount } from "../bets/winner-board";
import type { Merchant } from "../merchants/repository";
import type { Member } from "../members/repository";
import { memberAccount, MEMBER_KIND, platform, PLATFORM_KIND } from "../money/wallets";
import type { MemberRewardRow, NewMemberReward, RewardRepository } from "./repository";

/** Rewards expired per statement of the sweep. */
const EXPIRE_BATCH = 1000;

/**
 * The reward center's rewards (decision 0042). A reward is issued (by a job: a referral) and
 * claimed by the member before its deadline, or made claimed at once (a mission's prize). Its
 * money is posted `reward:<id>` from the promotions expense in the transaction that claims it:
 * the row's status and the posting commit together, and the posting's id makes a second one a
 * no-op.
 */
export class RewardService {
  constructor(private readonly repo: RewardRepository) {}

  async list(member: Member, merchant: Merchant, status: MemberRewardStatus | undefined, request: CursorRequest) {
    const page = await this.repo.pageForMember(member.id, status, request);
    return {
      list: page.rows.map((r) => rewardView(r.reward, merchant, r.friend)),
      next: page.next,
      prev: page.prev,
      total: page.total,
      totalCapped: page.totalCapped,
      pageSize: request.pageSize,
    };
  }

  /** Claims an issued reward; a claimed one answers as it is (a retry), an expired one REWARD_EXPIRED. */
  async claim(member: Member, merchant: Merchant, id: number, now = new Date()): Promise<MemberReward> {
    const claimed = await this.repo.runLedger(async (repo, ledger) => {
      const reward = await repo.claim(member.id, id, now);
      if (reward) {
        await payReward(ledger, reward);
        return reward;
      }
      const known = await repo.ofMember(member.id, id);
      if (!known) throw new AppError("NOT_FOUND", "No such reward");
      if (known.status === "CLAIMED") return known;
      throw new AppError("REWARD_EXPIRED", "This reward has expired");
    });
    return rewardView(claimed, merchant, null);
  }

  /**
   * A reward made and paid in one transaction (a mission's prize), or the one made before for the
   * same source (a retry, or a claim that raced this one: it waited on the unique index).
   */
  grantClaimed(reward: NewMemberReward): Promise<MemberRewardRow> {
    return this.repo.runLedger(async (repo, ledger) => {
      const earlier = await repo.bySource(reward.memberId, reward.kind, reward.sourceKey);
      if (earlier) return earlier;
      // One per person: not again on another account of the same device or bank account.
      if (await repo.sourceTakenByLinkedMember(reward.memberId, reward.kind, reward.sourceKey)) {
        throw new AppError("PROMOTION_NOT_ELIGIBLE", "Another account of yours has this reward", undefined, {
          reason: "LINKED_ACCOUNT",
        });
      }
      const made = await repo.insertClaimed(reward);
      if (made) {
        await payReward(ledger, made);
        return made;
      }
      return (await repo.bySource(reward.memberId, reward.kind, reward.sourceKey))!;
    });
  }

  claimedMissions(member: Member, periodKeys: string[]): Promise<Set<string>> {
    return this.repo.claimedMissions(member.id, periodKeys);
  }

  leaderboard(merchantId: number, periodKey: string, limit: number) {
    return this.repo.leaderboard(merchantId, periodKey, limit);
  }

  /** Issued rewards past their deadline made EXPIRED (the `rewardExpiry` job): how many. */
  async expireDue(now = new Date(), signal?: AbortSignal): Promise<number> {
    let expired = 0;
    for (;;) {
      if (signal?.aborted) return expired;
      const n = await this.repo.expireDue(now, EXPIRE_BATCH);
      expired += n;
      if (n < EXPIRE_BATCH) return expired;
    }
  }
}

/** A claimed reward's money: from the brand's promotions expense to the member's main wallet. */
async function payReward(ledger: LedgerTx, reward: MemberRewardRow): Promise<void> {
  const owner = { merchantId: reward.merchantId, memberId: reward.memberId, currency: reward.currency };
  await ledger.post({
    id: `reward:${reward.id}`,
    merchantId: reward.merchantId,
    debitAccountId: (await platform(ledger, owner, PLATFORM_KIND.promotionsExpense)).id,
    creditAccountId: (await memberAccount(ledger, owner, MEMBER_KIND.main)).id,
    amount: reward.amount,
    reason: "REWARD",
    reference: { type: reward.kind.toLowerCase(), id: String(reward.id) },
  });
}

/** The period a VIP or cashback reward is for, from its source ("2026-11", a day, "<promotion>:<kind>:<start>"). */
function periodOf(r: MemberRewardRow): string | null {
  if (r.kind === "VIP_MONTHLY" || r.kind === "VIP_REBATE") return r.sourceKey;
  // "<promotion>:<DAY|WEEK>:<start>" (the start, an ISO time, has colons of its own).
  if (r.kind === "CASHBACK") return r.sourceKey.split(":").slice(2).join(":");
  return null;
}

export function rewardView(r: MemberRewardRow, merchant: Merchant, friendAccount: string | null): MemberReward {
  return {
    id: r.id,
    kind: r.kind,
    status: r.status,
    amount: minorToDecimal(r.amount, merchant.currencyScale),
    missionId: r.missionId,
    friend: friendAccount === null ? null : maskAccount(friendAccount),
    vipLevel: r.kind === "VIP_UPGRADE" ? Number(r.sourceKey) : null,
    period: periodOf(r),
    promotionId: r.kind === "CASHBACK" || r.kind === "RAFFLE" ? Number(r.sourceKey.split(":")[0]) : null,
    issuedAt: r.issuedAt.getTime(),
    expiresAt: r.expiresAt.getTime(),
    claimedAt: r.claimedAt?.getTime() ?? null,
  };
}
