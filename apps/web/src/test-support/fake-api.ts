/**
 * Test double of the portal API for component tests: `fetch` answers from routes the test sets,
 * in the envelope the server uses, and every call is recorded with its body. Encrypted bodies
 * (shared/api/sealed.ts) are opened with a key pair made here, so a test reads what the member
 * sent. Only tests import this file.
 */
import { vi } from "vitest";
import { API } from "@portal/contract/api/paths";
import { ENCRYPTED_BODY_IV_BYTES, ENCRYPTED_KEY_HEADER } from "@portal/contract/encrypted-body";
import { fromBase64Url, toBase64Url } from "@portal/contract/base64url";
import type { ErrorCode } from "@portal/contract/error-codes";

/** What a route answers: a value, a refusal with its code, a lost connection, or a function of the call. */
export type Reply =
  | { value: unknown }
  | { errorCode: ErrorCode; status?: number; value?: unknown }
  | "network"
  | ((call: ApiCall) => Reply);

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** JSON body, the opened data of an encrypted body, or the FormData of an upload. */
  body: unknown;
  /** True when the body travelled encrypted. */
  sealed: boolean;
}

export const ok = (value: unknown): Reply => ({ value });
/** A refusal; `value` is the failure's hint (e.g. the limits of AMOUNT_OUT_OF_RANGE). */
export const refuse = (errorCode: ErrorCode, status = 400, value: unknown = null): Reply => ({
  errorCode,
  status,
  value,
});

let keyPair: Promise<CryptoKeyPair> | null = null;

function serverKeys(): Promise<CryptoKeyPair> {
  keyPair ??= crypto.subtle.generateKey(
    { name: "RSA-OAEP", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" },
    true,
    ["encrypt", "decrypt"],
  );
  return keyPair;
}

async function openSealed(value: string, wrappedKey: string): Promise<unknown> {
  const { privateKey } = await serverKeys();
  const raw = await crypto.subtle.decrypt({ name: "RSA-OAEP" }, privateKey, fromBase64Url(wrappedKey));
  const aes = await crypto.subtle.importKey("raw", raw, { name: "AES-GCM" }, false, ["decrypt"]);
  const bytes = fromBase64Url(value);
  const plain = await crypto.subtle.decrypt(
    { name: "AES-GCM", iv: bytes.slice(0, ENCRYPTED_BODY_IV_BYTES) },
    aes,
    bytes.slice(ENCRYPTED_BODY_IV_BYTES),
  );
  return (JSON.parse(new TextDecoder().decode(plain)) as { data: unknown }).data;
}

export class FakeApi {
  readonly calls: ApiCall[] = [];
  private readonly routes = new Map<string, Reply[]>();
  private readonly held = new Map<string, Promise<void>>();

  /** Answers `method path` with these replies in turn; the last one repeats. */
  on(method: string, path: string, ...replies: Reply[]): this {
    this.routes.set(`${method} ${path}`, replies);
    return this;
  }

  /** Holds the answers of `method path` (recorded as they come) until the returned release is called. */
  hold(method: string, path: string): () => void {
    let release = () => {};
    this.held.set(`${method} ${path}`, new Promise((resolve) => (release = resolve)));
    return () => {
      this.held.delete(`${method} ${path}`);
      release();
    };
  }

  /** The recorded calls of one route. */
  callsTo(method: string, path: string): ApiCall[] {
    return this.calls.filter((call) => call.method === method && call.path === path);
  }

  /** Puts this double in place of `fetch` (vi.unstubAllGlobals removes it). */
  install(): this {
    vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => this.fetch(input, init));
    return this;
  }

  private async fetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const url = new URL(String(input), "http://portal.test");
    const method = init.method ?? "GET";
    const headers = new Headers(init.headers);
    if (method === "GET" && url.pathname === API.publicKey) {
      const spki = await crypto.subtle.exportKey("spki", (await serverKeys()).publicKey);
      return envelope({ value: { publicKey: toBase64Url(new Uint8Array(spki)), algorithm: "RSA-OAEP-256+A256GCM" } });
    }
    const wrapped = headers.get(ENCRYPTED_KEY_HEADER);
    let body: unknown = init.body ?? undefined;
    if (typeof init.body === "string") {
      body = JSON.parse(init.body);
      if (wrapped !== null) body = await openSealed((body as { value: string }).value, wrapped);
    }
    const call: ApiCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers,
      body,
      sealed: wrapped !== null,
    };
    this.calls.push(call);
    await this.held.get(`${method} ${url.pathname}`);
    const replies = this.routes.get(`${method} ${url.pathname}`);
    if (!replies || replies.length === 0) return envelope({ errorCode: "NOT_FOUND", status: 404 });
    let reply = replies.length > 1 ? replies.shift()! : replies[0]!;
    while (typeof reply === "function") reply = reply(call);
    if (reply === "network") throw new TypeError("Failed to fetch");
    return envelope(reply);
  }
}

function envelope(reply: { value: unknown } | { errorCode: ErrorCode; status?: number; value?: unknown }): Response {
  const failed = "errorCode" in reply;
  const data = failed
    ? { success: false, value: reply.value ?? null, message: reply.errorCode, errorCode: reply.errorCode }
    : { success: true, value: reply.value, message: "", errorCode: "" };
  return new Response(JSON.stringify(data), {
    status: failed ? (reply.status ?? 400) : 200,
    headers: { "content-type": "application/json" },
  });
}
