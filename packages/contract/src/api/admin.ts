import { z } from "zod";
import { exactText, secret, text } from "../input-schemas";
import { LANGUAGES } from "../languages";
import {
  amountInput,
  bankDetailsSchema,
  DEPOSIT_STATUSES,
  PAYMENT_CHANNEL_KINDS,
  requestIdInput,
  serialIdParam,
  WITHDRAWAL_STATUSES,
} from "./money";

/**
 * The operator API (back office) under /admin/*. Operators are separate from members: their
 * own accounts, sessions and roles. Every write is recorded in the audit log.
 */
export const ADMIN = {
  /** Name and password: answers a second-factor challenge (TOTP, or ENROL at the first sign-in), never a session. */
  login: "/admin/session/login",
  /** The challenge and a TOTP code (or one recovery code): answers the session. */
  secondFactor: "/admin/session/secondFactor",
  /** New recovery codes for the calling operator (a current TOTP code required); the old ones void. */
  recoveryCodes: "/admin/session/recoveryCodes",
  logout: "/admin/session/logout",
  me: "/admin/session/me",
  operators: "/admin/operators",
  deposits: "/admin/deposits",
  depositReceipt: "/admin/deposits/:orderNo/receipt",
  depositConfirm: "/admin/deposits/:orderNo/confirm",
  depositReject: "/admin/deposits/:orderNo/reject",
  withdrawals: "/admin/withdrawals",
  withdrawalProof: "/admin/withdrawals/:id/proof",
  withdrawalApprove: "/admin/withdrawals/:id/approve",
  withdrawalPay: "/admin/withdrawals/:id/pay",
  withdrawalReject: "/admin/withdrawals/:id/reject",
  withdrawalReceived: "/admin/withdrawals/:id/received",
  adjustments: "/admin/members/:memberId/adjustments",
  vendorTransfers: "/admin/vendorTransfers",
  reconcile: "/admin/vendorTransfers/reconcile",
  /** The bet pull of one game vendor, now (a job runs it every few minutes). */
  pullBets: "/admin/vendors/:vendor/pullBets",
  /** Puts a game vendor under maintenance (with its planned end, when known) or opens it again. */
  vendorMaintenance: "/admin/vendors/:vendor/maintenance",
  /** The brand's vendor listings (GET), one per vendor and category, in lobby order. */
  vendors: "/admin/vendors",
  /** A game vendor's hot flag and sort order in the lobby, on each of its listings (PUT). */
  vendor: "/admin/vendors/:vendor",
  /** The brand's catalogue games by vendor or category in catalogue order, keyset paged (GET). */
  games: "/admin/games",
  /** A catalogue game's hot flag, free play (trial) and sort order (PUT). */
  game: "/admin/games/:id",
  /** Rounds where a vendor's bet pull and our records disagree, newest first. */
  betMismatches: "/admin/vendors/betMismatches",
  audit: "/admin/audit",
  /** The whole OpenAPI document, operator API included (the public /docs omits it). */
  openapi: "/admin/openapi.json",
  settings: "/admin/settings",
  setting: "/admin/settings/:key",
  paymentChannels: "/admin/paymentChannels",
  paymentChannel: "/admin/paymentChannels/:id",
  /** Runs of the periodic jobs (one per job and period), newest period first. */
  jobs: "/admin/jobs",
  /** Puts a FAILED run back in line for the job runner (ADMIN only, audited). */
  jobRerun: "/admin/jobs/:id/rerun",
  /** Uploads a picture for the brand (PNG or JPG, the member upload checks); answers its URL. */
  images: "/admin/images",
  /** Sets the picture of a vendor (by code), a game, a banner or a promotion (by id). */
  picture: "/admin/pictures/:kind/:target",
} as const;

