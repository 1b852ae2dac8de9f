import { createHmac, timingSafeEqual } from "node:crypto";
import type { Db } from "../../db/client";
import { hmacSecret } from "../keys/service";

/**
 * Server secrets never change once made (modules/keys), so each is read from the database
 * once per process and database.
 */
const cache = new WeakMap<Db, Map<string, Promise<string>>>();

export function cachedSecret(db: Db, name: string): Promise<string> {
  let byName = cache.get(db);
  if (!byName) {
    byName = new Map();
    cache.set(db, byName);
  }
  let secret = byName.get(name);
  if (!secret) {
    secret = hmacSecret(db, name);
    // A failed read (database down) must not be remembered.
    secret.catch(() => byName.delete(name));
    byName.set(name, secret);
  }
  return secret;
}

/** HMAC-SHA256, hex. */
export function hmacHex(secret: string, message: string): string {
  return createHmac("sha256", secret).update(message).digest("hex");
}

/** Constant-time comparison of two hex digests (false when lengths differ). */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, "utf8");
  const y = Buffer.from(b, "utf8");
  return x.length === y.length && timingSafeEqual(x, y);
}
