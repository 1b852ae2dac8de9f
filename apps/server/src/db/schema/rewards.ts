/** The reward center's rewards, missions, days signed in, and referrals (decisions 0042, 0043). */
import { MISSION_PERIODS, MISSION_TASKS } from "@portal/contract/api/missions";
import { REFERRAL_STATUSES, REFUSAL_REASONS } from "@portal/contract/api/referral";
import { MEMBER_REWARD_KINDS, MEMBER_REWARD_STATUSES } from "@portal/contract/api/rewards";
import { GAME_CATEGORIES } from "@portal/contract/games";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, memberRef, merchantRef, minorUnits, sortOrder, tstz, type LocalizedText } from "./columns";
import { members } from "./members";

/** A task with a prize, per brand day or week, or for a new member's first days. */
export const missions = pgTable(
  "missions",
  {
    id: serial("id").primaryKey(),
    merchantId: merchantRef(),
    period: text("period", { enum: MISSION_PERIODS }).notNull(),
    task: text("task", { enum: MISSION_TASKS }).notNull(),
    /** BET and ROUNDS of one game category; null: every category. */
    category: text("category", { enum: GAME_CATEGORIES }),
    /** Minor units for DEPOSIT and BET, a count for the other tasks. */
    target: bigint("target", { mode: "bigint" }).notNull(),
    prize: minorUnits("prize").notNull(),
    title: jsonb("title").$type<LocalizedText>().notNull().default({}),
    newbieDays: integer("newbie_days").notNull().default(7),
    active: boolean("active").notNull().default(true),
    sort: sortOrder(),
    createdAt: createdAt(),
  },
  (t) => [
    index("missions_merchant_sort").on(t.merchantId, t.sort, t.id),
    check("missions_amounts", sql`${t.target} > 0 and ${t.prize} > 0`),
  ],
);

/**
 * Money the brand gives a member for something done, to claim in the reward center. Its
 * `source_key` names what it is for (a mission and its period, a referred friend), once per member
 * and kind: a reward is issued, and claimed, once. Claiming posts it `reward:<id>`.
 */
export const memberRewards = pgTable(
  "member_rewards",
  {
    id: serial("id").primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    kind: text("kind", { enum: MEMBER_REWARD_KINDS }).notNull(),
    sourceKey: text("source_key").notNull(),
    /** A mission prize's period ("D:<day>", "W:<week>", "N"): the leaderboards group by it. */
    periodKey: text("period_key"),
    missionId: integer("mission_id").references(() => missions.id),
    friendId: integer("friend_id").references(() => members.id),
    amount: minorUnits("amount").notNull(),
    currency: text("currency").notNull(),
    status: text("status", { enum: MEMBER_REWARD_STATUSES }).notNull(),
    issuedAt: tstz("issued_at").notNull().defaultNow(),
    expiresAt: tstz("expires_at").notNull(),
    claimedAt: tstz("claimed_at"),
  },
  (t) => [
    uniqueIndex("member_rewards_source").on(t.memberId, t.kind, t.sourceKey),
    // The member's rewards, newest first, by keyset.
    index("member_rewards_member_time").on(t.memberId, t.issuedAt, t.id),
    // A period's mission leaderboard.
    index("member_rewards_mission_period")
      .on(t.merchantId, t.periodKey, t.memberId)
      .where(sql`${t.kind} = 'MISSION'`),
    // A mission's prizes (whether it gave any: its period and task are then fixed).
    index("member_rewards_mission")
      .on(t.missionId)
      .where(sql`${t.missionId} is not null`),
    // The expiry sweep.
    index("member_rewards_issued_expiry")
      .on(t.expiresAt)
      .where(sql`${t.status} = 'ISSUED'`),
    check("member_rewards_amount", sql`${t.amount} > 0`),
  ],
);

