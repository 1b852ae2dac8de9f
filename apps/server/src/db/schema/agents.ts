/** The agents' side (issue 14, decision 0031): the team tree and the rebate rates. */
import { GAME_CATEGORIES } from "@portal/contract/games";
import { sql } from "drizzle-orm";
import { bigint, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { memberRef, merchantRef, tstz } from "./columns";
import { members } from "./members";

/**
 * The downline tree as a closure table: a row for every member and each of its uplines at any
 * depth, and one of the member with itself at depth 0. "Is X in my team" is one primary-key
 * lookup and "my whole team" one index range, at any depth. Written with the member, in the same
 * statement (MemberRepository.insert).
 */
export const memberTree = pgTable(
  "member_tree",
  {
    ancestorId: integer("ancestor_id")
      .notNull()
      .references(() => members.id),
    descendantId: integer("descendant_id")
      .notNull()
      .references(() => members.id),
    merchantId: merchantRef(),
    depth: integer("depth").notNull(),
  },
  (t) => [
    primaryKey({ name: "member_tree_pk", columns: [t.ancestorId, t.descendantId] }),
    // The path from a member up to the top (the breadcrumb, the rebate chain), nearest first.
    index("member_tree_descendant").on(t.descendantId, t.depth),
    // A level of a team, newest first (ids grow with registration): the direct downlines are depth 1.
    index("member_tree_ancestor_depth").on(t.ancestorId, t.depth, t.descendantId),
  ],
);

/**
 * A member's rebate rate for a game category, in parts per million of the valid stake
 * (1 % = 10,000). No row is 0. A downline's rate never exceeds its upline's (agents/service).
 */
export const memberRebateRates = pgTable(
  "member_rebate_rates",
  {
    memberId: memberRef(),
    category: text("category", { enum: GAME_CATEGORIES }).notNull(),
    merchantId: merchantRef(),
    ratePpm: integer("rate_ppm").notNull(),
    updatedAt: tstz("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "member_rebate_rates_pk", columns: [t.memberId, t.category] })],
);

/**
 * The periods the rebates of a brand were worked out for, one row each, [periodStart, periodEnd):
 * the next one starts where the last ended, so a brand switching between hourly and daily
 * rebates never counts an hour twice.
 */
export const rebatePeriods = pgTable(
  "rebate_periods",
  {
    merchantId: merchantRef(),
    periodStart: tstz("period_start").notNull(),
    periodEnd: tstz("period_end").notNull(),
    settledAt: tstz("settled_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "rebate_periods_pk", columns: [t.merchantId, t.periodStart] })],
);

/**
 * What a member earned in rebates in one period, per game category: the valid stake below it
 * (its team's, and its own with self-rebate) and the amount in minor units (rounded down per
 * line: the lines are what is paid). Written with its period (rebatePeriods).
 */
export const agentRebates = pgTable(
  "agent_rebates",
  {
    memberId: memberRef(),
    periodStart: tstz("period_start").notNull(),
    category: text("category", { enum: GAME_CATEGORIES }).notNull(),
    merchantId: merchantRef(),
    currency: text("currency").notNull(),
    validStake: bigint("valid_stake", { mode: "bigint" }).notNull(),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
  },
  (t) => [primaryKey({ name: "agent_rebates_pk", columns: [t.memberId, t.periodStart, t.category] })],
);

/**
 * One payment per member and period: the sum of its lines, paid through the ledger (transfer
 * `rebate:<brand>:<period start>:<member>`) from the brand's commission expense. `paidAt` is set
 * in the statement that posts it, so a payment is made once whatever runs it again.
 */
export const agentRebatePayments = pgTable(
  "agent_rebate_payments",
  {
    memberId: memberRef(),
    periodStart: tstz("period_start").notNull(),
    merchantId: merchantRef(),
    periodEnd: tstz("period_end").notNull(),
    currency: text("currency").notNull(),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    paidAt: tstz("paid_at"),
  },
  (t) => [
    primaryKey({ name: "agent_rebate_payments_pk", columns: [t.memberId, t.periodStart] }),
    // What is left to pay, oldest first.
    index("agent_rebate_payments_unpaid")
      .on(t.merchantId, t.periodStart)
      .where(sql`paid_at is null`),
  ],
);
