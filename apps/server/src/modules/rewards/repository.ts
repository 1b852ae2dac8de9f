import type { MemberRewardKind, MemberRewardStatus } from "@portal/contract/api/rewards";
import { and, eq, gt, inArray, lte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { queryRows, type Db } from "../../db/client";
import { cappedCountWhere, Keyset, type CursorRequest } from "../../db/keyset";
import { Repository } from "../../db/repository";
import { linkedMemberIds, lockPerPerson, PER_PERSON_LOCK } from "../members/repository";
import { memberRewards, members } from "../../db/schema";

export type MemberRewardRow = typeof memberRewards.$inferSelect;
export type NewMemberReward = Omit<typeof memberRewards.$inferInsert, "id" | "issuedAt" | "claimedAt">;

const rewardKeys = new Keyset("rewards", [
  { column: memberRewards.issuedAt, kind: "time" },
  { column: memberRewards.id, kind: "int" },
]);
const friends = alias(members, "friend");

/** The reward center's rewards (decision 0042). */
export class RewardRepository extends Repository<RewardRepository> {
  protected on(db: Db) {
    return new RewardRepository(db);
  }

  /** Rewards issued; one already issued for the same member, kind and source is left as it is. */
  async issue(rewards: NewMemberReward[]): Promise<number> {
    if (rewards.length === 0) return 0;
    const made = await this.db
      .insert(memberRewards)
      .values(rewards)
      .onConflictDoNothing({ target: [memberRewards.memberId, memberRewards.kind, memberRewards.sourceKey] })
      .returning({ id: memberRewards.id });
    return made.length;
  }

  /**
   * A reward made claimed at once (a mission's prize), or undefined when one for the same member,
   * kind and source exists: a concurrent claim waits on the unique index for the other to end.
   */
  async insertClaimed(reward: NewMemberReward): Promise<MemberRewardRow | undefined> {
    const [row] = await this.db
      .insert(memberRewards)
      .values({ ...reward, claimedAt: sql`now()` })
      .onConflictDoNothing({ target: [memberRewards.memberId, memberRewards.kind, memberRewards.sourceKey] })
      .returning();
    return row;
  }

  /**
   * Whether a member linked to this one (a shared device or bank account) has the reward of this
   * source already, after waiting for any claim of the same source in progress.
   */
  async sourceTakenByLinkedMember(memberId: number, kind: MemberRewardKind, sourceKey: string): Promise<boolean> {
    await lockPerPerson(this.db, PER_PERSON_LOCK.reward, sql`hashtext(${`${kind}:${sourceKey}`})`);
    const [row] = await queryRows<{ one: number }>(
      this.db,
      sql`select 1 as one from ${memberRewards}
        where kind = ${kind} and source_key = ${sourceKey}
          and member_id in (${linkedMemberIds(sql`${memberId}::int`)})
        limit 1`,
    );
    return row !== undefined;
  }

  async bySource(memberId: number, kind: MemberRewardKind, sourceKey: string): Promise<MemberRewardRow | undefined> {
    const [row] = await this.db
      .select()
      .from(memberRewards)
      .where(
        and(eq(memberRewards.memberId, memberId), eq(memberRewards.kind, kind), eq(memberRewards.sourceKey, sourceKey)),
      );
    return row;
  }

  /** The member's issued reward made CLAIMED, if it is still issued and before its deadline. */
  async claim(memberId: number, id: number, now: Date): Promise<MemberRewardRow | undefined> {
    const [row] = await this.db
      .update(memberRewards)
      .set({ status: "CLAIMED", claimedAt: now })
      .where(
        and(
          eq(memberRewards.id, id),
          eq(memberRewards.memberId, memberId),
          eq(memberRewards.status, "ISSUED"),
          gt(memberRewards.expiresAt, now),
        ),
      )
      .returning();
    return row;
  }

  async ofMember(memberId: number, id: number): Promise<MemberRewardRow | undefined> {
    const [row] = await this.db
      .select()
      .from(memberRewards)
      .where(and(eq(memberRewards.id, id), eq(memberRewards.memberId, memberId)));
    return row;
  }

  /** Issued rewards past their deadline made EXPIRED, at most `limit` of them: how many. */
  async expireDue(now: Date, limit: number): Promise<number> {
    const due = this.db
      .select({ id: memberRewards.id })
      .from(memberRewards)
      .where(and(eq(memberRewards.status, "ISSUED"), lte(memberRewards.expiresAt, now)))
      .limit(limit);
    const ended = await this.db
      .update(memberRewards)
      .set({ status: "EXPIRED" })
      .where(and(inArray(memberRewards.id, due), eq(memberRewards.status, "ISSUED")))
      .returning({ id: memberRewards.id });
    return ended.length;
  }

  /** The mission ids of the member's mission prizes of these periods. */
  async claimedMissions(memberId: number, periodKeys: string[]): Promise<Set<string>> {
    if (periodKeys.length === 0) return new Set();
    const rows = await this.db
      .select({ sourceKey: memberRewards.sourceKey })
      .from(memberRewards)
      .where(
        and(
          eq(memberRewards.memberId, memberId),
          eq(memberRewards.kind, "MISSION"),
          inArray(memberRewards.periodKey, periodKeys),
        ),
      );
    return new Set(rows.map((r) => r.sourceKey));
  }

  /** A period's members by mission prizes (then by who finished first), the top `limit`. */
  leaderboard(merchantId: number, periodKey: string, limit: number) {
    return queryRows<{ memberId: number; account: string; completed: number; prizes: string }>(
      this.db,
      sql`select r.member_id as "memberId", m.account, r.completed, r.prizes from (
          select member_id, count(*)::int as completed, sum(amount)::text as prizes, max(claimed_at) as last
          from ${memberRewards}
          where merchant_id = ${merchantId}::int and period_key = ${periodKey} and kind = 'MISSION'
          group by member_id
          order by completed desc, last asc, member_id asc
          limit ${limit}::int
        ) r join ${members} m on m.id = r.member_id
        order by r.completed desc, r.last asc, r.member_id asc`,
    );
  }

  /** The member's rewards (of one status or all), newest first, a page by cursor, with the friend's account. */
  async pageForMember(
    memberId: number,
    status: MemberRewardStatus | undefined,
    request: CursorRequest,
    now = new Date(),
  ) {
    // "To claim" lists what can still be claimed: an issued reward past its deadline is expired
    // even before the sweep marks it.
    const where = and(
      eq(memberRewards.memberId, memberId),
      status ? eq(memberRewards.status, status) : undefined,
      status === "ISSUED" ? gt(memberRewards.expiresAt, now) : undefined,
    );
    const page = await rewardKeys.page(request, { memberId, status: status ?? "" }, ({ after, orderBy, limit }) =>
      this.db
        .select({ key: rewardKeys.select, reward: memberRewards, friend: friends.account })
        .from(memberRewards)
        .leftJoin(friends, eq(friends.id, memberRewards.friendId))
        .where(and(where, after))
        .orderBy(...orderBy)
        .limit(limit),
    );
    return { ...page, ...(await cappedCountWhere(this.db, memberRewards, where!)) };
  }
}
