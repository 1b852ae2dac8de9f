import { generateKeyPairSync, randomBytes } from "node:crypto";
import type { Db } from "../../db/client";
import { findServerKey, insertServerKeyIfAbsent } from "./repository";

/**
 * Keys this server makes for itself on first start and keeps in the database, so every
 * instance of a scaled-out deployment uses the same ones. Nothing here is ever in the
 * repository or the environment. Insert-if-absent then read, so instances racing at first
 * start agree on one key.
 */
async function getOrCreate(db: Db, name: string, make: () => { privateKey: string; publicKey: string }) {
  const existing = await findServerKey(db, name);
  if (existing) return existing;
  await insertServerKeyIfAbsent(db, { name, ...make() });
  return (await findServerKey(db, name))!;
}

export interface EncryptionKeyPair {
  /** PKCS#8 PEM, for node:crypto. */
  privateKeyPem: string;
  /** SPKI DER, base64url, as the web imports it. */
  publicKeySpki: string;
}

export async function encryptionKeyPair(db: Db): Promise<EncryptionKeyPair> {
  const row = await getOrCreate(db, "body-encryption-rsa", () => {
    const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    return {
      privateKey: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
      publicKey: publicKey.export({ type: "spki", format: "der" }).toString("base64url"),
    };
  });
  return { privateKeyPem: row.privateKey, publicKeySpki: row.publicKey };
}

/** A 256-bit secret for HMACs (bot-check challenges, code hashing), named by its use. */
export async function hmacSecret(db: Db, name: string): Promise<string> {
  const row = await getOrCreate(db, `hmac-${name}`, () => ({
    privateKey: randomBytes(32).toString("base64url"),
    publicKey: "",
  }));
  return row.privateKey;
}
