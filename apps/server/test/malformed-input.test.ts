import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { convertRequest, POINTS_API, redeemRequest } from "@portal/contract/api/points";
import {
  changePasswordRequest,
  loginRequest,
  paymentPasswordRequest,
  registerRequest,
  resetPasswordByMobileRequest,
  resetPasswordByTokenRequest,
} from "@portal/contract/api/accounts";
import { ADMIN } from "@portal/contract/api/admin";
import { bindBankAccountRequest, createWithdrawalRequest, transferUplineRequest } from "@portal/contract/api/money";
import { API } from "@portal/contract/api/paths";
import {
  VENDOR_API,
  VENDOR_HEADERS,
  vendorAnswerSchema,
  vendorSessionAnswerSchema,
  vendorWinBatchAnswerSchema,
} from "@portal/contract/api/vendor-wallet";
import { ERROR_CODES } from "@portal/contract/error-codes";
import { games, vendorSecrets } from "../src/db/schema";
import { SettingsRepository } from "../src/modules/system/settings-repository";
import { signVendorRequest } from "../src/modules/vendor-api/signature";
import { SANDBOX_GATEWAY_PAY_PATH } from "../src/modules/deposits/gateways/sandbox";
import { SLOT_GAME_CODE } from "../src/vendors/house/slot-service";
import { HOUSE_VENDOR } from "../src/vendors/house/platform-client";
import { PROTECTION_API } from "@portal/contract/api/protection";
import { freshIp, sealed } from "./accounts-helper";
import { solveBotCheck } from "./bot-check-helper";
import { newMember, operatorToken, PAYMENT_PASSWORD, post, type TestMember } from "./money-helper";
import { signInOperator } from "./operator-helper";
import { createTestApp, type TestApp } from "./test-app";

/**
 * Findings 11 and 12: every route of the OpenAPI document (and the routes it leaves out) gets
 * malformed input in each of its inputs, with a real member's, operator's, game's or vendor's
 * credentials so that validation (and whatever lies past it) is reached. No answer may be a 5xx,
 * every JSON answer must be the envelope (the vendor answer under /vendor/*), and U+0000, lone
 * surrogates and dates beyond the Date range must be refused at validation.
 */

const NUL = "\u0000";
const LONE_SURROGATE = "\ud800";
/** Beyond the JavaScript Date range (8.64e15 ms), as the penetration test sent it. */
const FAR_DATE = "8700000000000000";
/** Longer than Fastify's maxParamLength (100). */
const LONG_PARAM = "a".repeat(150);

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  minItems?: number;
  minimum?: number;
  maximum?: number;
  minLength?: number;
}
interface Parameter {
  in: "path" | "query" | "header";
  name: string;
  schema: JsonSchema;
}
interface Operation {
  method: string;
  /** The route's path, with `{name}` parameters. */
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
  /** Encrypted body: the schema of what is sealed inside `{ value }`. */
  sealedBody?: JsonSchema;
}
type Value = unknown;
type Path = (string | number)[];

/** The routes with an encrypted body, and what their plaintext must be (the route opens it with it). */
const SEALED_SCHEMAS: Record<string, z.ZodType> = {
  [`POST ${API.login}`]: loginRequest,
  [`PUT ${API.register}`]: registerRequest,
  [`PUT ${API.registerMobile}`]: registerRequest,
  [`POST ${API.changePassword}`]: changePasswordRequest,
  [`POST ${API.resetPasswordByToken}`]: resetPasswordByTokenRequest,
  [`POST ${API.resetPasswordByMobile}`]: resetPasswordByMobileRequest,
  [`POST ${API.paymentPassword}`]: paymentPasswordRequest,
  [`POST ${API.transferUpline}`]: transferUplineRequest,
  [`POST ${API.bankAccounts}`]: bindBankAccountRequest,
  [`POST ${API.withdrawals}`]: createWithdrawalRequest,
  [`POST ${POINTS_API.redeem.replace(":id", "{id}")}`]: redeemRequest,
  [`POST ${POINTS_API.convert}`]: convertRequest,
};

/**
 * Routes the document leaves out (hidden) that take input. /ws (a socket), /healthz and
 * /metrics take none.
 */
