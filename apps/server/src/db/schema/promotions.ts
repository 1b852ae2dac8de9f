/** Promotions with money in them: the offers operators attach to promotions, and the bonuses they gave (decision 0039). */
import {
  BONUS_STATUSES,
  PROMOTION_CATEGORIES,
  PROMOTION_KINDS,
  RELOAD_PERIODS,
  TURNOVER_BASES,
  type CategoryWeights,
} from "@portal/contract/api/promotions";
import { APPLICATION_STATUSES } from "@portal/contract/api/promotion-events";
import { RAFFLE_QUALIFIERS } from "@portal/contract/api/raffles";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, memberRef, merchantRef, minorUnits, tstz, type LocalizedText } from "./columns";
import { announcements } from "./content";

/** The rule of a promotion (its announcement of the PR group holds its text and picture). */
export const promotionOffers = pgTable(
  "promotion_offers",
  {
    id: serial("id").primaryKey(),
    merchantId: merchantRef(),
    announcementId: integer("announcement_id")
      .notNull()
      .references(() => announcements.id),
    kind: text("kind", { enum: PROMOTION_KINDS }).notNull(),
    category: text("category", { enum: PROMOTION_CATEGORIES }).notNull(),
    /** Basis points of the deposit (10000 = 100 %). */
    percentBp: integer("percent_bp").notNull(),
    maxBonus: minorUnits("max_bonus").notNull(),
    minDeposit: minorUnits("min_deposit").notNull(),
    /** CASHBACK: the least net loss of a period that earns any. */
    minLoss: minorUnits("min_loss")
      .notNull()
      .default(sql`0`),
    turnoverMultiple: integer("turnover_multiple").notNull(),
    turnoverBasis: text("turnover_basis", { enum: TURNOVER_BASES }).notNull(),
    weights: jsonb("weights").$type<CategoryWeights>().notNull(),
    claimDays: integer("claim_days").notNull(),
    expiryDays: integer("expiry_days").notNull(),
    reloadPeriod: text("reload_period", { enum: RELOAD_PERIODS }),
    labels: jsonb("labels").$type<string[]>().notNull().default([]),
    agentIds: jsonb("agent_ids").$type<number[]>().notNull().default([]),
    /** VIP levels the audience is limited to (empty: every level). */
    vipLevels: jsonb("vip_levels").$type<number[]>().notNull().default([]),
    startsAt: tstz("starts_at").notNull(),
    endsAt: tstz("ends_at"),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("promotion_offers_announcement").on(t.announcementId),
    index("promotion_offers_merchant").on(t.merchantId),
    check("promotion_offers_amounts", sql`${t.maxBonus} > 0 and ${t.minDeposit} >= 0 and ${t.percentBp} > 0`),
  ],
);

/**
 * A bonus given to a member. The bonus itself is a ledger transfer (`bonus:<id>`); this row is the
 * lock it puts on the wallet until the turnover is met, and that lock's end. The terms it was given
 * under are copied, so an operator changing the offer later changes no running bonus.
 */
export const bonusGrants = pgTable(
  "bonus_grants",
  {
    id: serial("id").primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    offerId: integer("offer_id")
      .notNull()
      .references(() => promotionOffers.id),
    /** The member's idempotency key for the claim. */
    requestId: text("request_id").notNull(),
    /** "ONCE" for a first-deposit bonus, the period's first day for a reload. */
    periodKey: text("period_key").notNull(),
    depositOrderNo: text("deposit_order_no").notNull(),
    currency: text("currency").notNull(),
    depositAmount: minorUnits("deposit_amount").notNull(),
    bonusAmount: minorUnits("bonus_amount").notNull(),
    lockedAmount: minorUnits("locked_amount").notNull(),
    turnoverRequired: minorUnits("turnover_required").notNull(),
    weights: jsonb("weights").$type<CategoryWeights>().notNull(),
    status: text("status", { enum: BONUS_STATUSES }).notNull().default("ACTIVE"),
    grantedAt: tstz("granted_at").notNull().defaultNow(),
    expiresAt: tstz("expires_at").notNull(),
    endedAt: tstz("ended_at"),
    /** What a forfeit or expiry took back (at most the bonus, never below a zero wallet). */
    forfeitedAmount: minorUnits("forfeited_amount"),
  },
  (t) => [
    uniqueIndex("bonus_grants_member_request").on(t.memberId, t.requestId),
    // Once per member, offer and period; a deposit gives one bonus at most.
    uniqueIndex("bonus_grants_offer_member_period").on(t.offerId, t.memberId, t.periodKey),
    uniqueIndex("bonus_grants_deposit").on(t.depositOrderNo),
    // One active bonus per member at a time: two claims racing cannot both lock the wallet.
    uniqueIndex("bonus_grants_one_active")
      .on(t.memberId)
      .where(sql`${t.status} = 'ACTIVE'`),
    // The member's bonuses, newest first, by keyset.
    index("bonus_grants_member_time").on(t.memberId, t.grantedAt, t.id),
    // The expiry sweep: active bonuses by their deadline.
    index("bonus_grants_active_expiry")
      .on(t.expiresAt)
      .where(sql`${t.status} = 'ACTIVE'`),
    check("bonus_grants_amounts", sql`${t.bonusAmount} > 0 and ${t.lockedAmount} >= ${t.bonusAmount}`),
  ],
);

