import { randomBytes } from "node:crypto";
import type { VendorSession, VendorSessionRepository } from "./sessions-repository";
import { hashToken } from "../sessions/service";

/**
 * How long a launched game may place bets without playing: each bet renews it, up to
 * VENDOR_SESSION_MAX_MS after the launch. Wins and rollbacks never expire. A logout ends the
 * game sessions launched from that login; a password change ends all of the member's.
 */
export const VENDOR_SESSION_IDLE_MS = 30 * 60_000;
export const VENDOR_SESSION_MAX_MS = 12 * 60 * 60_000;

export type { VendorSession };

/** What a launch asks a vendor session for. */
export interface NewVendorSession {
  merchantId: number;
  memberId: number;
  vendor: string;
  gameCode: string;
  currency: string;
  /** The hash of the member session that launched the game. */
  memberSession: string;
}

/** Made at launch: the token the game (vendor) sends back with every wallet call. Stored hashed. */
export async function issueVendorSession(
  repo: VendorSessionRepository,
  input: NewVendorSession,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await repo.insert({
    ...input,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + VENDOR_SESSION_IDLE_MS),
  });
  return token;
}

export async function findVendorSession(
  repo: VendorSessionRepository,
  token: string,
): Promise<VendorSession | undefined> {
  return repo.findByHash(hashToken(token));
}

/**
 * Play keeps a game session alive: a bet pushes its end to VENDOR_SESSION_IDLE_MS from now (at
 * most VENDOR_SESSION_MAX_MS after the launch). Written only once half the idle time has passed,
 * not on every bet.
 */
export async function renewVendorSession(
  repo: VendorSessionRepository,
  session: VendorSession,
  now = new Date(),
): Promise<void> {
  if (session.expiresAt.getTime() - now.getTime() > VENDOR_SESSION_IDLE_MS / 2) return;
  const cap = session.createdAt.getTime() + VENDOR_SESSION_MAX_MS;
  const next = new Date(Math.min(now.getTime() + VENDOR_SESSION_IDLE_MS, cap));
  if (next <= session.expiresAt) return;
  await repo.extend(session.tokenHash, next);
}
