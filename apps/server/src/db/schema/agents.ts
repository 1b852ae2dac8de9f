/** The agents' side (issue 14, decision 0031): the team tree and the rebate rates. */
import { GAME_CATEGORIES } from "@portal/contract/games";
import { index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
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