/** A promotion that takes applications (apply-to-join events, decision 0040). */
export const promotionEvents = pgTable(
  "promotion_events",
  {
    id: serial("id").primaryKey(),
    merchantId: merchantRef(),
    announcementId: integer("announcement_id")
      .notNull()
      .references(() => announcements.id),
    labels: jsonb("labels").$type<string[]>().notNull().default([]),
    agentIds: jsonb("agent_ids").$type<number[]>().notNull().default([]),
    /** VIP levels the audience is limited to (empty: every level). */
    vipLevels: jsonb("vip_levels").$type<number[]>().notNull().default([]),
    startsAt: tstz("starts_at").notNull(),
    endsAt: tstz("ends_at"),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("promotion_events_announcement").on(t.announcementId)],
);

/** A member's application to an event: its comment, its images (uploads) and its review. */
export const eventApplications = pgTable(
  "event_applications",
  {
    id: serial("id").primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    eventId: integer("event_id")
      .notNull()
      .references(() => promotionEvents.id),
    comment: text("comment").notNull(),
    /** The checked, re-encoded images (uploads.id), in the order sent. */
    imageIds: jsonb("image_ids").$type<number[]>().notNull(),
    status: text("status", { enum: APPLICATION_STATUSES }).notNull().default("APPLYING"),
    prize: minorUnits("prize"),
    currency: text("currency").notNull(),
    note: text("note").notNull().default(""),
    reviewedBy: integer("reviewed_by"),
    appliedAt: tstz("applied_at").notNull().defaultNow(),
    reviewedAt: tstz("reviewed_at"),
  },
  (t) => [
    // One application per member and event.
    uniqueIndex("event_applications_member_event").on(t.memberId, t.eventId),
    index("event_applications_member_time").on(t.memberId, t.appliedAt, t.id),
    index("event_applications_brand_status").on(t.merchantId, t.status, t.id),
    check("event_applications_prize", sql`${t.prize} is null or ${t.prize} > 0`),
  ],
);

/**
 * A promotion's raffle (decision 0046): what earns a draw, and the server seed its draws come from
 * (its hash published from the start; the seed shown once the raffle has ended).
 */
export const raffles = pgTable(
  "raffles",
  {
    id: serial("id").primaryKey(),
    merchantId: merchantRef(),
    announcementId: integer("announcement_id")
      .notNull()
      .references(() => announcements.id),
    qualifier: text("qualifier", { enum: RAFFLE_QUALIFIERS }).notNull(),
    perDraw: minorUnits("per_draw").notNull(),
    maxDraws: integer("max_draws").notNull(),
    startsAt: tstz("starts_at").notNull(),
    endsAt: tstz("ends_at").notNull(),
    serverSeed: text("server_seed").notNull(),
    seedHash: text("seed_hash").notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("raffles_announcement").on(t.announcementId),
    check("raffles_per_draw", sql`${t.perDraw} > 0 and ${t.maxDraws} > 0 and ${t.endsAt} > ${t.startsAt}`),
  ],
);

export const rafflePrizes = pgTable(
  "raffle_prizes",
  {
    id: serial("id").primaryKey(),
    raffleId: integer("raffle_id")
      .notNull()
      .references(() => raffles.id),
    label: jsonb("label").$type<LocalizedText>().notNull(),
    amount: minorUnits("amount").notNull(),
    weight: integer("weight").notNull(),
    /** Left; null: no limit. Taken under the raffle's row lock. */
    stock: integer("stock"),
  },
  (t) => [
    index("raffle_prizes_raffle").on(t.raffleId, t.id),
    check(
      "raffle_prizes_figures",
      sql`${t.amount} >= 0 and ${t.weight} > 0 and (${t.stock} is null or ${t.stock} >= 0)`,
    ),
  ],
);

/** One draw of a member: its fairness inputs, the pool it was drawn from, and the prize. */
export const raffleDraws = pgTable(
  "raffle_draws",
  {
    id: serial("id").primaryKey(),
    raffleId: integer("raffle_id")
      .notNull()
      .references(() => raffles.id),
    memberId: memberRef(),
    requestId: text("request_id").notNull(),
    nonce: integer("nonce").notNull(),
    clientSeed: text("client_seed").notNull(),
    prizeId: integer("prize_id")
      .notNull()
      .references(() => rafflePrizes.id),
    amount: minorUnits("amount").notNull(),
    pool: jsonb("pool").$type<{ prizeId: number; weight: number }[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // The nonce counts the raffle's draws (all members'): no two draws share one.
    uniqueIndex("raffle_draws_nonce").on(t.raffleId, t.nonce),
    index("raffle_draws_member").on(t.raffleId, t.memberId, t.nonce),
    uniqueIndex("raffle_draws_member_request").on(t.memberId, t.requestId),
  ],
);
