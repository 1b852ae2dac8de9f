/** Members: players and agents of a brand (operators are apart, in admin.ts). */
import { AVATAR_TYPES } from "@portal/contract/api/accounts";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { merchantRef, tstz } from "./columns";

/** ACTIVE members play; a DISABLED one is refused at login (ACCOUNT_DISABLED) and by the vendor API. */
export const MEMBER_STATUSES = ["ACTIVE", "DISABLED"] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const members = pgTable(
  "members",
  {
    id: serial("id").primaryKey(),
    merchantId: merchantRef(),
    /** Username as typed at registration; `accountKey` (lower case) is what must be unique. */
    account: text("account").notNull(),
    accountKey: text("account_key").notNull(),
    nickname: text("nickname").notNull().default(""),
    passwordHash: text("password_hash").notNull(),
    paymentPasswordHash: text("payment_password_hash"),
    countryDialingCode: text("country_dialing_code"),
    mobileNum: text("mobile_num"),
    email: text("email"),
    /** 0 member; agents 1, 2, 41, 42; 4 trial. */
    memberType: integer("member_type").notNull().default(0),
    uplineId: integer("upline_id").references((): AnyPgColumn => members.id),
    toUpline: integer("to_upline").notNull().default(0),
    /** The code others register with to join this member's team (agents). */
    affiliateCode: text("affiliate_code"),
    clubLabel: text("club_label").notNull().default(""),
    labels: jsonb("labels").$type<string[]>().notNull().default([]),
    language: text("language").notNull().default("en"),
    avatar: text("avatar").notNull().default("1"),
    avatarType: text("avatar_type", { enum: AVATAR_TYPES }).notNull().default("STATIC"),
    /** Optional registration fields (payee name, messengers, id number...). */
    profile: jsonb("profile").$type<Record<string, string>>().notNull().default({}),
    status: text("status", { enum: MEMBER_STATUSES }).notNull().default("ACTIVE"),
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    passwordChangedAt: tstz("password_changed_at").notNull().defaultNow(),
    registeredAt: tstz("registered_at").notNull().defaultNow(),
    registeredIp: text("registered_ip").notNull().default(""),
    lastLoginAt: tstz("last_login_at"),
    lastLoginIp: text("last_login_ip").notNull().default(""),
    /** When the member confirmed being 18+ and accepting the terms at registration (decision 0025). */
    adultTermsConfirmedAt: tstz("adult_terms_confirmed_at"),
  },
  (t) => [
    uniqueIndex("members_merchant_account").on(t.merchantId, t.accountKey),
    uniqueIndex("members_merchant_mobile").on(t.merchantId, t.countryDialingCode, t.mobileNum),
    uniqueIndex("members_merchant_affiliate").on(t.merchantId, t.affiliateCode),
    // A brand's registrations in a period (the back office's dashboard).
    index("members_merchant_registered").on(t.merchantId, t.registeredAt),
    // Members with a label (the back office's search, a message's audience): jsonb containment.
    index("members_labels").using("gin", t.labels),
  ],
);