const HIDDEN_OPERATIONS: Operation[] = [
  {
    method: "GET",
    path: SANDBOX_GATEWAY_PAY_PATH.replace(":orderNo", "{orderNo}"),
    parameters: [
      { in: "path", name: "orderNo", schema: { type: "string" } },
      { in: "query", name: "language", schema: { type: "string" } },
    ],
  },
  {
    method: "POST",
    path: SANDBOX_GATEWAY_PAY_PATH.replace(":orderNo", "{orderNo}"),
    parameters: [{ in: "path", name: "orderNo", schema: { type: "string" } }],
    body: { type: "object", properties: { outcome: { enum: ["PAID", "FAILED"] } } },
  },
];

/** Extra body fields a route reads that its schema leaves open (a gateway's callback). */
const OPEN_BODY_FIELDS: Record<string, JsonSchema> = {
  [`POST /wps/payments/callback/{gateway}`]: {
    type: "object",
    properties: {
      orderNo: { type: "string" },
      amount: { type: "string" },
      status: { type: "string" },
      reference: { type: "string" },
      timestamp: { type: "integer" },
      signature: { type: "string" },
    },
  },
};

const isDateLike = (name: string) => /^(from|to)$|At$|Time$|^date/i.test(name);

/** Percent-encodes like encodeURIComponent, but a lone surrogate as its 3 bytes (as a raw client may send it). */
function encodeLoose(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join("");
    } else out += encodeURIComponent(char);
  }
  return out;
}

let t: TestApp;
let member: TestMember;
/** The member the operator routes act on (a lock or ended sessions must not end the walker's session). */
let target: TestMember;
let admin: string;
let gameToken: string;
let houseSecret: string;
let slotNode: number;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp();
  // Solving the bot check costs next to nothing here: the walk solves one per variant of the
  // login, registration and SMS calls so that their other fields are reached.
  await new SettingsRepository(t.database.db).write(t.merchantId, "botCheckCost", 1);
  await new SettingsRepository(t.database.db).write(t.merchantId, "botCheckMaxCounter", 2);
  member = await newMember(t.app, "walker");
  target = await newMember(t.app, "walktarget");
  admin = await operatorToken(t);
  const [slot] = await t.database.db.select().from(games).where(eq(games.gameCode, SLOT_GAME_CODE));
  slotNode = slot!.id;
  const url = (await post(t.app, API.launchGame, member.token, { nodeId: slotNode, accountType: 1 })).json().value
    .game_url as string;
  gameToken = new URL(url, "http://x").searchParams.get("token")!;
  const [secret] = await t.database.db
    .select({ secret: vendorSecrets.secret })
    .from(vendorSecrets)
    .where(and(eq(vendorSecrets.merchantId, t.merchantId), eq(vendorSecrets.vendor, HOUSE_VENDOR)));
  houseSecret = secret!.secret;
}, 60_000);
afterAll(() => t.close());

/** Good values for fields whose schema alone does not say how to pass it (patterns, references). */
function namedValue(name: string): (() => Value | Promise<Value>) | undefined {
  const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;
  const values: Record<string, () => Value | Promise<Value>> = {
    username: () => `wk${unique()}`.slice(0, 16),
    password: () => "Secret123",
    confirmPassword: () => "Secret123",
    birthday: () => "1990-01-31",
    oldPassword: () => "Secret123",
    newPassword: () => "Secret456",
    confirmNewPassword: () => "Secret456",
    paymentPassword: () => PAYMENT_PASSWORD,
    newPaymentPassword: () => "246800",
    confirmPaymentPassword: () => "246800",
    amount: () => "1.00",
    minAmount: () => "1.00",
    maxAmount: () => "100.00",
    requestId: () => randomUUID(),
    transactionId: () => randomUUID(),
    betTransactionId: () => randomUUID(),
    roundId: () => randomUUID(),
    email: () => `${unique()}@example.com`,
    mobileNum: () => `9${String(10_000_000 + counter++).slice(-8)}`,
    mobileNo: () => `9${String(10_000_000 + counter++).slice(-8)}`,
    countryDialingCode: () => "84",
    verificationCode: () => "123456",
    botCheck: () => solveBotCheck(t.app),
    token: () => gameToken,
    clientSeed: () => "walk-seed",
    nodeId: () => slotNode,
    channelId: () => 1,
    bankAccountId: () => 1,
    memberId: () => target.id,
    gameCode: () => SLOT_GAME_CODE,
    currency: () => "USD",
    accountNumber: () => "1234567890",
    code: () => `WALK_${counter++}`,
    from: () => "MAIN",
    to: () => "SANDBOX",
    gateway: () => "sandbox",
    vendor: () => HOUSE_VENDOR,
    key: () => "mainDomain",
    value: () => "walk.example.com",
    orderNo: () => "D000000000",
    id: () => "W000000000",
    note: () => "checked",
    reason: () => "walker check",
    nickname: () => "walker",
    language: () => "en",
    url: () => "localhost",
    affiliateCode: () => "AFF001",
    secret: () => "s".repeat(24),
  };
  return values[name];
}

