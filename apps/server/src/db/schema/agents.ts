/** The agents' side (issue 14, decision 0031): the team tree and the rebate rates. */
import { GAME_CATEGORIES } from "@portal/contract/games";
import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { BILL_STATUSES, CONTRACT_KINDS, CONTRACT_STATUSES } from "@portal/contract/api/contracts";
import { memberRef, merchantRef, tstz } from "./columns";
import { members } from "./members";

/**
 * The downline tree as a closure table: a row for every member and each of its uplines at any
 * depth, and one of the member with itself at depth 0. "Is X in my team" is one primary-key
 * lookup and "my whole team" one index range, at any depth. Kept by triggers on members (migration
 * 0023): a new member is placed in the same statement, a move carries its subtree along.
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
 * (1 % = 10,000); no row reads as 0. A downline's rate never exceeds its upline's (agents/service).
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

/**
 * A contract between an upline (payer; null: the platform, for a top-level agent) and a direct
 * downline (payee), decision 0033. `tiers` hold minor units and ppm. At most one contract of a
 * kind is awaiting consent or valid per payee (a partial unique index). `endsAt`: a terminated
 * contract stops at the end of the period it was terminated in.
 */
export const agentContracts = pgTable(
  "agent_contracts",
  {
    id: serial("id").primaryKey(),
    merchantId: merchantRef(),
    kind: text("kind", { enum: CONTRACT_KINDS }).notNull(),
    payerId: integer("payer_id").references(() => members.id),
    payeeId: integer("payee_id")
      .notNull()
      .references(() => members.id),
    status: text("status", { enum: CONTRACT_STATUSES }).notNull(),
    tiers: jsonb("tiers").$type<{ minTurnover: string; minActive: number; ratePpm: number }[]>().notNull(),
    offeredAt: tstz("offered_at").notNull().defaultNow(),
    decidedAt: tstz("decided_at"),
    endsAt: tstz("ends_at"),
  },
  (t) => [
    uniqueIndex("agent_contracts_one_open")
      .on(t.payeeId, t.kind)
      .where(sql`status in ('AWAITING_CONSENT', 'VALID')`),
    index("agent_contracts_payer").on(t.payerId, t.kind),
    index("agent_contracts_brand_kind_status").on(t.merchantId, t.kind, t.status),
  ],
);

/**
 * One bill per contract and period: what the payee's team did (valid turnover, active members),
 * the tier reached, the amount due and what is paid so far. A bill short of money is paid on by
 * later runs (`paid` grows to `amount`), never twice: each payment is its own ledger transfer,
 * posted with the bill's update in one statement.
 */
export const contractBills = pgTable(
  "contract_bills",
  {
    contractId: integer("contract_id")
      .notNull()
      .references(() => agentContracts.id),
    periodStart: tstz("period_start").notNull(),
    merchantId: merchantRef(),
    periodEnd: tstz("period_end").notNull(),
    currency: text("currency").notNull(),
    /** The figure the tiers were read at: valid turnover (real-time: the day's so far) or net loss. */
    turnover: bigint("turnover", { mode: "bigint" }).notNull(),
    /** A dividend's loss carried in from periods the team won (<= 0): added to `turnover` for the tiers. */
    carried: bigint("carried", { mode: "bigint" })
      .notNull()
      .default(sql`0`),
    activeMembers: integer("active_members").notNull(),
    ratePpm: integer("rate_ppm").notNull(),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    paid: bigint("paid", { mode: "bigint" })
      .notNull()
      .default(sql`0`),
    /** How many payments were posted (the next payment's transfer id). */
    payments: integer("payments").notNull().default(0),
    status: text("status", { enum: BILL_STATUSES }).notNull(),
    /** Until when the payee may claim it (AWAITING_CLAIM); null when the brand pays bills without a claim. */
    claimBy: tstz("claim_by"),
    createdAt: tstz("created_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "contract_bills_pk", columns: [t.contractId, t.periodStart] }),
    // Bills still owed money, oldest first.
    index("contract_bills_owed")
      .on(t.merchantId, t.periodStart)
      .where(sql`status in ('DUE', 'PARTLY_ISSUED', 'INSUFFICIENT_BALANCE')`),
    // Bills waiting for a claim or a review.
    index("contract_bills_waiting")
      .on(t.merchantId, t.status)
      .where(sql`status in ('AWAITING_CLAIM', 'PENDING_REVIEW')`),
  ],
);
