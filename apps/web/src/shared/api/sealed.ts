import { API } from "@portal/contract/api/paths";
import { importServerKey, sealRequest } from "@portal/contract/encrypted-body";
import { apiGet, apiRequest } from "./client";

/** `value` of GET API.publicKey (contract publicKeySchema). */
interface PublicKey {
  publicKey: string;
}

/** The server's imported public key, fetched once for the page's life. */
let serverKey: Promise<CryptoKey> | null = null;

function getServerKey(): Promise<CryptoKey> {
  serverKey ??= apiGet<PublicKey>(API.publicKey).then((value) => importServerKey(value.publicKey));
  // A failed fetch is not kept: the next call tries again.
  serverKey.catch(() => {
    serverKey = null;
  });
  return serverKey;
}

/**
 * An encrypted call (login, register, passwords): the body is sealed with a fresh AES key
 * wrapped for the server (contract encrypted-body.ts) and sent as `{ value }`.
 */
export async function postSealed<T>(method: "POST" | "PUT", path: string, data: unknown): Promise<T> {
  const sealed = await sealRequest(await getServerKey(), data);
  return apiRequest<T>(path, { method, body: sealed.body, headers: sealed.headers });
}