const nonNull = (schema: JsonSchema): JsonSchema =>
  schema.anyOf ? nonNull(schema.anyOf.find((s) => s.type !== "null") ?? schema.anyOf[0]!) : schema;
const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type);

/** A value that passes the schema as far as a generic walk can tell. */
async function validValue(name: string, rawSchema: JsonSchema): Promise<Value> {
  const schema = nonNull(rawSchema);
  const type = typeOf(schema);
  const named = namedValue(name);
  if (named && (type === undefined || type === "string" || type === "integer")) return named();
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  switch (type) {
    case "string":
      return "walk".padEnd(schema.minLength ?? 1, "k");
    case "integer":
    case "number":
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    case "boolean":
      return true;
    case "array":
      return schema.minItems ? [await validValue(name, schema.items ?? {})] : [];
    case "object":
      return validObject(schema);
    default:
      return "walk";
  }
}

/**
 * Optional fields checked against stored data (a made-up code or captcha would be refused before
 * the other fields are used): left out of a body unless the variant is about them.
 */
const LEFT_OUT_UNLESS_TESTED = new Set(["affiliateCode", "recommenderId", "referralCode", "captcha", "captchaId"]);

async function validObject(schema: JsonSchema): Promise<Record<string, Value>> {
  const out: Record<string, Value> = {};
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    if (LEFT_OUT_UNLESS_TESTED.has(key) && !schema.required?.includes(key)) continue;
    out[key] = await validValue(key, property);
  }
  if (typeof schema.additionalProperties === "object" && !schema.properties) {
    const key = String(schema.propertyNames?.enum?.[0] ?? "en");
    out[key] = await validValue(key, schema.additionalProperties);
  }
  return out;
}

/** Where a string (or untyped) value sits in an object of this schema. */
function stringPaths(rawSchema: JsonSchema, at: Path = []): Path[] {
  const schema = nonNull(rawSchema);
  const type = typeOf(schema);
  if (schema.enum || schema.const !== undefined) return [at];
  if (type === "object" || schema.properties) {
    const paths = Object.entries(schema.properties ?? {}).flatMap(([key, s]) => stringPaths(s, [...at, key]));
    if (typeof schema.additionalProperties === "object" && !schema.properties) {
      const key = String(schema.propertyNames?.enum?.[0] ?? "en");
      paths.push(...stringPaths(schema.additionalProperties, [...at, key]));
    }
    return paths;
  }
  if (type === "array") return stringPaths(schema.items ?? {}, [...at, 0]);
  if (type === "string" || type === undefined) return [at];
  return [];
}

function withValue(object: Record<string, Value>, path: Path, value: (old: Value) => Value) {
  const copy = structuredClone(object) as Record<string | number, Value>;
  let node = copy;
  for (let i = 0; i < path.length - 1; i++) {
    node[path[i]!] ??= typeof path[i + 1] === "number" ? [] : {};
    node = node[path[i]!] as Record<string | number, Value>;
  }
  const last = path[path.length - 1]!;
  node[last] = value(node[last]);
  return copy;
}

