import { and, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { queryRows, type Db } from "../../db/client";
import { cappedCountWhere, Keyset, type CursorRequest } from "../../db/keyset";
import { Repository } from "../../db/repository";
import type { ReferralStatus } from "@portal/contract/api/referral";
import { accountKey, linkedMemberIds, lockPerPerson, PER_PERSON_LOCK } from "../members/repository";
import {
  betRecords,
  betTotalsHourly,
  deposits,
  memberRewards,
  members,
  referralCodes,
  referrals,
  sessions,
} from "../../db/schema";

export type Referral = typeof referrals.$inferSelect;

const friendKeys = new Keyset("friends", [
  { column: referrals.createdAt, kind: "time" },
  { column: referrals.refereeId, kind: "int" },
]);
const friend = alias(members, "friend");
const referrer = alias(members, "referrer");
/** The back office's list of a brand's referrals (index referrals_merchant_time, or referrals_referrer_time by referrer). */
const brandReferralKeys = new Keyset("brandReferrals", [
  { column: referrals.createdAt, kind: "time" },
  { column: referrals.refereeId, kind: "int" },
]);

/** The terms a qualification run applies (minor units). */
export interface QualifyTerms {
  merchantId: number;
  currency: string;
  reward: bigint;
  minFirstDeposit: bigint;
  minTurnover: bigint;
  windowDays: number;
  rewardExpiryDays: number;
}

/** Referral codes, referrals and their qualification (decision 0043). */
export class ReferralRepository extends Repository<ReferralRepository> {
  protected on(db: Db) {
    return new ReferralRepository(db);
  }

  async codeOf(memberId: number): Promise<string | undefined> {
    const [row] = await this.db
      .select({ code: referralCodes.code })
      .from(referralCodes)
      .where(eq(referralCodes.memberId, memberId));
    return row?.code;
  }

  /** Stores the member's code unless it has one; false when the code is another member's (try another). */
  async saveCode(merchantId: number, memberId: number, code: string): Promise<boolean> {
    const made = await this.db
      .insert(referralCodes)
      .values({ merchantId, memberId, code })
      .onConflictDoNothing()
      .returning({ code: referralCodes.code });
    if (made.length > 0) return true;
    return (await this.codeOf(memberId)) !== undefined;
  }

  async memberByCode(merchantId: number, code: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ memberId: referralCodes.memberId })
      .from(referralCodes)
      .where(and(eq(referralCodes.merchantId, merchantId), eq(referralCodes.code, code)));
    return row?.memberId;
  }

  /** Makes the recording of one referrer's friends wait for each other (a transaction's advisory lock). */
  async queueFriendsOf(referrerId: number): Promise<void> {
    await lockPerPerson(this.db, PER_PERSON_LOCK.referrer, sql`${referrerId}::int`);
  }

  /** Whether the referrer ever had a session on this device. */
  async referrerUsedDevice(referrerId: number, deviceId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ one: sql`1` })
      .from(sessions)
      .where(and(eq(sessions.memberId, referrerId), eq(sessions.deviceId, deviceId)))
      .limit(1);
    return row !== undefined;
  }

  /** Whether another friend of the referrer registered from this device. */
  async friendUsedDevice(referrerId: number, deviceId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ one: sql`1` })
      .from(referrals)
      .where(and(eq(referrals.referrerId, referrerId), eq(referrals.deviceId, deviceId)))
      .limit(1);
    return row !== undefined;
  }

  async insert(referral: typeof referrals.$inferInsert): Promise<void> {
    await this.db.insert(referrals).values(referral).onConflictDoNothing();
  }

  async counts(referrerId: number): Promise<{ friends: number; qualified: number }> {
    const [row] = await queryRows<{ friends: number; qualified: number }>(
      this.db,
      sql`select count(*)::int as friends, count(*) filter (where status = 'QUALIFIED')::int as qualified
        from ${referrals} where referrer_id = ${referrerId}::int`,
    );
    return row ?? { friends: 0, qualified: 0 };
  }

  /** The referrer's friends, newest first, a page by cursor, with their accounts. */
  async friends(referrerId: number, request: CursorRequest) {
    const own = eq(referrals.referrerId, referrerId);
    const page = await friendKeys.page(request, { referrerId }, ({ after, orderBy, limit }) =>
      this.db
        .select({ key: friendKeys.select, referral: referrals, account: friend.account })
        .from(referrals)
        .innerJoin(friend, eq(friend.id, referrals.refereeId))
        .where(and(own, after))
        .orderBy(...orderBy)
        .limit(limit),
    );
    return { ...page, ...(await cappedCountWhere(this.db, referrals, own)) };
  }

  /** The member of the brand with this username (any case), for the referrer filter. */
  async memberIdByAccount(merchantId: number, account: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.merchantId, merchantId), eq(members.accountKey, accountKey(account))));
    return row?.id;
  }

  /**
   * The brand's referrals for the back office, newest first, a page by cursor: of one status, of
   * one referrer (its id; null: a referrer name that matches nobody, so no rows), or all; with the
   * referrer's and the friend's usernames.
   */
  async brandReferrals(
    merchantId: number,
    filter: { status?: ReferralStatus | undefined; referrerId?: number | null | undefined },
    request: CursorRequest,
  ) {
    const where = and(
      eq(referrals.merchantId, merchantId),
      filter.status ? eq(referrals.status, filter.status) : undefined,
      filter.referrerId === undefined
        ? undefined
        : filter.referrerId === null
          ? sql`false`
          : eq(referrals.referrerId, filter.referrerId),
    );
    const scope = { merchantId, status: filter.status ?? null, referrerId: filter.referrerId ?? null };
    const page = await brandReferralKeys.page(request, scope, ({ after, orderBy, limit }) =>
      this.db
        .select({
          key: brandReferralKeys.select,
          referral: referrals,
          friend: friend.account,
          referrer: referrer.account,
        })
        .from(referrals)
        .innerJoin(friend, eq(friend.id, referrals.refereeId))
        .innerJoin(referrer, eq(referrer.id, referrals.referrerId))
        .where(and(where, after))
        .orderBy(...orderBy)
        .limit(limit),
    );
    return { ...page, ...(await cappedCountWhere(this.db, referrals, where)) };
  }

  /**
   * One brand's pending referrals brought up to date in one statement: each friend's first
   * confirmed deposit and valid turnover since joining (from the hourly bet totals: a friend's
   * bets all come after its registration hour starts), then those that reach the terms made
   * QUALIFIED with a REFERRAL reward issued to the referrer (once: the reward's source is the
   * friend), and those past the window made EXPIRED. Run twice, the second run finds nothing new.
   */
  async qualify(terms: QualifyTerms, now: Date) {
    const at = sql`${now.toISOString()}::timestamptz`;
    const windowStart = sql`${at} - make_interval(days => ${terms.windowDays}::int)`;
    return this.transaction(async (repo) => repo.qualifyStatement(terms, at, windowStart));
  }

  private async qualifyStatement(terms: QualifyTerms, at: SQL, windowStart: SQL) {
    // The planner's estimate of the per-friend lookups is high enough to start the JIT compiler,
    // which costs more than the statement itself (bench:loyalty: 0.6 s of 0.65 s on a run with
    // nothing to write); off for this transaction only.
    await this.db.execute(sql`set local jit = off`);
    const [row] = await queryRows<{ qualified: number; expired: number }>(
      this.db,
      sql`with pending as (
          select r.referee_id, r.referrer_id, r.created_at from ${referrals} r
          where r.merchant_id = ${terms.merchantId}::int and r.status = 'PENDING'
          for update of r skip locked
        ), progress as materialized (
          -- Materialized: each friend's deposit and turnover are read once, not once per use below.
          select p.referee_id, p.referrer_id, p.created_at,
            (select d.amount from ${deposits} d
              where d.member_id = p.referee_id and d.status = 'CONFIRMED'
              order by d.created_at, d.order_no limit 1) as first_deposit,
            (select coalesce(sum(h.stake - h.rolled_back_stake), 0) from ${betTotalsHourly} h
              where h.member_id = p.referee_id and h.currency = ${terms.currency}
                and h.hour >= date_bin('1 hour', p.created_at, timestamptz '2000-01-01 00:00:00+00'))
              -- Bets still open count once they have a result (they may yet be cancelled).
              - (select coalesce(sum(b.stake), 0) from ${betRecords} b
                where b.member_id = p.referee_id and b.currency = ${terms.currency} and b.status = 'OPEN') as turnover
          from pending p
        ), linked as (
          -- A friend who has since shared a device or a bank account with the referrer is the
          -- referrer (decision 0043): refused, whatever it did.
          select pr.referee_id, exists (
              select 1 from (${linkedMemberIds(sql`pr.referee_id`)}) l where l.member_id = pr.referrer_id
            ) as linked
          from progress pr
        ), judged as (
          select pr.*, k.linked,
            not k.linked and pr.created_at >= ${windowStart}
              and pr.first_deposit >= ${terms.minFirstDeposit.toString()}::bigint
              and pr.turnover >= ${terms.minTurnover.toString()}::bigint as reached,
            pr.created_at < ${windowStart} as lapsed
          from progress pr join linked k on k.referee_id = pr.referee_id
        ), updated as (
          update ${referrals} r set
            first_deposit = j.first_deposit,
            turnover = j.turnover,
            status = case when j.linked then 'REFUSED' when j.reached then 'QUALIFIED'
              when j.lapsed then 'EXPIRED' else 'PENDING' end,
            reason = case when j.linked then 'SELF_REFERRAL' else r.reason end,
            qualified_at = case when j.reached then ${at} else null end
          from judged j where r.referee_id = j.referee_id
            -- Only what changed is written: most pending friends did nothing since the last run.
            and (j.linked or j.reached or j.lapsed or r.first_deposit is distinct from j.first_deposit
              or r.turnover <> j.turnover)
          returning r.referee_id, r.referrer_id, r.status
        ), issued as (
          insert into ${memberRewards} (merchant_id, member_id, kind, source_key, friend_id, amount, currency,
            status, issued_at, expires_at)
          select ${terms.merchantId}::int, u.referrer_id, 'REFERRAL', u.referee_id::text, u.referee_id,
            ${terms.reward.toString()}::bigint, ${terms.currency}, 'ISSUED', ${at},
            ${at} + make_interval(days => ${terms.rewardExpiryDays}::int)
          from updated u where u.status = 'QUALIFIED' and ${terms.reward.toString()}::bigint > 0
          on conflict (member_id, kind, source_key) do nothing
          returning 1
        )
        select (select count(*) from updated where status = 'QUALIFIED')::int as qualified,
          (select count(*) from updated where status = 'EXPIRED')::int as expired`,
    );
    return row ?? { qualified: 0, expired: 0 };
  }
}
