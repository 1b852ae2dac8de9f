import { randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { OperatorRole } from "@portal/contract/api/admin";
import type { Db } from "../../db/client";
import type { Operator, OperatorRepository } from "./operators-repository";
import { AppError } from "../../http/app-error";
import { hashPassword, verifyPassword } from "../members/passwords";
import { hashToken } from "../sessions/service";

export type { Operator };

/** Operator sessions are short: a back-office tab left open does not stay signed in for a day. */
export const OPERATOR_SESSION_MS = 8 * 60 * 60_000;
/** ...and end after 30 minutes without a call (the idle timeout). */
export const OPERATOR_IDLE_MS = 30 * 60_000;
/** lastSeenAt is written at most this often, not on every call. */
const TOUCH_INTERVAL_MS = 60_000;
/** A hash to verify against when the username is unknown, so both answers cost the same. */
let dummyHash: Promise<string> | undefined;

/**
 * What each role may do. ADMIN: everything; FINANCE: money decisions and reads; SUPPORT: reads
 * and member support; MARKETING: promotions, missions, VIP, points, content, pictures and member
 * messages, and the reads that are not money queues or members' private data (decision 0054).
 * Routes name a permission, never a role, so a new role is one line here.
 */
export const PERMISSIONS = {
  /** The back office's common reads: dashboard, reports, promotions, content, messages, settings. */
  read: ["ADMIN", "FINANCE", "SUPPORT", "MARKETING"],
  /**
   * The money queues and their evidence: deposits (receipts), withdrawals (bank accounts, proofs),
   * adjustment requests, vendor transfers, payment channels' settings.
   */
  readMoney: ["ADMIN", "FINANCE", "SUPPORT"],
  /**
   * Members' private data: the member search (mobile, IPs, labels), a member's page (devices, bank
   * accounts, its ledger, bets, deposits, withdrawals, team, contracts, protection).
   */
  readMembers: ["ADMIN", "FINANCE", "SUPPORT"],
  reviewDeposits: ["ADMIN", "FINANCE"],
  reviewWithdrawals: ["ADMIN", "FINANCE"],
  adjustBalances: ["ADMIN", "FINANCE"],
  reconcile: ["ADMIN", "FINANCE"],
  /** Contract bills above the brand's review threshold (decision 0033). */
  reviewBills: ["ADMIN", "FINANCE"],
  /** Official lottery results (decision 0036): typed in by one operator, confirmed by another. */
  enterLotteryResults: ["ADMIN", "FINANCE"],
  /** Promotion offers (decision 0039): what the brand gives away; missions, VIP, points and raffles too. */
  managePromotions: ["ADMIN", "MARKETING"],
  /** Announcements, banners, popups and the help center. */
  manageContent: ["ADMIN", "MARKETING"],
  /**
   * Uploading pictures, and setting banners' and promotions' (content and promotions work);
   * vendors' and games' pictures stay with configureBrand (image-routes.ts checks the kind).
   */
  uploadImages: ["ADMIN", "MARKETING"],
  /** Messages to members (one, a label, a VIP level, a team, everyone) and feedback replies. */
  sendMessages: ["ADMIN", "MARKETING"],
  /** A member's lock and unlock, forced password change, ended sessions and labels (support work). */
  manageMembers: ["ADMIN", "SUPPORT"],
  manageOperators: ["ADMIN"],
  configureBrand: ["ADMIN"],
  /** The job runner runs for every brand of the database at once: ADMIN only. */
  manageJobs: ["ADMIN"],
} as const satisfies Record<string, readonly OperatorRole[]>;
export type Permission = keyof typeof PERMISSIONS;
/** Every permission, in the table's order. */
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

/** What a role may do: the permissions `me` and the sign-in answer list (the back office's menu). */
export function permissionsOf(role: OperatorRole): Permission[] {
  return PERMISSION_NAMES.filter((permission) => roleMay(role, permission));
}

/** Whether `role` holds `permission`: for a handler whose answer depends on it beyond its route's access. */
export function roleMay(role: OperatorRole, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly string[]).includes(role);
}

