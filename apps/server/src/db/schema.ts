import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  index,
  customType,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import type { Language } from "@portal/contract/languages";

/** Text in each language; the service picks one with pickText (contract). */
export type LocalizedText = Partial<Record<Language, string>>;

export const merchants = pgTable("merchants", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  defaultLanguage: text("default_language").notNull().default("en"),
  /** The brand's real-money currency: code, symbol and scale (minor units per unit = 10^scale). */
  currency: text("currency").notNull().default("USD"),
  currencySymbol: text("currency_symbol").notNull().default("$"),
  currencyScale: integer("currency_scale").notNull().default(2),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Operator settings of a brand, one JSON value per key (see modules/system/settings.ts). */
export const settings = pgTable(
  "settings",
  {
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id),
    key: text("key").notNull(),
    value: jsonb("value").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.key] })],
);

export const featureSwitches = pgTable(
  "feature_switches",
  {
    id: serial("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id),
    modId: text("mod_id").notNull(),
    parentId: integer("parent_id").references((): AnyPgColumn => featureSwitches.id),
    enabled: boolean("enabled").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [uniqueIndex("feature_switches_merchant_mod").on(t.merchantId, t.modId)],
);

export const registrationRules = pgTable(
  "registration_rules",
  {
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id),
    field: text("field").notNull(),
    enabled: boolean("enabled").notNull(),
    required: boolean("required").notNull(),
    acceptedPattern: text("accepted_pattern").notNull(),
    patternId: integer("pattern_id").notNull(),
    minLength: integer("min_length").notNull(),
    maxLength: integer("max_length").notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.field] })],
);