interface Variant {
  label: string;
  /** Which refusal the variant must get; undefined: any answer that is not a 5xx. */
  expect?: "VALIDATION_FAILED" | "URI_TOO_LONG";
  path?: Record<string, string>;
  query?: Record<string, string>;
  body?: (base: Record<string, Value>) => Record<string, Value>;
}

/**
 * The valid request, sent first: every route gets it, even one without inputs (with an unknown
 * query parameter carrying U+0000, which schemas drop). Its answer tells whether the route
 * refuses this caller before reading any input.
 */
const VALID_REQUEST: Variant = { label: "valid input, unknown query parameter: U+0000", query: { walk: NUL } };

function variantsOf(op: Operation): Variant[] {
  const variants: Variant[] = [VALID_REQUEST];
  const bad = [
    { label: "U+0000", text: (old: Value) => `${typeof old === "string" ? old : "walk"}${NUL}` },
    { label: "lone surrogate", text: (old: Value) => `${typeof old === "string" ? old : "walk"}${LONE_SURROGATE}` },
  ];
  for (const p of op.parameters) {
    if (p.in === "header") continue;
    const type = typeOf(nonNull(p.schema));
    const where = p.in === "path" ? "path" : "query";
    if (type === "string" || type === undefined) {
      for (const b of bad) {
        variants.push({
          label: `${p.in} ${p.name}: ${b.label}`,
          // A URL cannot carry a lone surrogate: its bytes are not UTF-8, so the router refuses
          // the path and the query parser keeps the text undecoded. Only U+0000 gets through.
          expect: b.label === "U+0000" ? "VALIDATION_FAILED" : undefined,
          [where]: { [p.name]: b.text(namedValue(p.name)?.() ?? "walk") },
        });
      }
    }
    if (p.in === "query" && (type === "integer" || type === "number") && isDateLike(p.name)) {
      variants.push({
        label: `query ${p.name}: ${FAR_DATE}`,
        expect: "VALIDATION_FAILED",
        query: { [p.name]: FAR_DATE },
      });
    }
    if (p.in === "path") {
      variants.push({
        label: `path ${p.name}: 150 characters`,
        expect: "URI_TOO_LONG",
        path: { [p.name]: LONG_PARAM },
      });
    }
  }
  const body = op.sealedBody ?? op.body;
  if (body) {
    for (const at of stringPaths(body)) {
      for (const b of bad) {
        variants.push({
          label: `body ${at.join(".")}: ${b.label}`,
          expect: "VALIDATION_FAILED",
          body: (base) => withValue(base, at, b.text),
        });
      }
    }
  }
  return variants;
}

async function pathValue(name: string, schema: JsonSchema): Promise<string> {
  return String(await validValue(name, schema));
}

interface Outcome {
  route: string;
  variant: string;
  status: number;
  problem: string | undefined;
}

/** Sends one variant the way a real client of the route would (member, operator, game, vendor). */
async function send(op: Operation, variant: Variant): Promise<LightMyRequestResponse> {
  let url = op.path;
  for (const p of op.parameters.filter((x) => x.in === "path")) {
    const value = variant.path?.[p.name] ?? (await pathValue(p.name, p.schema));
    url = url.replace(`{${p.name}}`, encodeLoose(value));
  }
  const query: string[] = [];
  for (const p of op.parameters.filter((x) => x.in === "query")) {
    const value = variant.query?.[p.name];
    if (value !== undefined) query.push(`${p.name}=${encodeLoose(value)}`);
    else if (p.name === "token") query.push(`token=${encodeLoose(gameToken)}`);
  }
  for (const [name, value] of Object.entries(variant.query ?? {})) {
    if (!op.parameters.some((p) => p.name === name)) query.push(`${name}=${encodeLoose(value)}`);
  }
  if (query.length > 0) url += `?${query.join("&")}`;

  const bodySchema = op.sealedBody ?? op.body;
  const base = bodySchema ? await validObject(bodySchema) : undefined;
  const body = base && variant.body ? variant.body(base) : base;
  const method = op.method as "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  const remoteAddress = freshIp();

  if (op.path.startsWith("/vendor/")) {
    const raw = JSON.stringify(body ?? {});
    const timestamp = String(Date.now());
    return t.app.inject({
      method,
      url,
      payload: raw,
      remoteAddress,
      headers: {
        "content-type": "application/json",
        [VENDOR_HEADERS.code]: HOUSE_VENDOR,
        [VENDOR_HEADERS.timestamp]: timestamp,
        [VENDOR_HEADERS.signature]: signVendorRequest(houseSecret, timestamp, raw),
      },
    });
  }

  const token = await tokenFor(op);
  if (op.sealedBody) return sealed(t.app, method as "POST" | "PUT", url, body, { token, remoteAddress });
  return t.app.inject({
    method,
    url,
    remoteAddress,
    headers: token ? { authorization: token } : {},
    ...(body !== undefined ? { payload: body } : {}),
  });
}