/**
 * The back office's accounts: creating them, checking a login, their sessions, and the check
 * behind every operator route (http/access.ts).
 */
export class Operators {
  constructor(private readonly repo: OperatorRepository) {}

  /** The brand's operators as the back office lists them (never a secret or a hash). */
  async list(merchantId: number) {
    return (await this.repo.list(merchantId)).map((o) => ({
      id: o.id,
      username: o.username,
      role: o.role,
      status: o.status,
      enrolled: o.totpSecret !== null,
      createdAt: o.createdAt.getTime(),
    }));
  }

  /**
   * A new operator; undefined when the name is taken in the brand. `trace` (an operator's audit
   * entry) is written in the same transaction as the new operator.
   */
  async create(
    input: { merchantId: number; username: string; password: string; role: OperatorRole },
    trace?: (created: Operator, tx: Db) => Promise<void>,
  ): Promise<Operator | undefined> {
    const passwordHash = await hashPassword(input.password);
    return this.repo.transaction(async (repo, tx) => {
      const created = await repo.insert({
        merchantId: input.merchantId,
        username: input.username,
        passwordHash,
        role: input.role,
      });
      if (created) await trace?.(created, tx);
      return created;
    });
  }

  /**
   * Checks an operator's name and password. An unknown name spends one argon2 verification like a
   * known one, so both answers take the same time; a disabled operator fails like a wrong password.
   */
  async checkCredentials(
    merchantId: number,
    username: string,
    password: string,
  ): Promise<{ operator: Operator } | { failure: "UNKNOWN_USERNAME" | "WRONG_PASSWORD" | "DISABLED" }> {
    const operator = await this.repo.findByName(merchantId, username);
    dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
    const valid = await verifyPassword(operator?.passwordHash ?? (await dummyHash), password);
    if (!operator) return { failure: "UNKNOWN_USERNAME" };
    if (!valid) return { failure: "WRONG_PASSWORD" };
    if (operator.status !== "ACTIVE") return { failure: "DISABLED" };
    return { operator };
  }

  /**
   * A new operator session (only once the second factor is right); the token is returned once
   * and stored only as its hash. `repo`: the sign-in's transaction.
   */
  async openSession(operator: Operator, repo: OperatorRepository = this.repo): Promise<string> {
    const token = randomBytes(32).toString("base64url");
    // Times from this process's clock, the one require() compares them with.
    const now = Date.now();
    await repo.insertSession({
      tokenHash: hashToken(token),
      operatorId: operator.id,
      expiresAt: new Date(now + OPERATOR_SESSION_MS),
      lastSeenAt: new Date(now),
    });
    return token;
  }

  async logout(token: string): Promise<void> {
    await this.repo.revokeSession(hashToken(token));
  }

  /**
   * The operator behind a request (Authorization: the operator token), allowed `permission` for
   * its own brand only. A member's token is not an operator token: members never reach /admin.
   */
  async require(
    request: FastifyRequest,
    merchantId: number,
    permission: Permission,
  ): Promise<{ operator: Operator; token: string }> {
    const token = bearer(request);
    if (token === "" || token.length > 128) throw new AppError("NOT_LOGGED_IN", "Operator login required");
    const tokenHash = hashToken(token);
    const now = Date.now();
    const live = await this.repo.ofLiveSession(tokenHash, new Date(now), new Date(now - OPERATOR_IDLE_MS));
    const operator = live?.operator;
    if (!live || !operator || operator.status !== "ACTIVE" || operator.merchantId !== merchantId) {
      throw new AppError("NOT_LOGGED_IN", "Operator login required");
    }
    // Any call of the operator's, allowed or not, keeps the session from going idle.
    if (now - live.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) await this.repo.touchSession(tokenHash, new Date(now));
    if (!(PERMISSIONS[permission] as readonly string[]).includes(operator.role)) {
      throw new AppError("FORBIDDEN", "This role may not do that");
    }
    return { operator, token };
  }
}

function bearer(request: FastifyRequest): string {
  const header = request.headers.authorization;
  return typeof header === "string" ? header.replace(/^Bearer\s+/i, "").trim() : "";
}
