/** Operators (back office): separate from members, with their sessions and the audit log. */
import { sql } from "drizzle-orm";
import { OPERATOR_ROLES } from "@portal/contract/api/admin";
import { ADJUSTMENT_APPROVAL_STATUSES } from "@portal/contract/api/admin-adjustments";
import { bigint, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
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
    /**
     * The TOTP secret (decision 0047), sealed with AES-256-GCM (modules/admin/secret-box.ts);
     * null until the operator enrols at its first sign-in.
     */
    totpSecret: text("totp_secret"),
    totpEnrolledAt: tstz("totp_enrolled_at"),
    /** The last 30-second step whose code signed in: a code of that step or before is refused (replay). */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("operators_merchant_username").on(t.merchantId, t.username)],
);

/** An absolute end (expiresAt) and an idle one: lastSeenAt, written at most once a minute. */
export const operatorSessions = pgTable("operator_sessions", {
  tokenHash: text("token_hash").primaryKey(),
  operatorId: integer("operator_id")
    .notNull()
    .references(() => operators.id),
  createdAt: createdAt(),
  expiresAt: tstz("expires_at").notNull(),
  lastSeenAt: tstz("last_seen_at").notNull().defaultNow(),
  revokedAt: tstz("revoked_at"),
});

/** ENROL: the operator's first sign-in (a new secret to confirm); TOTP: an enrolled operator. */
export const OPERATOR_CHALLENGE_STAGES = ["ENROL", "TOTP"] as const;

/**
 * The step between a right password and the second factor: a random challenge (its SHA-256
 * stored), bound to one operator and stage, single use (usedAt), for 5 minutes. An ENROL
 * challenge holds the new secret, sealed, until the first right code moves it to the operator.
 */
export const operatorLoginChallenges = pgTable(
  "operator_login_challenges",
  {
    tokenHash: text("token_hash").primaryKey(),
    operatorId: integer("operator_id")
      .notNull()
      .references(() => operators.id),
    stage: text("stage", { enum: OPERATOR_CHALLENGE_STAGES }).notNull(),
    pendingSecret: text("pending_secret"),
    createdAt: createdAt(),
    expiresAt: tstz("expires_at").notNull(),
    usedAt: tstz("used_at"),
  },
  (t) => [index("operator_login_challenges_operator").on(t.operatorId)],
);

/** An operator's recovery codes (10 per set, shown once): their SHA-256 only, each usable once. */
export const operatorRecoveryCodes = pgTable(
  "operator_recovery_codes",
  {
    id: serial("id").primaryKey(),
    operatorId: integer("operator_id")
      .notNull()
      .references(() => operators.id),
    codeHash: text("code_hash").notNull(),
    createdAt: createdAt(),
    usedAt: tstz("used_at"),
  },
  (t) => [uniqueIndex("operator_recovery_codes_operator_code").on(t.operatorId, t.codeHash)],
);

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
    // The back office's filters (Settings > Audit log): one operator's acts, one target's history.
    index("audit_log_merchant_operator_time").on(t.merchantId, t.operatorId, t.createdAt),
    index("audit_log_merchant_target_time").on(t.merchantId, t.targetType, t.targetId, t.createdAt),
    check("audit_log_actor", sql`${t.operatorId} is not null or ${t.action} = 'operator.loginFailed'`),
  ],
);

/**
 * A raise of a four-eyes threshold (adjustmentApprovalMinor, withdrawalSecondReviewMinor) waiting
 * for a second operator (decision 0054): approved, the value is written; rejected, nothing
 * changes. The operator who asked is never the one who decides (a check, not only the code).
 */
export const settingApprovals = pgTable(
  "setting_approvals",
  {
    id: serial("id").primaryKey(),
    merchantId: merchantRef(),
    key: text("key").notNull(),
    value: jsonb("value").$type<unknown>().notNull(),
    /** The value in force when the raise was asked (what the approver compares with). */
    previous: jsonb("previous").$type<unknown>(),
    requestedBy: integer("requested_by")
      .notNull()
      .references(() => operators.id),
    status: text("status", { enum: ADJUSTMENT_APPROVAL_STATUSES }).notNull().default("PENDING"),
    decidedBy: integer("decided_by").references(() => operators.id),
    decidedAt: tstz("decided_at"),
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    index("setting_approvals_brand_status").on(t.merchantId, t.status, t.id),
    check("setting_approvals_four_eyes", sql`${t.decidedBy} is null or ${t.decidedBy} <> ${t.requestedBy}`),
  ],
);
