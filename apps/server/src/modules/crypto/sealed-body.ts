import { createDecipheriv, createHash, createPrivateKey, constants, privateDecrypt, type KeyObject } from "node:crypto";
import { z } from "zod";
import type { FastifyRequest } from "fastify";
import { exactText } from "@portal/contract/input-schemas";
import {
  ENCRYPTED_BODY_IV_BYTES,
  ENCRYPTED_BODY_MAX_SKEW_MS,
  ENCRYPTED_KEY_HEADER,
  type EncryptedPlaintext,
} from "@portal/contract/encrypted-body";
import type { FieldErrors } from "@portal/contract/envelope";
import type { VerificationRepository } from "../verification/repository";
import { AppError } from "../../http/app-error";
import type { ServerKeys } from "../keys/service";

/** Route body schema of an encrypted call: the ciphertext only. */
export const sealedBodySchema = z.object({ value: exactText(32_768).min(1) });

const GCM_TAG_BYTES = 16;
const plaintextSchema = z.object({ ts: z.number().int(), nonce: z.string().min(16).max(64), data: z.unknown() });

/**
 * Opens encrypted request bodies (contract encrypted-body.ts): unwraps the AES key with the
 * server's RSA key, authenticates and decrypts the body, refuses a timestamp outside the
 * allowed skew and a nonce seen before, then validates the data with the route's schema.
 */
export class SealedBodyOpener {
  private privateKey: KeyObject | undefined;

  constructor(
    private readonly keys: ServerKeys,
    /** Where request nonces are recorded as spent. */
    private readonly nonces: VerificationRepository,
  ) {}

  private async key(): Promise<KeyObject> {
    this.privateKey ??= createPrivateKey((await this.keys.encryptionKeyPair()).privateKeyPem);
    return this.privateKey;
  }

  async open<T extends z.ZodType>(request: FastifyRequest, schema: T, now = Date.now()): Promise<z.infer<T>> {
    const plaintext = await this.decrypt(request);
    if (Math.abs(now - plaintext.ts) > ENCRYPTED_BODY_MAX_SKEW_MS) {
      throw new AppError("REQUEST_EXPIRED", "Request expired, please retry");
    }
    await this.spendNonce(plaintext.nonce, now);
    const parsed = schema.safeParse(plaintext.data);
    if (!parsed.success) {
      const fields: FieldErrors = {};
      for (const issue of parsed.error.issues) fields[issue.path.join(".") || "_"] ??= issue.message;
      throw new AppError("VALIDATION_FAILED", "Invalid request", fields);
    }
    return parsed.data;
  }

  private async decrypt(request: FastifyRequest): Promise<EncryptedPlaintext<unknown>> {
    const header = request.headers[ENCRYPTED_KEY_HEADER];
    const body = sealedBodySchema.safeParse(request.body);
    if (typeof header !== "string" || !body.success) throw invalid();
    try {
      const aesKey = privateDecrypt(
        { key: await this.key(), padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
        Buffer.from(header, "base64url"),
      );
      const sealed = Buffer.from(body.data.value, "base64url");
      const iv = sealed.subarray(0, ENCRYPTED_BODY_IV_BYTES);
      const tag = sealed.subarray(sealed.length - GCM_TAG_BYTES);
      const ciphertext = sealed.subarray(ENCRYPTED_BODY_IV_BYTES, sealed.length - GCM_TAG_BYTES);
      const decipher = createDecipheriv("aes-256-gcm", aesKey, iv);
      decipher.setAuthTag(tag);
      const json = Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString("utf8");
      const parsed = plaintextSchema.safeParse(JSON.parse(json));
      if (!parsed.success) throw invalid();
      return parsed.data as EncryptedPlaintext<unknown>;
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw invalid();
    }
  }

  /** Records the nonce until it could no longer pass the skew check; a second use is a replay. */
  private async spendNonce(nonce: string, now: number) {
    const tokenHash = createHash("sha256").update(nonce).digest("base64url");
    const fresh = await this.nonces.spendToken(
      "request-nonce",
      tokenHash,
      new Date(now + 2 * ENCRYPTED_BODY_MAX_SKEW_MS),
    );
    if (!fresh) throw new AppError("REQUEST_REPLAYED", "Request already received");
    // Expired nonces are dropped as new ones arrive, so the table stays small.
    await this.nonces.deleteSpentTokensExpiredBefore("request-nonce", new Date(now));
  }
}

function invalid() {
  return new AppError("ENCRYPTION_INVALID", "Request could not be read");
}
