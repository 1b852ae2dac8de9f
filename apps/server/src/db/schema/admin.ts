/** Operators (back office): separate from members, with their sessions and the audit log. */
import { sql } from "drizzle-orm";
import { OPERATOR_ROLES } from "@portal/contract/api/admin";
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, merchantRef, tstz } from "./columns";

/** A DISABLED operator cannot sign in, and its open sessions stop working. */
export const OPERATOR_STATUSES = ["ACTIVE", "DISABLED"] as const;
export type OperatorStatus = (typeof OPERATOR_STATUSES)[number];

export const operators = pgTable(
  "operators",
  {
    id: serial("id").primaryKey(),
    merchantId: merchantRef(),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: OPERATOR_ROLES }).notNull(),
    status: text("status", { enum: OPERATOR_STATUSES }).notNull().default("ACTIVE"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("operators_merchant_username").on(t.merchantId, t.username)],
);

export const operatorSessions = pgTable("operator_sessions", {
  tokenHash: text("token_hash").primaryKey(),
  operatorId: integer("operator_id")
    .notNull()
    .references(() => operators.id),
  createdAt: createdAt(),
  expiresAt: tstz("expires_at").notNull(),
  revokedAt: tstz("revoked_at"),
});

/**
 * Every operator write, and every failed operator login, append-only (a trigger refuses UPDATE
 * and DELETE). A failed login has no operator (nobody proved who they are): its attempted name
 * is the target; every other entry names the operator who acted.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    merchantId: merchantRef(),
    operatorId: integer("operator_id").references(() => operators.id),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    ip: text("ip").notNull().default(""),
    requestId: text("request_id").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_merchant_time").on(t.merchantId, t.createdAt),
    check("audit_log_actor", sql`${t.operatorId} is not null or ${t.action} = 'operator.loginFailed'`),
  ],
);
