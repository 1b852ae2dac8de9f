/**
 * Customer-service link obfuscation (spec section 2): the stored `path` is the ciphertext followed
 * by an 8-character key. This is obfuscation against scrapers, not secrecy: the key travels with
 * the text. AES-256-GCM keyed by SHA-256(key) through WebCrypto, which Node 20 and every
 * browser have, so server and web share this one implementation.
 */
import { fromBase64Url, toBase64Url } from "./base64url";
export const CUSTOMER_SERVICE_KEY_LENGTH = 8;
const IV_BYTES = 12;

async function aesKey(key: string, usage: KeyUsage): Promise<CryptoKey> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(key));
  return crypto.subtle.importKey("raw", digest, "AES-GCM", false, [usage]);
}

export async function encodeServiceLink(url: string, key: string): Promise<string> {
  if (key.length !== CUSTOMER_SERVICE_KEY_LENGTH) throw new Error("customer-service key must be 8 characters");
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv },
    await aesKey(key, "encrypt"),
    new TextEncoder().encode(url),
  );
  const out = new Uint8Array(IV_BYTES + sealed.byteLength);
  out.set(iv);
  out.set(new Uint8Array(sealed), IV_BYTES);
  return toBase64Url(out) + key;
}

/** Returns the link, or throws when the path is malformed or was altered. */
export async function decodeServiceLink(path: string): Promise<string> {
  const key = path.slice(-CUSTOMER_SERVICE_KEY_LENGTH);
  const bytes = fromBase64Url(path.slice(0, -CUSTOMER_SERVICE_KEY_LENGTH));
  const iv = bytes.slice(0, IV_BYTES);
  const plain = await crypto.subtle.decrypt(
    { name: "AES-GCM", iv },
    await aesKey(key, "decrypt"),
    bytes.slice(IV_BYTES),
  );
  return new TextDecoder().decode(plain);
}