/** Who calls: the operator under /admin/*, the member elsewhere; logouts get their own sessions. */
async function tokenFor(op: Operation): Promise<string> {
  if (op.path === ADMIN.login) return "";
  if (op.path === ADMIN.logout) {
    return (await signInOperator(t, t.demoOperator, { remoteAddress: freshIp() })).token;
  }
  if (op.path.startsWith("/admin/")) return admin;
  // A valid call of these ends the session or changes the passwords the other calls use.
  // A time-out or self-exclusion ends every session of the member (player protection).
  const endsSessions = [
    API.logout,
    API.changePassword,
    API.paymentPassword,
    PROTECTION_API.timeOut,
    PROTECTION_API.selfExclusion,
  ];
  if (endsSessions.includes(op.path as never)) {
    return (await newMember(t.app, "walkown")).token;
  }
  return member.token;
}

function operationsOf(doc: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    // The operators' copy of this very document answers the document, not the envelope.
    if (path === ADMIN.openapi) continue;
    for (const [method, raw] of Object.entries(methods)) {
      const op: Operation = {
        method: method.toUpperCase(),
        path,
        parameters: (raw.parameters as Parameter[] | undefined) ?? [],
      };
      const content = (raw.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content;
      const json = content?.["application/json"]?.schema;
      const key = `${op.method} ${path}`;
      if (json) {
        // An encrypted body is `{ value }`, the ciphertext (sealedBodySchema), whatever it carries.
        const isSealed =
          Object.keys(json.properties ?? {}).join() === "value" && json.properties!.value!.type === "string";
        if (isSealed) {
          const inner = SEALED_SCHEMAS[key];
          if (!inner) throw new Error(`${key} has an encrypted body the walk does not know: add it to SEALED_SCHEMAS`);
          op.sealedBody = z.toJSONSchema(inner, { io: "input", unrepresentable: "any" }) as JsonSchema;
        } else op.body = OPEN_BODY_FIELDS[key] ?? json;
      }
      ops.push(op);
    }
  }
  return [...ops, ...HIDDEN_OPERATIONS];
}