/** The brand days on which a member signed in or used a session (the LOGIN missions count them). */
export const memberActiveDays = pgTable(
  "member_active_days",
  {
    memberId: memberRef(),
    /** The brand day's start. */
    day: tstz("day").notNull(),
  },
  (t) => [primaryKey({ name: "member_active_days_pk", columns: [t.memberId, t.day] })],
);

/** Each member's referral code, made the first time it is asked for. */
export const referralCodes = pgTable(
  "referral_codes",
  {
    memberId: integer("member_id")
      .primaryKey()
      .references(() => members.id),
    merchantId: merchantRef(),
    code: text("code").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("referral_codes_code").on(t.merchantId, t.code)],
);

/** A member (the referee) who registered with another's referral code, and how far it is from a reward. */
export const referrals = pgTable(
  "referrals",
  {
    refereeId: integer("referee_id")
      .primaryKey()
      .references(() => members.id),
    merchantId: merchantRef(),
    referrerId: integer("referrer_id")
      .notNull()
      .references(() => members.id),
    /** The device the friend registered from ('' when it sent none). */
    deviceId: text("device_id").notNull(),
    status: text("status", { enum: REFERRAL_STATUSES }).notNull(),
    reason: text("reason", { enum: REFUSAL_REASONS }),
    /** The friend's first confirmed deposit and valid turnover, as the last job run saw them. */
    firstDeposit: minorUnits("first_deposit"),
    turnover: minorUnits("turnover")
      .notNull()
      .default(sql`0`),
    createdAt: createdAt(),
    qualifiedAt: tstz("qualified_at"),
  },
  (t) => [
    index("referrals_referrer_time").on(t.referrerId, t.createdAt, t.refereeId),
    /** The back office's list of the brand's referrals, newest first. */
    index("referrals_merchant_time").on(t.merchantId, t.createdAt, t.refereeId),
    index("referrals_referrer_device").on(t.referrerId, t.deviceId),
    index("referrals_pending")
      .on(t.merchantId, t.createdAt)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);

/** A brand's VIP level: what reaches it over the window, what keeps it, and its benefits (decision 0044). */
export const vipLevels = pgTable(
  "vip_levels",
  {
    merchantId: merchantRef(),
    level: integer("level").notNull(),
    name: jsonb("name").$type<LocalizedText>().notNull().default({}),
    minDeposit: minorUnits("min_deposit").notNull(),
    minBets: minorUnits("min_bets").notNull(),
    /** Valid bets a month needs to keep the level; 0: kept for good. */
    keepBets: minorUnits("keep_bets").notNull(),
    upgradeGift: minorUnits("upgrade_gift").notNull(),
    monthlyGift: minorUnits("monthly_gift").notNull(),
    /** Basis points of the day's valid bets paid back. */
    rebateBp: integer("rebate_bp").notNull(),
    withdrawDailyMax: minorUnits("withdraw_daily_max"),
    withdrawDailyCount: integer("withdraw_daily_count"),
  },
  (t) => [
    primaryKey({ name: "vip_levels_pk", columns: [t.merchantId, t.level] }),
    check(
      "vip_levels_amounts",
      sql`${t.level} between 0 and 10 and ${t.minDeposit} >= 0 and ${t.minBets} >= 0 and ${t.keepBets} >= 0
        and ${t.upgradeGift} >= 0 and ${t.monthlyGift} >= 0 and ${t.rebateBp} between 0 and 500`,
    ),
  ],
);

/** A member's VIP level above 0 (no row: level 0). */
export const memberVip = pgTable(
  "member_vip",
  {
    memberId: integer("member_id")
      .primaryKey()
      .references(() => members.id),
    merchantId: merchantRef(),
    level: integer("level").notNull(),
    since: tstz("since").notNull(),
    /** The month ("2026-11") whose keep rule last took the member down: once per month. */
    keptMonth: text("kept_month"),
  },
  (t) => [index("member_vip_merchant_level").on(t.merchantId, t.level)],
);