export const resources = pgTable(
  "resources",
  {
    id: serial("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id),
    resourceType: text("resource_type").notNull(),
    url: text("url").notNull(),
    labelNameEn: text("label_name_en").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [uniqueIndex("resources_merchant_type").on(t.merchantId, t.resourceType)],
);

export const customerService = pgTable(
  "customer_service",
  {
    id: serial("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id),
    csType: integer("cs_type").notNull(),
    /** Obfuscated link (contract customer-service-link.ts). */
    path: text("path").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [uniqueIndex("customer_service_merchant_type").on(t.merchantId, t.csType)],
);

export const domains = pgTable("domains", {
  id: serial("id").primaryKey(),
  merchantId: integer("merchant_id")
    .notNull()
    .references(() => merchants.id),
  domain: text("domain").notNull().unique(),
  purpose: text("purpose").notNull(),
});

export const countries = pgTable("countries", {
  countryCode: text("country_code").primaryKey(),
  dialingCode: text("dialing_code").notNull(),
  sort: integer("sort").notNull().default(0),
});

export const helpCategories = pgTable(
  "help_categories",
  {
    id: serial("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id),
    slug: text("slug").notNull(),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [uniqueIndex("help_categories_merchant_slug").on(t.merchantId, t.slug)],
);

export const helpArticles = pgTable(
  "help_articles",
  {
    id: serial("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => helpCategories.id),
    slug: text("slug").notNull(),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    content: jsonb("content").$type<LocalizedText>().notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [uniqueIndex("help_articles_category_slug").on(t.categoryId, t.slug)],
);

export const announcements = pgTable(
  "announcements",
  {
    id: serial("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id),
    /** Stable key for seeds and imports. */
    slug: text("slug").notNull(),
    type: text("type").notNull(),
    platform: text("platform").notNull().default("W"),
    execution: text("execution").notNull().default("B"),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    content: jsonb("content").$type<LocalizedText>().notNull(),
    imageUrl: text("image_url").notNull().default(""),
    link: text("link").notNull().default(""),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    active: boolean("active").notNull().default(true),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [uniqueIndex("announcements_merchant_slug").on(t.merchantId, t.slug)],
);

export const vendors = pgTable(
  "vendors",
  {
    id: serial("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id),
    vassalage: text("vassalage").notNull(),
    category: text("category").notNull(),
    displayName: jsonb("display_name").$type<LocalizedText>().notNull(),
    gameType: text("game_type").notNull(),
    isGame: text("is_game").notNull().default(""),
    isHot: boolean("is_hot").notNull().default(false),
    icon: text("icon").notNull().default(""),
    walletMode: text("wallet_mode").notNull().default("SEAMLESS"),
    maintenance: boolean("maintenance").notNull().default(false),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [uniqueIndex("vendors_merchant_vassalage_category").on(t.merchantId, t.vassalage, t.category)],
);

export const games = pgTable(
  "games",
  {
    /** The game's nodeId on the wire. */
    id: serial("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id),
    vassalage: text("vassalage").notNull(),
    gameCode: text("game_code").notNull(),
    category: text("category").notNull(),
    gameType: text("game_type").notNull(),
    name: jsonb("name").$type<LocalizedText>().notNull(),
    icon: text("icon").notNull().default(""),
    isHot: boolean("is_hot").notNull().default(false),
    freePlay: boolean("free_play").notNull().default(false),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [uniqueIndex("games_merchant_vendor_code").on(t.merchantId, t.vassalage, t.gameCode)],
);

/** A PVP (card game) vendor's table: launched by `roomId` with the vendor's `vassalage`. */
export const pvpRooms = pgTable(
  "pvp_rooms",
  {
    id: serial("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id),
    vassalage: text("vassalage").notNull(),
    /** The vendor's room id, sent as `roomId` at launch. */
    roomCode: text("room_code").notNull(),
    name: jsonb("name").$type<LocalizedText>().notNull(),
    /** The smallest stake at the table, in the brand currency's minor units. */
    minBetMinor: bigint("min_bet_minor", { mode: "bigint" }).notNull(),
    seats: integer("seats").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [uniqueIndex("pvp_rooms_merchant_vendor_room").on(t.merchantId, t.vassalage, t.roomCode)],
);

export const lotteryMenus = pgTable(
  "lottery_menus",
  {
    id: serial("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id),
    gameGroupCode: text("game_group_code").notNull(),
    name: jsonb("name").$type<LocalizedText>().notNull(),
    games: jsonb("games").$type<{ gameCode: string; name: LocalizedText }[]>().notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [uniqueIndex("lottery_menus_merchant_group").on(t.merchantId, t.gameGroupCode)],
);

// ---------------------------------------------------------------------------------------------
// Accounts and sessions

export const members = pgTable(
  "members",
  {
    id: serial("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id),
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
    avatarType: text("avatar_type").notNull().default("STATIC"),
    /** Optional registration fields (payee name, messengers, id number...). */
    profile: jsonb("profile").$type<Record<string, string>>().notNull().default({}),
    status: text("status").notNull().default("ACTIVE"),
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }).notNull().defaultNow(),
    registeredAt: timestamp("registered_at", { withTimezone: true }).notNull().defaultNow(),
    registeredIp: text("registered_ip").notNull().default(""),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    lastLoginIp: text("last_login_ip").notNull().default(""),
  },
  (t) => [
    uniqueIndex("members_merchant_account").on(t.merchantId, t.accountKey),
    uniqueIndex("members_merchant_mobile").on(t.merchantId, t.countryDialingCode, t.mobileNum),
    uniqueIndex("members_merchant_affiliate").on(t.merchantId, t.affiliateCode),
  ],
);

/** Opaque session tokens, stored as SHA-256 only. */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    ip: text("ip").notNull().default(""),
    /** Login type that created it (username, sms, firebase, freeplay, register). */
    origin: text("origin").notNull(),
  },
  (t) => [index("sessions_member").on(t.memberId)],
);

/** Keys the server generates on first start (the body-encryption key pair). */
export const serverKeys = pgTable("server_keys", {
  name: text("name").primaryKey(),
  privateKey: text("private_key").notNull(),
  publicKey: text("public_key").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Things that may be used once (request nonces, bot-check solutions), kept until they expire. */
export const spentTokens = pgTable(
  "spent_tokens",
  {
    kind: text("kind").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.tokenHash] })],
);

export const captchas = pgTable("captchas", {
  id: text("id").primaryKey(),
  answerHash: text("answer_hash").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

export const smsCodes = pgTable(
  "sms_codes",
  {
    id: serial("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id),
    purpose: text("purpose").notNull(),
    countryDialingCode: text("country_dialing_code").notNull(),
    mobileNum: text("mobile_num").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    ip: text("ip").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    index("sms_codes_mobile").on(t.merchantId, t.countryDialingCode, t.mobileNum, t.createdAt),
    index("sms_codes_ip").on(t.ip, t.createdAt),
  ],
);

/** Messages to members (SMS, e-mail) waiting for, or done with, their provider. */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id),
    channel: text("channel").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull().default(""),
    body: text("body").notNull(),
    status: text("status").notNull().default("PENDING"),
    error: text("error").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("outbox_recipient").on(t.recipient, t.createdAt)],
);

/** Failed-login counters per account and per address, for captcha escalation and locks. */
export const authFailures = pgTable("auth_failures", {
  key: text("key").primaryKey(),
  /** Tries whose secret was wrong, in the current window. */
  failures: integer("failures").notNull().default(0),
  /** Tries counted but not checked yet (in flight): they hold a place in the allowance. */
  pending: integer("pending").notNull().default(0),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

export const passwordResets = pgTable("password_resets", {
  tokenHash: text("token_hash").primaryKey(),
  memberId: integer("member_id")
    .notNull()
    .references(() => members.id),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/** Platform messages to a member (the messageV2 page); unread ones are counted in the header. */
export const memberMessages = pgTable(
  "member_messages",
  {
    id: serial("id").primaryKey(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id),
    title: text("title").notNull(),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [index("member_messages_member").on(t.memberId, t.readAt)],
);

// ---------------------------------------------------------------------------------------------
// Ledger (src/ledger is the only code that writes these tables)

/** A balance holder: a member's wallet or hold, or a platform account that makes the books balance. */
export const ledgerAccounts = pgTable(
  "ledger_accounts",
  {
    id: serial("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id),
    /** MEMBER or PLATFORM. */
    ownerType: text("owner_type").notNull(),
    /** The member id; 0 for platform accounts. */
    ownerId: integer("owner_id").notNull(),
    /** MAIN, WITHDRAWAL_HOLD, VENDOR:<code>, DEMO; platform: DEPOSITS_CLEARING, HOUSE_REVENUE... */
    kind: text("kind").notNull(),
    currency: text("currency").notNull(),
    /** Minor units. */
    balance: bigint("balance", { mode: "bigint" })
      .notNull()
      .default(sql`0`),
    /** Bumped by every entry; entries carry it, so gaps are detectable. */
    version: bigint("version", { mode: "bigint" })
      .notNull()
      .default(sql`0`),
    /** Platform accounts that issue or absorb money may go below zero; wallets never. */
    allowNegative: boolean("allow_negative").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("ledger_accounts_owner").on(t.merchantId, t.ownerType, t.ownerId, t.kind, t.currency),
    check("ledger_accounts_non_negative", sql`${t.allowNegative} or ${t.balance} >= 0`),
  ],
);

/** An immutable movement of money; its id is the caller's idempotency key. */
export const ledgerTransfers = pgTable(
  "ledger_transfers",
  {
    id: text("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id),
    debitAccountId: integer("debit_account_id")
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: integer("credit_account_id")
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    reason: text("reason").notNull(),
    referenceType: text("reference_type").notNull().default(""),
    referenceId: text("reference_id").notNull().default(""),
    /** The transfer this one reverses (corrections are new transfers, never edits). */
    reverses: text("reverses"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("ledger_transfers_positive", sql`${t.amount} > 0`),
    check("ledger_transfers_two_accounts", sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    uniqueIndex("ledger_transfers_reverses").on(t.reverses),
    index("ledger_transfers_reference").on(t.referenceType, t.referenceId),
  ],
);

/** One line per account touched by a transfer: signed amount and the balance around it. */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: serial("id").primaryKey(),
    transferId: text("transfer_id")
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: integer("account_id")
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    balanceBefore: bigint("balance_before", { mode: "bigint" }).notNull(),
    balanceAfter: bigint("balance_after", { mode: "bigint" }).notNull(),
    accountVersion: bigint("account_version", { mode: "bigint" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("ledger_entries_account_version").on(t.accountId, t.accountVersion),
    index("ledger_entries_transfer").on(t.transferId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Money flows: the business records that ledger transfers reference

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Receipts and proofs members upload (png or jpg, at most 5 MB), kept with the record. */
export const uploads = pgTable("uploads", {
  id: serial("id").primaryKey(),
  merchantId: integer("merchant_id")
    .notNull()
    .references(() => merchants.id),
  memberId: integer("member_id")
    .notNull()
    .references(() => members.id),
  contentType: text("content_type").notNull(),
  sha256: text("sha256").notNull(),
  size: integer("size").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** How members pay in: bank transfer to the operator's account, or a payment gateway adapter. */
export const paymentChannels = pgTable(
  "payment_channels",
  {
    id: serial("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id),
    code: text("code").notNull(),
    /** BANK_TRANSFER or GATEWAY. */
    kind: text("kind").notNull(),
    name: jsonb("name").$type<LocalizedText>().notNull(),
    /** GATEWAY: the adapter's name (payments/gateways). */
    gateway: text("gateway").notNull().default(""),
    /** BANK_TRANSFER: the operator's receiving account. */
    bank: jsonb("bank").$type<{ bankName: string; accountName: string; accountNumber: string; branch: string }>(),
    /** GATEWAY: the signing secret shared with the gateway; never sent to members. */
    secret: text("secret").notNull().default(""),
    minMinor: bigint("min_minor", { mode: "bigint" }).notNull(),
    maxMinor: bigint("max_minor", { mode: "bigint" }).notNull(),
    enabled: boolean("enabled").notNull().default(true),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [uniqueIndex("payment_channels_merchant_code").on(t.merchantId, t.code)],
);

export const deposits = pgTable(
  "deposits",
  {
    /** The order number the member quotes. */
    orderNo: text("order_no").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id),
    channelId: integer("channel_id")
      .notNull()
      .references(() => paymentChannels.id),
    /** The member's idempotency key for this order. */
    requestId: text("request_id").notNull(),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    currency: text("currency").notNull(),
    /** PENDING, CONFIRMED, REJECTED. */
    status: text("status").notNull().default("PENDING"),
    receiptUploadId: integer("receipt_upload_id").references(() => uploads.id),
    /** The gateway's own reference, once it reported. */
    gatewayReference: text("gateway_reference"),
    note: text("note").notNull().default(""),
    reviewedBy: integer("reviewed_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("deposits_member_request").on(t.memberId, t.requestId),
    index("deposits_merchant_status").on(t.merchantId, t.status),
    check("deposits_positive", sql`${t.amount} > 0`),
  ],
);

export const bankAccounts = pgTable(
  "bank_accounts",
  {
    id: serial("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id),
    bankName: text("bank_name").notNull(),
    accountName: text("account_name").notNull(),
    accountNumber: text("account_number").notNull(),
    branch: text("branch").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("bank_accounts_member_number").on(t.memberId, t.accountNumber)],
);

export const withdrawals = pgTable(
  "withdrawals",
  {
    id: text("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id),
    requestId: text("request_id").notNull(),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    currency: text("currency").notNull(),
    /** Where to pay: a copy of the bank account at request time. */
    bank: jsonb("bank")
      .$type<{ bankName: string; accountName: string; accountNumber: string; branch: string }>()
      .notNull(),
    /** PENDING, APPROVED, PAID, RECEIVED, NOT_RECEIVED, REJECTED. */
    status: text("status").notNull().default("PENDING"),
    /** MEMBER, AUTO or OPERATOR once received. */
    confirmation: text("confirmation"),
    proofUploadId: integer("proof_upload_id").references(() => uploads.id),
    note: text("note").notNull().default(""),
    reviewedBy: integer("reviewed_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("withdrawals_member_request").on(t.memberId, t.requestId),
    index("withdrawals_merchant_status").on(t.merchantId, t.status),
    check("withdrawals_positive", sql`${t.amount} > 0`),
  ],
);

/** Money moved between the main wallet and a transfer-mode vendor, with our order id. */
export const vendorTransfers = pgTable(
  "vendor_transfers",
  {
    orderId: text("order_id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id),
    requestId: text("request_id").notNull(),
    vendor: text("vendor").notNull(),
    /** TO_VENDOR or FROM_VENDOR. */
    direction: text("direction").notNull(),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    currency: text("currency").notNull(),
    /** PENDING (outcome unknown, money held), SUCCEEDED, FAILED. */
    status: text("status").notNull().default("PENDING"),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the vendor was last asked to apply the order. Written (and committed) before every
     * call: the reconciler leaves an order alone while a call may still be in flight.
     */
    lastCallAt: timestamp("last_call_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("vendor_transfers_member_request").on(t.memberId, t.requestId),
    index("vendor_transfers_status").on(t.status),
    check("vendor_transfers_positive", sql`${t.amount} > 0`),
  ],
);

/**
 * The built-in sandbox vendor's own books (it plays the part of a remote transfer-mode vendor:
 * player balances and the orders it has applied, so its transfer-status call can answer).
 */
export const sandboxVendorWallets = pgTable(
  "sandbox_vendor_wallets",
  {
    merchantId: integer("merchant_id").notNull(),
    player: text("player").notNull(),
    balance: bigint("balance", { mode: "bigint" })
      .notNull()
      .default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.player] }),
    check("sandbox_vendor_non_negative", sql`${t.balance} >= 0`),
  ],
);
export const sandboxVendorOrders = pgTable("sandbox_vendor_orders", {
  orderId: text("order_id").primaryKey(),
  merchantId: integer("merchant_id").notNull(),
  player: text("player").notNull(),
  /** Signed: + into the vendor wallet, - out of it. */
  amount: bigint("amount", { mode: "bigint" }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------
// Operators (back office): separate from members

export const operators = pgTable(
  "operators",
  {
    id: serial("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    /** ADMIN, FINANCE or SUPPORT. */
    role: text("role").notNull(),
    status: text("status").notNull().default("ACTIVE"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("operators_merchant_username").on(t.merchantId, t.username)],
);

export const operatorSessions = pgTable("operator_sessions", {
  tokenHash: text("token_hash").primaryKey(),
  operatorId: integer("operator_id")
    .notNull()
    .references(() => operators.id),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
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
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id),
    operatorId: integer("operator_id").references(() => operators.id),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    ip: text("ip").notNull().default(""),
    requestId: text("request_id").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_merchant_time").on(t.merchantId, t.createdAt),
    check("audit_log_actor", sql`${t.operatorId} is not null or ${t.action} = 'operator.loginFailed'`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Seamless wallet: what game vendors call

/** Each vendor's signing secret per brand (seeded randomly; never sent to members). */
export const vendorSecrets = pgTable(
  "vendor_secrets",
  {
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id),
    vendor: text("vendor").notNull(),
    secret: text("secret").notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.vendor] })],
);

/** A player's session at a vendor, made at launch: the token the vendor sends back. */
export const vendorSessions = pgTable(
  "vendor_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id),
    vendor: text("vendor").notNull(),
    gameCode: text("game_code").notNull(),
    /** Real money or demo credit (free play). */
    currency: text("currency").notNull(),
    /** The member session (token hash) that launched the game: its logout ends this one too. */
    memberSession: text("member_session"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("vendor_sessions_member").on(t.memberId)],
);

/**
 * Every vendor call that moves (or refused to move) money, by the vendor's transaction id: a
 * repeat returns `answer`, the same id with other data is DUPLICATE_TRANSACTION. A rollback that
 * came before its bet leaves a row here, so the late bet is refused. Kept, never deleted.
 */
export const vendorTransactions = pgTable(
  "vendor_transactions",
  {
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id),
    vendor: text("vendor").notNull(),
    transactionId: text("transaction_id").notNull(),
    /** BET, WIN, ROLLBACK, or ROLLED_BACK_BEFORE_ARRIVAL (the tombstone of a bet id). */
    kind: text("kind").notNull(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id),
    roundId: text("round_id").notNull(),
    /** SHA-256 of the request's data: tells a repeat from another call under the same id. */
    fingerprint: text("fingerprint").notNull(),
    answer: jsonb("answer").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.vendor, t.transactionId] })],
);

/** One round of one member at one vendor: what the betting record and profit pages show. */
export const betRecords = pgTable(
  "bet_records",
  {
    id: serial("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id),
    vendor: text("vendor").notNull(),
    roundId: text("round_id").notNull(),
    gameCode: text("game_code").notNull(),
    currency: text("currency").notNull(),
    stake: bigint("stake", { mode: "bigint" })
      .notNull()
      .default(sql`0`),
    payout: bigint("payout", { mode: "bigint" })
      .notNull()
      .default(sql`0`),
    /** OPEN (bet, no result yet), SETTLED, ROLLED_BACK. */
    status: text("status").notNull().default("OPEN"),
    betAt: timestamp("bet_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("bet_records_round").on(t.merchantId, t.vendor, t.roundId, t.memberId),
    index("bet_records_member_time").on(t.memberId, t.betAt),
  ],
);

/** Where the bet pull of each vendor got to, per brand (the vendor's own cursor, opaque to us). */
export const vendorBetCursors = pgTable(
  "vendor_bet_cursors",
  {
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id),
    vendor: text("vendor").notNull(),
    cursor: text("cursor").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.vendor] })],
);

/** Rounds where a vendor's bet pull and our bet records disagree, kept for an operator. */
export const betPullMismatches = pgTable(
  "bet_pull_mismatches",
  {
    id: serial("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id),
    vendor: text("vendor").notNull(),
    roundId: text("round_id").notNull(),
    /** UNKNOWN_PLAYER, STILL_OPEN_HERE, DIFFERENT_AMOUNTS or DIFFERENT_STATUS. */
    reason: text("reason").notNull(),
    foundAt: timestamp("found_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("bet_pull_mismatches_round").on(t.merchantId, t.vendor, t.roundId)],
);

// ---------------------------------------------------------------------------------------------
// House vendor: our own provably fair games (they reach money only through /vendor/*)

/**
 * A member's seed pair for provably fair play: the server seed stays secret (its SHA-256 is
 * shown) until the member rotates it; each round uses the next nonce.
 */
export const houseSeeds = pgTable(
  "house_seeds",
  {
    id: serial("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id),
    serverSeed: text("server_seed").notNull(),
    serverSeedHash: text("server_seed_hash").notNull(),
    clientSeed: text("client_seed").notNull(),
    /** The last nonce used (0: none yet). */
    nonce: integer("nonce").notNull().default(0),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp("revealed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("house_seeds_active_member")
      .on(t.memberId)
      .where(sql`${t.active}`),
  ],
);

/** The house's own record of each round, so a round cut between bet and win is finished later. */
export const houseRounds = pgTable(
  "house_rounds",
  {
    roundId: text("round_id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id),
    game: text("game").notNull(),
    /**
     * The vendor session token the round was played under: the house, like any vendor, sends it
     * with the win (taken after expiry) when it finishes a round that a crash cut short.
     */
    sessionToken: text("session_token").notNull(),
    seedId: integer("seed_id")
      .notNull()
      .references(() => houseSeeds.id),
    nonce: integer("nonce").notNull(),
    currency: text("currency").notNull(),
    bet: bigint("bet", { mode: "bigint" }).notNull(),
    payout: bigint("payout", { mode: "bigint" }).notNull(),
    outcome: jsonb("outcome").$type<Record<string, unknown>>().notNull(),
    /** STARTED (numbers drawn), BET_REFUSED, WINNING (bet taken, win being paid), SETTLED, VOIDING, VOIDED. */
    status: text("status").notNull().default("STARTED"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When it became SETTLED or VOIDED: the order in which the bet pull hands rounds over. */
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [index("house_rounds_status").on(t.status), index("house_rounds_settled").on(t.merchantId, t.settledAt)],
);

/** A member's favourite games. */
export const gameFavourites = pgTable(
  "game_favourites",
  {
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id),
    gameId: integer("game_id")
      .notNull()
      .references(() => games.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameId] })],
);

/** The games a member launched, with the last time (the "recent" lane). */
export const gameRecents = pgTable(
  "game_recents",
  {
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id),
    gameId: integer("game_id")
      .notNull()
      .references(() => games.id),
    playedAt: timestamp("played_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.gameId] }),
    index("game_recents_member_time").on(t.memberId, t.playedAt),
  ],
);

// --- Job runs (jobs/runner.ts): one row per (job, period) ------------------------------------

/**
 * One period of a periodic job: created when the period is due, claimed by one runner at a time
 * (status RUNNING with a lease), retried with back-off on failure. Unique per (job, period), so
 * every instance and `npm run worker` can run the same jobs without a period running twice.
 */
export const jobRuns = pgTable(
  "job_runs",
  {
    id: serial("id").primaryKey(),
    job: text("job").notNull(),
    /** The period's start as an ISO instant (UTC): the run's identity within its job. */
    periodKey: text("period_key").notNull(),
    periodStart: timestamp("period_start", { withTimezone: true }).notNull(),
    /** PENDING (due or waiting for a retry), RUNNING (claimed), SUCCEEDED, FAILED (gave up). */
    status: text("status").$type<"PENDING" | "RUNNING" | "SUCCEEDED" | "FAILED">().notNull().default("PENDING"),
    /** Attempts started; a claim takes the next number, and only its holder may finish it. */
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** When a PENDING run may be claimed (its back-off after a failure). */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    /** Until when the RUNNING claim holds; past it a crashed runner's claim may be taken over. */
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    /** Which runner holds or last held the claim (host:pid:random), for operators. */
    claimedBy: text("claimed_by"),
    /** The last failure: error type and message only, never a stack or SQL. */
    error: text("error"),
  },
  (t) => [
    uniqueIndex("job_runs_job_period").on(t.job, t.periodKey),
    index("job_runs_claimable").on(t.job, t.status, t.nextAttemptAt),
    index("job_runs_status").on(t.status, t.id),
    check("job_runs_status_known", sql`${t.status} in ('PENDING', 'RUNNING', 'SUCCEEDED', 'FAILED')`),
    check("job_runs_attempts_not_negative", sql`${t.attempts} >= 0`),
  ],
);
