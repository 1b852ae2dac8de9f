/**
 * Encrypted request bodies (ARCHITECTURE "Encrypted bodies"). The client makes a random
 * AES-256-GCM key per request, wraps it with the server's RSA-OAEP (SHA-256) public key into
 * the `x-encrypted-key` header, and sends `{ value: base64url(iv | ciphertext+tag) }`. The
 * plaintext is `{ ts, nonce, data }`: the server refuses a stale `ts` and a `nonce` it has seen.
 * This module is the client side (WebCrypto: browsers, Node 20, tests); the server decrypts
 * with node:crypto.
 */
import { fromBase64Url, toBase64Url } from "./base64url";
export const ENCRYPTED_KEY_HEADER = "x-encrypted-key";
/** How far a request's timestamp may be from the server's clock. */
export const ENCRYPTED_BODY_MAX_SKEW_MS = 60_000;
export const ENCRYPTED_BODY_IV_BYTES = 12;

export interface EncryptedPlaintext<T> {
  ts: number;
  nonce: string;
  data: T;
}

/** Imports the server's public key (SPKI, base64url) for wrapping. */
export function importServerKey(spkiBase64Url: string): Promise<CryptoKey> {
  return crypto.subtle.importKey("spki", fromBase64Url(spkiBase64Url), { name: "RSA-OAEP", hash: "SHA-256" }, false, [
    "encrypt",
  ]);
}

export interface SealedRequest {
  body: { value: string };
  headers: { [ENCRYPTED_KEY_HEADER]: string };
}

export async function sealRequest<T>(serverKey: CryptoKey, data: T, now = Date.now()): Promise<SealedRequest> {
  const aes = await crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, true, ["encrypt"]);
  const iv = crypto.getRandomValues(new Uint8Array(ENCRYPTED_BODY_IV_BYTES));
  const plaintext: EncryptedPlaintext<T> = {
    ts: now,
    nonce: toBase64Url(crypto.getRandomValues(new Uint8Array(16))),
    data,
  };
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: "AES-GCM", iv }, aes, new TextEncoder().encode(JSON.stringify(plaintext))),
  );
  const wrapped = new Uint8Array(
    await crypto.subtle.encrypt({ name: "RSA-OAEP" }, serverKey, await crypto.subtle.exportKey("raw", aes)),
  );
  const value = new Uint8Array(iv.length + sealed.length);
  value.set(iv);
  value.set(sealed, iv.length);
  return { body: { value: toBase64Url(value) }, headers: { [ENCRYPTED_KEY_HEADER]: toBase64Url(wrapped) } };
}