/** Where an operator's pictures show. */
export const PICTURE_KINDS = ["vendor", "game", "banner", "promotion"] as const;
export type PictureKind = (typeof PICTURE_KINDS)[number];
export const brandImageSchema = z.object({ id: z.number().int(), url: z.string() });
export const pictureParams = z.object({ kind: z.enum(PICTURE_KINDS), target: exactText(32).min(1) });
export const pictureRequest = z.object({ imageId: serialIdParam });
/** The public path of an operator's picture (id and digest prefix: not enumerable). */
export const BRAND_IMAGE_PATH = "/media/images/:file";

/**
 * ADMIN: everything, including operator accounts. FINANCE: deposits, withdrawals, adjustments,
 * reconciliation, and reads. SUPPORT: reads and member support (lock, password, sessions,
 * labels). MARKETING: promotions, missions, VIP, points, content, pictures of banners and
 * promotions and member messages, and the common reads - not the money queues (`readMoney`) nor
 * members' private data (`readMembers`). What each may do is the server's permission table; the answers of
 * `me` and `secondFactor` list the caller's permissions so a client builds its menu from them.
 */
export const OPERATOR_ROLES = ["ADMIN", "FINANCE", "SUPPORT", "MARKETING"] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const operatorLoginRequest = z.object({ username: text(64).min(1), password: secret.min(1) });

/** A TOTP code (6 digits) or a recovery code (as shown, dashes and case ignored). */
export const secondFactorCode = z
  .string()
  .trim()
  .regex(/^[0-9]{6}$|^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, "code");
/**
 * The answer to a right name and password: a single-use challenge (valid until `expiresAt`, epoch
 * ms, 5 minutes) to send with the second factor. TOTP: the operator is enrolled, a code from the
 * app is asked. ENROL: the operator's first sign-in: the new secret (base32, to type into an
 * authenticator app), its otpauth:// URI and the same as a QR code (an SVG data URL); the first
 * right code completes the enrolment.
 */
export const operatorLoginAnswerSchema = z.discriminatedUnion("stage", [
  z.object({ stage: z.literal("TOTP"), challenge: z.string(), expiresAt: z.number().int() }),
  z.object({
    stage: z.literal("ENROL"),
    challenge: z.string(),
    expiresAt: z.number().int(),
    secret: z.string(),
    otpauthUri: z.string(),
    qrCode: z.string(),
  }),
]);
export type OperatorLoginAnswer = z.infer<typeof operatorLoginAnswerSchema>;
export const secondFactorRequest = z.object({ challenge: exactText(128).min(1), code: secondFactorCode });
/** A live operator session; `recoveryCodes` (10, single use) only right after an enrolment: shown once. */
export const operatorSessionSchema = z.object({
  token: z.string(),
  username: z.string(),
  role: z.enum(OPERATOR_ROLES),
  permissions: z.array(z.string()),
  recoveryCodes: z.array(z.string()).optional(),
});
export type OperatorSession = z.infer<typeof operatorSessionSchema>;
/** New recovery codes: a current TOTP code from the operator's app proves it is still theirs. */
export const recoveryCodesRequest = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[0-9]{6}$/, "code"),
});
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
/** The calling operator (`me`), with what its role may do. */
export const operatorMeSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(OPERATOR_ROLES),
  permissions: z.array(z.string()),
  /** The brand's money: its currency code and scale (fraction digits of a minor unit), e.g. "CNY" and 2. */
  currency: z.string(),
  currencyScale: z.number().int().min(0),
});
export const operatorSchema = z.object({ id: z.number().int(), username: z.string(), role: z.enum(OPERATOR_ROLES) });
/** An operator in the brand's list (Settings > Operators). */
export const operatorRowSchema = operatorSchema.extend({
  status: z.string(),
  /** Has enrolled an authenticator app (first sign-in done). */
  enrolled: z.boolean(),
  createdAt: z.number().int(),
});
export const operatorListSchema = z.object({ list: z.array(operatorRowSchema) });
export const createOperatorRequest = z.object({
  username: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_]{4,32}$/, "username"),
  password: secret.min(12),
  role: z.enum(OPERATOR_ROLES),
});

