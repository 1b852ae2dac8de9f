/** Sessions and what proves who a caller is: tokens, keys, one-time tokens, captchas, SMS codes. */
import { SMS_PURPOSES } from "@portal/contract/api/accounts";
import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, serial, text } from "drizzle-orm/pg-core";
import { createdAt, memberRef, merchantRef, tstz } from "./columns";

/** What a spent token was: a sealed request's nonce, or an ALTCHA bot-check solution. */
export const SPENT_TOKEN_KINDS = ["request-nonce", "altcha"] as const;
export type SpentTokenKind = (typeof SPENT_TOKEN_KINDS)[number];

/** Opaque session tokens, stored as SHA-256 only. */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    memberId: memberRef(),
    createdAt: createdAt(),
    lastSeenAt: tstz("last_seen_at").notNull().defaultNow(),
    expiresAt: tstz("expires_at").notNull(),
    revokedAt: tstz("revoked_at"),
    ip: text("ip").notNull().default(""),
    /** Login type that created it (username, sms, firebase, freeplay, register). */
    origin: text("origin").notNull(),
    /** The device id the client sent (DEVICE_ID_HEADER), '' when none: referral abuse checks. */
    deviceId: text("device_id").notNull().default(""),
  },
  (t) => [
    index("sessions_member").on(t.memberId),
    // Other members on the same device (the one-bonus-per-person rule).
    index("sessions_device")
      .on(t.deviceId)
      .where(sql`${t.deviceId} <> ''`),
  ],
);

/** Keys the server generates on first start (the body-encryption key pair). */
export const serverKeys = pgTable("server_keys", {
  name: text("name").primaryKey(),
  privateKey: text("private_key").notNull(),
  publicKey: text("public_key").notNull(),
  createdAt: createdAt(),
});

/** Things that may be used once (request nonces, bot-check solutions), kept until they expire. */
export const spentTokens = pgTable(
  "spent_tokens",
  {
    kind: text("kind", { enum: SPENT_TOKEN_KINDS }).notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: tstz("expires_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.tokenHash] })],
);

export const captchas = pgTable("captchas", {
  id: text("id").primaryKey(),
  answerHash: text("answer_hash").notNull(),
  expiresAt: tstz("expires_at").notNull(),
  usedAt: tstz("used_at"),
});

export const smsCodes = pgTable(
  "sms_codes",
  {
    id: serial("id").primaryKey(),
    merchantId: merchantRef(),
    purpose: text("purpose", { enum: SMS_PURPOSES }).notNull(),
    countryDialingCode: text("country_dialing_code").notNull(),
    mobileNum: text("mobile_num").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    ip: text("ip").notNull().default(""),
    createdAt: createdAt(),
    expiresAt: tstz("expires_at").notNull(),
    usedAt: tstz("used_at"),
  },
  (t) => [
    index("sms_codes_mobile").on(t.merchantId, t.countryDialingCode, t.mobileNum, t.createdAt),
    index("sms_codes_ip").on(t.ip, t.createdAt),
  ],
);

/** Failed-login counters per account and per address, for captcha escalation and locks. */
export const authFailures = pgTable("auth_failures", {
  key: text("key").primaryKey(),
  /** Tries whose secret was wrong, in the current window. */
  failures: integer("failures").notNull().default(0),
  /** Tries counted but not checked yet (in flight): they hold a place in the allowance. */
  pending: integer("pending").notNull().default(0),
  /** When a try last took a place: places older than a try may last were left by a crash or an outlived try. */
  placedAt: tstz("placed_at"),
  windowStartedAt: tstz("window_started_at").notNull().defaultNow(),
  lockedUntil: tstz("locked_until"),
});

export const passwordResets = pgTable("password_resets", {
  tokenHash: text("token_hash").primaryKey(),
  memberId: memberRef(),
  expiresAt: tstz("expires_at").notNull(),
  usedAt: tstz("used_at"),
});
