import { randomBytes } from "node:crypto";
import { LRUCache } from "lru-cache";
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

/** The sessions of many tokens, by token (a token without one is absent). */
export async function findVendorSessions(
  repo: VendorSessionRepository,
  tokens: readonly string[],
): Promise<Map<string, VendorSession>> {
  const byHash = new Map(tokens.map((token) => [hashToken(token), token]));
  const found = await repo.findByHashes([...byHash.keys()]);
  return new Map(found.map((session) => [byHash.get(session.tokenHash)!, session]));
}

/** The session of a token with its member's status (null for a member that is gone). */
export function findVendorSessionWithMemberStatus(repo: VendorSessionRepository, token: string) {
  return repo.findByHashWithMemberStatus(hashToken(token));
}

/**
 * The brands' vendor signing secrets, read once a minute at most: every wallet call is signed,
 * and a secret only changes when an operator rotates it (then within a minute here). A secret
 * not found is not remembered, so a vendor set up a moment ago is known at once.
 */
export class VendorSecrets {
  private readonly cache: LRUCache<string, string>;

  constructor(repo: VendorSessionRepository) {
    this.cache = new LRUCache<string, string>({
      max: 10_000,
      ttl: 60_000,
      fetchMethod: (key) => {
        const [merchantId, vendor] = JSON.parse(key) as [number, string];
        return repo.findSecret(merchantId, vendor);
      },
    });
  }

  find(merchantId: number, vendor: string): Promise<string | undefined> {
    // A JSON key: no character of a vendor code can make it read as another brand's or vendor's.
    return this.cache.fetch(JSON.stringify([merchantId, vendor]));
  }
}

/**
 * Play keeps a game session alive: a bet pushes its end to VENDOR_SESSION_IDLE_MS from now (at
 * most VENDOR_SESSION_MAX_MS after the launch). Written only once half the idle time has passed,
 * not on every bet. Answers the new end when it wrote one.
 */
export async function renewVendorSession(
  repo: VendorSessionRepository,
  session: VendorSession,
  now = new Date(),
): Promise<Date | undefined> {
  if (session.expiresAt.getTime() - now.getTime() > VENDOR_SESSION_IDLE_MS / 2) return undefined;
  const cap = session.createdAt.getTime() + VENDOR_SESSION_MAX_MS;
  const next = new Date(Math.min(now.getTime() + VENDOR_SESSION_IDLE_MS, cap));
  if (next <= session.expiresAt) return undefined;
  return (await repo.extend(session.tokenHash, next)) ? next : undefined;
}
