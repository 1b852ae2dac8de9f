/** Player protection (decision 0025): the limits members set on themselves and their breaks. */
import { LIMIT_KINDS, BREAK_KINDS } from "@portal/contract/api/protection";
import { bigint, index, integer, pgTable, primaryKey, serial, text } from "drizzle-orm/pg-core";
import { createdAt, memberRef, merchantRef, tstz } from "./columns";

/**
 * One limit of a member: `value` in force (minor units of the brand currency, or minutes for
 * SESSION_MINUTES; null = none). A raise or a removal waits: `pendingAt` is when `pendingValue`
 * (null = removal) replaces `value`. It is applied when read, so no job has to run at that time.
 */
export const memberLimits = pgTable(
  "member_limits",
  {
    memberId: memberRef(),
    kind: text("kind", { enum: LIMIT_KINDS }).notNull(),
    merchantId: merchantRef(),
    value: bigint("value", { mode: "bigint" }),
    pendingValue: bigint("pending_value", { mode: "bigint" }),
    pendingAt: tstz("pending_at"),
    updatedAt: tstz("updated_at").notNull(),
  },
  (t) => [primaryKey({ name: "member_limits_pk", columns: [t.memberId, t.kind] })],
);

/**
 * A time-out or a self-exclusion, from `startsAt` to `endsAt`. Rows are kept as the history an
 * operator reads; `liftedAt` ends a time-out early (never a self-exclusion).
 */
export const memberBreaks = pgTable(
  "member_breaks",
  {
    id: serial("id").primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    kind: text("kind", { enum: BREAK_KINDS }).notNull(),
    startsAt: tstz("starts_at").notNull(),
    endsAt: tstz("ends_at").notNull(),
    liftedAt: tstz("lifted_at"),
    liftedBy: integer("lifted_by"),
    createdAt: createdAt(),
  },
  (t) => [index("member_breaks_member_end").on(t.memberId, t.endsAt)],
);

/** The member's reality-check interval in minutes (0 = off). */
export const memberRealityChecks = pgTable("member_reality_checks", {
  memberId: memberRef().primaryKey(),
  minutes: integer("minutes").notNull(),
});
