import { randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { OperatorRole } from "@portal/contract/api/admin";
import type { Db } from "../../db/client";
import {
  findOperatorByName,
  insertOperator,
  insertOperatorSession,
  operatorOfLiveSession,
  revokeOperatorSession,
  type Operator,
} from "./operators-repository";
import { AppError } from "../../http/app-error";
import { hashPassword, verifyPassword } from "../members/passwords";
import { hashToken } from "../sessions/service";

export type { Operator };

/** Operator sessions are short: a back-office tab left open does not stay signed in for a day. */
const OPERATOR_SESSION_MS = 8 * 60 * 60_000;
/** A hash to verify against when the username is unknown, so both answers cost the same. */
let dummyHash: Promise<string> | undefined;

/**
 * What each role may do. ADMIN: everything; FINANCE: money decisions; SUPPORT: reads.
 * Routes name a permission, never a role, so a new role is one line here.
 */
export const PERMISSIONS = {
  read: ["ADMIN", "FINANCE", "SUPPORT"],
  reviewDeposits: ["ADMIN", "FINANCE"],
  reviewWithdrawals: ["ADMIN", "FINANCE"],
  adjustBalances: ["ADMIN", "FINANCE"],
  reconcile: ["ADMIN", "FINANCE"],
  manageOperators: ["ADMIN"],
  configureBrand: ["ADMIN"],
  /** The job runner runs for every brand of the database at once: ADMIN only. */
  manageJobs: ["ADMIN"],
} as const satisfies Record<string, readonly OperatorRole[]>;
export type Permission = keyof typeof PERMISSIONS;

export async function createOperator(
  db: Db,
  input: { merchantId: number; username: string; password: string; role: OperatorRole },
): Promise<Operator | undefined> {
  return insertOperator(db, {
    merchantId: input.merchantId,
    username: input.username,
    passwordHash: await hashPassword(input.password),
    role: input.role,
  });
}

/**
 * Checks an operator's name and password. An unknown name spends one argon2 verification like a
 * known one, so both answers take the same time; a disabled operator fails like a wrong password.
 */
export async function checkOperatorCredentials(
  db: Db,
  merchantId: number,
  username: string,
  password: string,
): Promise<{ operator: Operator } | { failure: "UNKNOWN_USERNAME" | "WRONG_PASSWORD" | "DISABLED" }> {
  const operator = await findOperatorByName(db, merchantId, username);
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  const valid = await verifyPassword(operator?.passwordHash ?? (await dummyHash), password);
  if (!operator) return { failure: "UNKNOWN_USERNAME" };
  if (!valid) return { failure: "WRONG_PASSWORD" };
  if (operator.status !== "ACTIVE") return { failure: "DISABLED" };
  return { operator };
}

/** A new operator session; the token is returned once and stored only as its hash. */
export async function openOperatorSession(db: Db, operator: Operator): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await insertOperatorSession(db, {
    tokenHash: hashToken(token),
    operatorId: operator.id,
    expiresAt: new Date(Date.now() + OPERATOR_SESSION_MS),
  });
  return token;
}

export async function operatorLogout(db: Db, token: string) {
  await revokeOperatorSession(db, hashToken(token));
}

function bearer(request: FastifyRequest): string {
  const header = request.headers.authorization;
  return typeof header === "string" ? header.replace(/^Bearer\s+/i, "").trim() : "";
}

/**
 * The operator behind a request (Authorization: the operator token), allowed `permission` for
 * its own brand only. A member's token is not an operator token: members never reach /admin.
 */
export async function requireOperator(
  db: Db,
  request: FastifyRequest,
  merchantId: number,
  permission: Permission,
): Promise<{ operator: Operator; token: string }> {
  const token = bearer(request);
  if (token === "" || token.length > 128) throw new AppError("NOT_LOGGED_IN", "Operator login required");
  const operator = await operatorOfLiveSession(db, hashToken(token));
  if (!operator || operator.status !== "ACTIVE" || operator.merchantId !== merchantId) {
    throw new AppError("NOT_LOGGED_IN", "Operator login required");
  }
  if (!(PERMISSIONS[permission] as readonly string[]).includes(operator.role)) {
    throw new AppError("FORBIDDEN", "This role may not do that");
  }
  return { operator, token };
}