export const adminPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export const adminDepositQuery = adminPageQuery.extend({ status: z.enum(DEPOSIT_STATUSES).optional() });
export const adminWithdrawalQuery = adminPageQuery.extend({ status: z.enum(WITHDRAWAL_STATUSES).optional() });
export const reviewNoteRequest = z.object({ note: text(500).default("") });
export const memberIdParams = z.object({ memberId: serialIdParam });

export const adjustmentRequest = z.object({
  /** Credit (+) or debit (-) of the member's main wallet. */
  direction: z.enum(["CREDIT", "DEBIT"]),
  amount: amountInput,
  /** Why: required, kept in the audit log and the transfer's reference. */
  reason: text(200).min(3),
  requestId: requestIdInput,
});

export const adminDepositSchema = z.object({
  orderNo: z.string(),
  memberId: z.number().int(),
  account: z.string(),
  channelKind: z.string(),
  channelName: z.string(),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  hasReceipt: z.boolean(),
  note: z.string(),
  createdAt: z.number().int(),
});
export const adminWithdrawalSchema = z.object({
  id: z.string(),
  memberId: z.number().int(),
  account: z.string(),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  bank: z.object({ bankName: z.string(), accountName: z.string(), accountNumber: z.string(), branch: z.string() }),
  confirmation: z.string().nullable(),
  hasProof: z.boolean(),
  /** A large order one operator approved: it waits for a second operator's approval (four eyes). */
  awaitingSecondApproval: z.boolean(),
  /** Opened by an operator to return a self-excluded member's money (MEMBERS_ADMIN.returnFunds), not by the member. */
  returnedFunds: z.boolean(),
  note: z.string(),
  createdAt: z.number().int(),
});
export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** The operator who acted; null for a failed login (its attempted name is the targetId). */
  operator: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  detail: z.record(z.string(), z.unknown()),
  ip: z.string(),
  requestId: z.string(),
  time: z.number().int(),
});
export const VENDOR_TRANSFER_DIRECTIONS = ["TO_VENDOR", "FROM_VENDOR"] as const;
export const vendorTransferSchema = z.object({
  orderId: z.string(),
  memberId: z.number().int(),
  vendor: z.string(),
  direction: z.enum(VENDOR_TRANSFER_DIRECTIONS),
  amount: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  createdAt: z.number().int(),
});
export const reconcileResultSchema = z.object({ resolved: z.number().int(), stillPending: z.number().int() });
export const pullBetsParams = z.object({ vendor: exactText(32).min(1) });
export const vendorMaintenanceParams = pullBetsParams;
/** Under maintenance or not; `until` (epoch ms, in the future) is the planned end when known. */
export const vendorMaintenanceRequest = z
  .object({
    maintenance: z.boolean(),
    until: z.number().int().positive().max(8_640_000_000_000_000).nullable().optional(),
  })
  .strict()
  .refine((body) => body.maintenance || body.until == null, {
    message: "A vendor that is not under maintenance has no planned end",
    path: ["until"],
  });
export const vendorMaintenanceSchema = z.object({
  vendor: z.string(),
  maintenance: z.boolean(),
  maintenanceUntil: z.number().int().nullable(),
});
export const BET_PULL_MISMATCH_REASONS = [
  "UNKNOWN_PLAYER",
  "STILL_OPEN_HERE",
  "DIFFERENT_AMOUNTS",
  "DIFFERENT_STATUS",
] as const;
export const betMismatchSchema = z.object({
  vendor: z.string(),
  roundId: z.string(),
  reason: z.enum(BET_PULL_MISMATCH_REASONS),
  foundAt: z.number().int(),
});
export type BetMismatch = z.infer<typeof betMismatchSchema>;
export const pullBetsResultSchema = z.object({
  vendor: z.string(),
  pulled: z.number().int(),
  imported: z.number().int(),
  matched: z.number().int(),
  mismatched: z.array(z.object({ roundId: z.string(), reason: z.enum(BET_PULL_MISMATCH_REASONS) })),
});

