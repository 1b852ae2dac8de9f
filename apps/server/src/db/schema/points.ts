/** Points and the points mall (decision 0041): the hours worked out, what each member earned, the rewards and their redemptions. */
import { REDEMPTION_STATUSES, REWARD_KINDS } from "@portal/contract/api/points";
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

/** An hour of a brand whose points are worked out (once: the insert gates the accruals). */
export const pointsPeriods = pgTable(
  "points_periods",
  {
    merchantId: merchantRef(),
    periodStart: tstz("period_start").notNull(),
  },
  (t) => [primaryKey({ name: "points_periods_pk", columns: [t.merchantId, t.periodStart] })],
);

/** The points a member earned in an hour, credited once (`points:<member>:<hour>`). */
export const pointsAccruals = pgTable(
  "points_accruals",
  {
    memberId: memberRef(),
    periodStart: tstz("period_start").notNull(),
    merchantId: merchantRef(),
    points: bigint("points", { mode: "bigint" }).notNull(),
    paid: boolean("paid").notNull().default(false),
  },
  (t) => [
    primaryKey({ name: "points_accruals_pk", columns: [t.memberId, t.periodStart] }),
    index("points_accruals_unpaid")
      .on(t.merchantId, t.periodStart, t.memberId)
      .where(sql`not ${t.paid}`),
  ],
);

export const pointsRewards = pgTable(
  "points_rewards",
  {
    id: serial("id").primaryKey(),
    merchantId: merchantRef(),
    kind: text("kind", { enum: REWARD_KINDS }).notNull(),
    name: jsonb("name").$type<LocalizedText>().notNull(),
    description: jsonb("description").$type<LocalizedText>().notNull().default({}),
    imageUrl: text("image_url").notNull().default(""),
    cost: bigint("cost", { mode: "bigint" }).notNull(),
    /** The money a MONEY reward credits, in the brand's minor units. */
    amount: minorUnits("amount"),
    /** Left in stock; null: no limit. Never below zero (a redemption takes one under the row's lock). */
    stock: integer("stock"),
    active: boolean("active").notNull().default(true),
    sort: sortOrder(),
    createdAt: createdAt(),
  },
  (t) => [
    index("points_rewards_merchant_sort").on(t.merchantId, t.sort, t.id),
    check("points_rewards_stock", sql`${t.stock} is null or ${t.stock} >= 0`),
    check("points_rewards_cost", sql`${t.cost} > 0`),
  ],
);

export const pointsRedemptions = pgTable(
  "points_redemptions",
  {
    id: serial("id").primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    rewardId: integer("reward_id")
      .notNull()
      .references(() => pointsRewards.id),
    requestId: text("request_id").notNull(),
    kind: text("kind", { enum: REWARD_KINDS }).notNull(),
    cost: bigint("cost", { mode: "bigint" }).notNull(),
    amount: minorUnits("amount"),
    currency: text("currency").notNull(),
    delivery: jsonb("delivery").$type<{ name: string; phone: string; address: string } | null>(),
    status: text("status", { enum: REDEMPTION_STATUSES }).notNull(),
    note: text("note").notNull().default(""),
    reviewedBy: integer("reviewed_by"),
    createdAt: createdAt(),
    reviewedAt: tstz("reviewed_at"),
  },
  (t) => [
    uniqueIndex("points_redemptions_member_request").on(t.memberId, t.requestId),
    index("points_redemptions_member_time").on(t.memberId, t.createdAt, t.id),
    index("points_redemptions_brand_status").on(t.merchantId, t.status, t.id),
  ],
);
