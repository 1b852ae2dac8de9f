import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import type { ServerKeys } from "../keys/service";

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Secrets the server must read back (an operator's TOTP secret), sealed at rest with AES-256-GCM
 * (node:crypto, as the sealed request bodies are). The key is OPERATOR_SECRET_KEY when set (kept
 * outside the database, so a copy of the database alone opens nothing), else a 256-bit key the
 * server makes for itself and keeps with its other keys (ServerKeys, like the HMAC secrets).
 * A sealed value names its key ("env" or "db"), so setting OPERATOR_SECRET_KEY later keeps the
 * values sealed before readable; each value is bound to its owner (the additional data), so a
 * sealed secret copied onto another row does not open. Format: v1.<key>.<iv>.<ciphertext+tag>.
 */
export class SecretBox {
  private dbKey: Promise<Buffer> | undefined;

  constructor(
    private readonly keys: ServerKeys,
    /** OPERATOR_SECRET_KEY, decoded (32 bytes). */
    private readonly configuredKey?: Buffer,
  ) {}

  async seal(plain: string, owner: string): Promise<string> {
    const keyName = this.configuredKey ? "env" : "db";
    const key = await this.key(keyName);
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", key, iv);
    cipher.setAAD(Buffer.from(owner));
    const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final(), cipher.getAuthTag()]);
    return ["v1", keyName, iv.toString("base64url"), sealed.toString("base64url")].join(".");
  }

  /** The plain value; throws when the value was altered, belongs to another owner or its key is absent. */
  async open(value: string, owner: string): Promise<string> {
    const [version, keyName, iv, body] = value.split(".");
    if (version !== "v1" || (keyName !== "env" && keyName !== "db") || !iv || !body) {
      throw new Error("Not a sealed value");
    }
    const sealed = Buffer.from(body, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", await this.key(keyName), Buffer.from(iv, "base64url"));
    decipher.setAAD(Buffer.from(owner));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]).toString(
      "utf8",
    );
  }

  private key(name: "env" | "db"): Promise<Buffer> {
    if (name === "env") {
      if (!this.configuredKey) return Promise.reject(new Error("Sealed with OPERATOR_SECRET_KEY, which is not set"));
      return Promise.resolve(this.configuredKey);
    }
    this.dbKey ??= this.keys.hmacSecret("operator-secret-seal").then((secret) => Buffer.from(secret, "base64url"));
    this.dbKey.catch(() => (this.dbKey = undefined));
    return this.dbKey;
  }
}