function problemOf(
  op: Operation,
  variant: Variant,
  res: LightMyRequestResponse,
  valid: LightMyRequestResponse | undefined,
): string | undefined {
  const contentType = String(res.headers["content-type"] ?? "");
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 120)}`;
  const isJson = contentType.includes("application/json");
  if (!isJson) return res.statusCode >= 400 ? `${res.statusCode} not JSON (${contentType})` : undefined;
  const json = res.json() as Record<string, unknown>;
  if (op.path.startsWith("/vendor/")) {
    // Each vendor call answers its own documented shape (the session call names the player).
    const answerSchema =
      op.path === VENDOR_API.session
        ? vendorSessionAnswerSchema
        : op.path === VENDOR_API.winBatch
          ? vendorWinBatchAnswerSchema
          : vendorAnswerSchema;
    if (res.statusCode !== 200 || !answerSchema.strict().safeParse(json).success) {
      return `not the vendor answer: ${res.statusCode} ${res.body.slice(0, 120)}`;
    }
    if (variant.expect && json.result !== "WRONG_SYNTAX") return `vendor answered ${String(json.result)}`;
    return undefined;
  }
  const envelope = z
    .object({
      success: z.boolean(),
      value: z.unknown(),
      message: z.string(),
      errorCode: z.union([z.enum(ERROR_CODES), z.literal("")]),
    })
    .strict();
  if (!envelope.safeParse(json).success) return `not the envelope: ${res.statusCode} ${res.body.slice(0, 120)}`;
  // A caller refused before its input is read (not allowed, not signed) is refused just the same
  // with valid input: the malformed value never gets anywhere.
  const refusedFirst =
    valid !== undefined &&
    [401, 403].includes(res.statusCode) &&
    res.statusCode === valid.statusCode &&
    json.errorCode === valid.json().errorCode;
  if (variant.expect && json.errorCode !== variant.expect && !refusedFirst) {
    return `not refused with ${variant.expect}: ${res.statusCode} ${String(json.errorCode)}`;
  }
  return undefined;
}

describe("malformed input on every route", () => {
  it("never answers a 5xx or off the envelope, and refuses U+0000, lone surrogates, far dates and long parameters", async () => {
    // The whole document (the public one at /docs leaves the operator API out).
    const doc = (await t.app.inject({ method: "GET", url: ADMIN.openapi, headers: { authorization: admin } })).json();
    const ops = operationsOf(doc);
    const outcomes: Outcome[] = [];
    for (const op of ops) {
      let valid: LightMyRequestResponse | undefined;
      for (const variant of variantsOf(op)) {
        const res = await send(op, variant);
        if (variant === VALID_REQUEST) valid = res;
        outcomes.push({
          route: `${op.method} ${op.path}`,
          variant: variant.label,
          status: res.statusCode,
          problem: problemOf(op, variant, res, valid),
        });
      }
    }
    const crashes = outcomes.filter((o) => o.status >= 500);
    const problems = outcomes.filter((o) => o.problem).map((o) => `${o.route} [${o.variant}] ${o.problem}`);
    console.info(
      `malformed input: ${ops.length} routes, ${outcomes.length} variants; ` +
        `${crashes.length} answered 5xx on ${new Set(crashes.map((c) => c.route)).size} routes; ` +
        `${problems.length} problems`,
    );
    expect(ops.length).toBeGreaterThanOrEqual(99);
    expect(crashes.map((c) => `${c.route} [${c.variant}]`)).toEqual([]);
    expect(problems).toEqual([]);
  }, 120_000);

  it("operator settings refuse unstorable text inside their values too (lists of addresses)", async () => {
    const put = (key: string, value: unknown) =>
      t.app.inject({
        method: "PUT",
        url: ADMIN.setting.replace(":key", key),
        headers: { authorization: admin },
        payload: { value },
      });
    for (const [key, value] of [
      ["imageCDNs", [`https://cdn.example.com/${NUL}`]],
      ["launchGameCDNs", [`https://cdn.example.com/${LONE_SURROGATE}`]],
      ["mainDomain", `example.com${NUL}`],
      ["defaultPassword", `123456${LONE_SURROGATE}`],
    ] as const) {
      const res = await put(key, value);
      expect([res.statusCode, res.json().errorCode], key).toEqual([400, "VALIDATION_FAILED"]);
    }
    expect((await put("imageCDNs", ["https://cdn.example.com/img"])).statusCode).toBe(200);
  });

  it("a path parameter over 100 characters answers URI_TOO_LONG (414) in the envelope, not Fastify's own body", async () => {
    for (const url of [`/wps/deposits/${"a".repeat(101)}`, `/admin/withdrawals/${"k".repeat(300)}/proof`]) {
      const token = url.startsWith("/admin/") ? admin : member.token;
      const res = await t.app.inject({ method: "GET", url, headers: { authorization: token } });
      expect([res.statusCode, res.json()], url).toEqual([
        414,
        { success: false, value: null, message: "The address is too long", errorCode: "URI_TOO_LONG" },
      ]);
    }
    // At the limit the route is reached.
    const atLimit = await t.app.inject({
      method: "GET",
      url: `/wps/deposits/${"a".repeat(100)}`,
      headers: { authorization: member.token },
    });
    expect([atLimit.statusCode, atLimit.json().errorCode]).toEqual([400, "VALIDATION_FAILED"]);
  });
});
