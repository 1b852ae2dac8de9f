import { generateKeyPairSync, randomBytes } from "node:crypto";
import type { ServerKeyRepository } from "./repository";

export interface EncryptionKeyPair {
  /** PKCS#8 PEM, for node:crypto. */
  privateKeyPem: string;
  /** SPKI DER, base64url, as the web imports it. */
  publicKeySpki: string;
}

/**
 * Keys this server makes for itself on first start and keeps in the database, so every
 * instance of a scaled-out deployment uses the same ones. Nothing here is ever in the
 * repository or the environment. Insert-if-absent then read, so instances racing at first
 * start agree on one key.
 */
export class ServerKeys {
  /**
   * HMAC secrets never change once made, so each is read from the database once per instance
   * of this class (one per app and database).
   */
  private readonly secrets = new Map<string, Promise<string>>();

  constructor(private readonly repo: ServerKeyRepository) {}

  async encryptionKeyPair(): Promise<EncryptionKeyPair> {
    const row = await this.getOrCreate("body-encryption-rsa", () => {
      const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
      return {
        privateKey: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
        publicKey: publicKey.export({ type: "spki", format: "der" }).toString("base64url"),
      };
    });
    return { privateKeyPem: row.privateKey, publicKeySpki: row.publicKey };
  }

  /** A 256-bit secret for HMACs (bot-check challenges, code hashing), named by its use. */
  hmacSecret(name: string): Promise<string> {
    let secret = this.secrets.get(name);
    if (!secret) {
      secret = this.getOrCreate(`hmac-${name}`, () => ({
        privateKey: randomBytes(32).toString("base64url"),
        publicKey: "",
      })).then((row) => row.privateKey);
      // A failed read (database down) must not be remembered.
      secret.catch(() => this.secrets.delete(name));
      this.secrets.set(name, secret);
    }
    return secret;
  }

  private async getOrCreate(name: string, make: () => { privateKey: string; publicKey: string }) {
    const existing = await this.repo.find(name);
    if (existing) return existing;
    await this.repo.insertIfAbsent({ name, ...make() });
    return (await this.repo.find(name))!;
  }
}
