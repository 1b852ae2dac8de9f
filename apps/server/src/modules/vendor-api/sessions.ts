import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { vendorSessions } from "../../db/schema";
import { hashToken } from "../sessions/service";

/** How long a launched game may place bets without a new launch. Wins and rollbacks never expire. */
export const VENDOR_SESSION_MS = 12 * 60 * 60_000;

export type VendorSession = typeof vendorSessions.$inferSelect;

/** Made at launch: the token the game (vendor) sends back with every wallet call. Stored hashed. */
export async function issueVendorSession(
  db: Db,
  input: { merchantId: number; memberId: number; vendor: string; gameCode: string; currency: string },
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(vendorSessions).values({
    ...input,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + VENDOR_SESSION_MS),
  });
  return token;
}

export async function findVendorSession(db: Db, token: string): Promise<VendorSession | undefined> {
  const [row] = await db
    .select()
    .from(vendorSessions)
    .where(eq(vendorSessions.tokenHash, hashToken(token)));
  return row;
}
