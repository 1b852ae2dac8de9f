import path from "node:path";
import { z } from "zod";
import { LANGUAGES } from "@portal/contract/languages";
import { publicOriginSchema } from "./http/public-origin";

/** The demo brand: the default MERCHANT_CODE, the only brand seeded with demo data unless asked. */
export const DEMO_MERCHANT_CODE = "DEMO";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const list = z.string().transform((s) =>
  s
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean),
);

/**
 * The whole configuration, read from the environment once at start. Every variable is
 * listed in the README. A bad value stops start-up with a message naming the variable.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** Connections each instance keeps to PostgreSQL. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
  /** How long a request waits for a free connection before it is answered 503. */
  DATABASE_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Prefix of every Redis key, so several deployments can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,32}$/)
    .default("portal:"),
  DATA_DIR: z.string().min(1).default("./data"),
  MERCHANT_CODE: z
    .string()
    .regex(/^[A-Za-z0-9_]{2,32}$/, "2-32 letters, digits or _")
    .default(DEMO_MERCHANT_CODE),
  BRAND_NAME: z.string().min(1).max(64).default("Demo Portal"),
  DEFAULT_LANGUAGE: z.enum(LANGUAGES).default("en"),
  /** Forces maintenance on whatever the operator setting says (an emergency switch). */
  MAINTENANCE: bool.default(false),
  /** Countries (ISO alpha-2) to block; when set it replaces the operator setting. */
  BLOCKED_COUNTRIES: list.pipe(z.array(z.string().regex(/^[A-Z]{2}$/, "ISO 3166 alpha-2 codes"))).optional(),
  /** Addresses or CIDRs of proxies whose X-Forwarded-For is believed. Empty: none. */
  TRUSTED_PROXIES: list.default([]),
  /** `production` never seeds demo data (see seedDemo below). */
  NODE_ENV: z.string().optional(),
  /** Unset: the demo is seeded for the demo brand only, and never in production. */
  SEED_DEMO: bool.optional(),
  /** How long brand settings and site info are reused before re-reading the database. */
  STATUS_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST_DIR: z.string().min(1).optional(),
  BACK_OFFICE_DIST_DIR: z.string().min(1).optional(),
  /** An HTTP SMS gateway: POST JSON { to, text }; unset writes SMS to the outbox and the log only. */
  SMS_HTTP_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Sent as `authorization: Bearer <token>` to SMS_HTTP_URL. */
  SMS_HTTP_TOKEN: z.string().min(1).optional(),
  /** An SMTP server for e-mail (nodemailer URL); unset writes e-mail to the outbox and the log only. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).max(256).default("no-reply@localhost"),
  /**
   * Where people reach the server's brand (https://...), for links in mails; a brand's
   * publicOrigin setting overrides it. Default: http://localhost:<PORT>.
   */
  PUBLIC_ORIGIN: publicOriginSchema.optional(),
  /**
   * Bearer token the monitoring system sends to /metrics. Unset: /metrics is not served at all
   * (process and route figures are not for visitors).
   */
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,256}$/, "16-256 printable characters, no spaces")
    .optional(),
  /**
   * The key (32 bytes, base64) that seals operators' TOTP secrets at rest (decision 0047). Unset:
   * a key the server makes and keeps in its database (server_keys). Set it in production so a
   * copy of the database alone does not open the secrets.
   */
  OPERATOR_SECRET_KEY: z
    .string()
    .trim()
    .refine((v) => Buffer.from(v, "base64").length === 32, "32 bytes, base64 (openssl rand -base64 32)")
    .transform((v) => Buffer.from(v, "base64"))
    .optional(),
  /**
   * `off` keeps the periodic jobs off this HTTP instance (a separate `npm run worker` runs them).
   * Instances that run them share each period without doing it twice, so `on` is safe anywhere.
   */
  JOBS: z
    .enum(["on", "off", "true", "false", "1", "0", "yes", "no"], "on or off")
    .transform((v) => v === "on" || v === "true" || v === "1" || v === "yes")
    .default(true),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  databasePoolMax: number;
  databaseAcquireTimeoutMs: number;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  dataDir: string;
  merchantCode: string;
  brandName: string;
  defaultLanguage: (typeof LANGUAGES)[number];
  forceMaintenance: boolean;
  blockedCountries: string[] | undefined;
  trustedProxies: string[];
  /** NODE_ENV=production. */
  production: boolean;
  /**
   * Seed the demo data (demo accounts and operator, sandbox gateway and vendor, demo content)
   * on start. Every start seeds the brand's base configuration whatever this says.
   */
  seedDemo: boolean;
  statusCacheMs: number;
  logLevel: string;
  /** Built SPA; undefined serves no HTML (API only). */
  webDistDir: string | undefined;
  /** Built back office (apps/back-office), served under /back-office/; undefined serves none. */
  backOfficeDistDir: string | undefined;
  smsHttpUrl: string | undefined;
  smsHttpToken: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The default public origin of outgoing links (PUBLIC_ORIGIN); brands may set their own. */
  publicOrigin: string;
  /** The bearer token of /metrics; undefined serves no /metrics. */
  metricsToken: string | undefined;
  /** Run the periodic jobs in this instance (JOBS); `npm run worker` runs them whatever this says. */
  jobs: boolean;
  /** OPERATOR_SECRET_KEY: seals operators' TOTP secrets; undefined uses a key kept in the database. */
  operatorSecretKey: Buffer | undefined;
};

export class ConfigError extends Error {}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  defaults: { webDistDir?: string; backOfficeDistDir?: string } = {},
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  // Demo accounts with printed passwords, an ADMIN operator and a gateway that pays without
  // money must never reach a real brand: a production start refuses to seed them at all.
  if (production && e.SEED_DEMO === true) {
    throw new ConfigError(
      "Invalid configuration:\n  SEED_DEMO: demo data (demo accounts and operator, sandbox gateway and vendor) " +
        "is never seeded with NODE_ENV=production; unset SEED_DEMO or set it to false",
    );
  }
  // Links in mails must point at the brand's real address, not at this machine.
  if (production && !e.PUBLIC_ORIGIN) {
    throw new ConfigError(
      "Invalid configuration:\n  PUBLIC_ORIGIN: required with NODE_ENV=production (the https:// address of the " +
        "portal, from which links in mails are built)",
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    databaseAcquireTimeoutMs: e.DATABASE_ACQUIRE_TIMEOUT_MS,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    dataDir: path.resolve(e.DATA_DIR),
    merchantCode: e.MERCHANT_CODE,
    brandName: e.BRAND_NAME,
    defaultLanguage: e.DEFAULT_LANGUAGE,
    forceMaintenance: e.MAINTENANCE,
    blockedCountries: e.BLOCKED_COUNTRIES,
    trustedProxies: e.TRUSTED_PROXIES,
    production,
    seedDemo: e.SEED_DEMO ?? (e.MERCHANT_CODE === DEMO_MERCHANT_CODE && !production),
    statusCacheMs: e.STATUS_CACHE_MS,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : defaults.webDistDir,
    backOfficeDistDir: e.BACK_OFFICE_DIST_DIR ? path.resolve(e.BACK_OFFICE_DIST_DIR) : defaults.backOfficeDistDir,
    smsHttpUrl: e.SMS_HTTP_URL,
    smsHttpToken: e.SMS_HTTP_TOKEN,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicOrigin: e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`,
    metricsToken: e.METRICS_TOKEN,
    jobs: e.JOBS,
    operatorSecretKey: e.OPERATOR_SECRET_KEY,
  };
}