export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

// --- Brand configuration: settings and payment channels ------------------------------------

export const settingParams = z.object({ key: exactText(64) });
/** The new value of one setting (its schema is the server's SETTINGS_SCHEMA entry). */
export const settingUpdateRequest = z.object({ value: z.unknown() });

/**
 * Text a member will read (a channel's name, the bank to pay into): trimmed, and with at least
 * one visible character (whitespace, zero-width and control characters alone are empty).
 */
export const visibleText = (max: number) =>
  text(max)
    .min(1)
    .regex(/[^\s\p{Z}\p{Cc}\p{Cf}]/u, "empty");
/** A name per language: at least one language, and no language with an empty name. */
const localizedName = z
  .partialRecord(z.enum(LANGUAGES), visibleText(64))
  .refine((names) => Object.keys(names).length > 0, "a name in at least one language");
/** The operator's receiving account of a bank-transfer channel: what members pay into. */
export const bankDetailsInput = z.object({
  bankName: visibleText(64),
  accountName: visibleText(64),
  accountNumber: visibleText(34),
  branch: text(64).default(""),
});
/** What an operator may change on a channel (code and kind are fixed once created). */
export const paymentChannelPatch = z
  .object({
    name: localizedName,
    /** GATEWAY: the adapter's name. */
    gateway: text(32),
    /** BANK_TRANSFER: the operator's receiving account. */
    bank: bankDetailsInput.nullable(),
    /** GATEWAY: the signing secret from the gateway (write-only; random when omitted at creation). */
    secret: exactText(256).min(16),
    minAmount: amountInput,
    maxAmount: amountInput,
    enabled: z.boolean(),
    sort: z.number().int().min(0).max(10_000),
  })
  .partial();
export const paymentChannelInput = paymentChannelPatch
  .required({ name: true, minAmount: true, maxAmount: true })
  .extend({
    code: z
      .string()
      .trim()
      .regex(/^[A-Z0-9_]{2,32}$/, "code"),
    kind: z.enum(PAYMENT_CHANNEL_KINDS),
  });
export const channelIdParams = z.object({ id: serialIdParam });
export const adminPaymentChannelSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(PAYMENT_CHANNEL_KINDS),
  name: z.record(z.string(), z.string()),
  gateway: z.string(),
  bank: bankDetailsSchema.nullable(),
  minAmount: z.string(),
  maxAmount: z.string(),
  enabled: z.boolean(),
  sort: z.number().int(),
});

// --- Periodic jobs: their runs, and re-running a failed one ---------------------------------

/** PENDING: due, or waiting for its retry; RUNNING: claimed; FAILED: out of attempts. */
export const JOB_RUN_STATUSES = ["PENDING", "RUNNING", "SUCCEEDED", "FAILED"] as const;
export const adminJobRunQuery = adminPageQuery.extend({
  job: exactText(64).min(1).optional(),
  status: z.enum(JOB_RUN_STATUSES).optional(),
});
export const jobRunParams = z.object({ id: serialIdParam });
export const jobRunSchema = z.object({
  id: z.number().int(),
  job: z.string(),
  /** The period's start, ISO (UTC). */
  period: z.string(),
  status: z.enum(JOB_RUN_STATUSES),
  attempts: z.number().int(),
  /** Times in epoch milliseconds; null until they happen. */
  startedAt: z.number().int().nullable(),
  finishedAt: z.number().int().nullable(),
  /** When a PENDING run may next be tried (its back-off). */
  nextAttemptAt: z.number().int(),
  /** The runner holding or last holding the run. */
  claimedBy: z.string().nullable(),
  /** The last failure (type and message), kept until the run succeeds. */
  error: z.string().nullable(),
});
export type JobRunView = z.infer<typeof jobRunSchema>;
