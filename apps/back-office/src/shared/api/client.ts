import { HEADER } from "@portal/contract/api/paths";
import type { Envelope } from "@portal/contract/envelope";
import { isKnownErrorCode, ApiError } from "./api-error";
import { currentLanguage } from "../i18n/i18n";
import { getMerchantCode } from "../session/merchant";
import { getToken, signOut } from "../session/session";

export type QueryParams = Record<string, string | number | boolean | undefined | null>;

export function buildUrl(path: string, query?: QueryParams): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text === "" ? path : `${path}?${text}`;
}

/** Fills a path's `:params` ("/admin/deposits/:orderNo/confirm"). */
export function pathWith(path: string, params: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? "")));
}

/**
 * The headers of every call, as the portal sends them (apps/web shared/api/client.ts): the brand
 * (`merchant`, from the shell's meta tag), the language, and the operator's session token in
 * `authorization`.
 */
export function requestHeaders(hasBody: boolean): Headers {
  const headers = new Headers({
    Accept: "application/json",
    [HEADER.merchant]: getMerchantCode(),
    [HEADER.language]: currentLanguage(),
  });
  const token = getToken();
  if (token !== null) headers.set(HEADER.authorization, token);
  if (hasBody) headers.set("Content-Type", "application/json");
  return headers;
}

/** A dead session (401, NOT_LOGGED_IN): the token that was sent is dropped and sign-in shows. */
export function fail(error: ApiError, sentToken: string | null): never {
  if ((error.status === 401 || error.code === "NOT_LOGGED_IN") && sentToken !== null && sentToken === getToken()) {
    signOut();
  }
  throw error;
}

export async function send(
  path: string,
  init: { method: string; query?: QueryParams; body?: unknown; signal?: AbortSignal },
) {
  const hasBody = init.body !== undefined;
  const headers = requestHeaders(hasBody);
  const sentToken = headers.get(HEADER.authorization);
  let response: Response;
  try {
    response = await fetch(buildUrl(path, init.query), {
      method: init.method,
      headers,
      body: hasBody ? JSON.stringify(init.body) : null,
      signal: init.signal ?? null,
      credentials: "same-origin",
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError("NETWORK_ERROR", error instanceof Error ? error.message : "network error");
  }
  return { response, sentToken };
}

/** One call of the operator API: the envelope's value, or an ApiError with its stable code. */
export async function apiRequest<T>(
  path: string,
  init: {
    method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
    query?: QueryParams;
    body?: unknown;
    signal?: AbortSignal;
  } = {},
): Promise<T> {
  const { response, sentToken } = await send(path, { ...init, method: init.method ?? "GET" });
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    return fail(
      new ApiError(response.ok ? "UNKNOWN_ERROR" : "NETWORK_ERROR", `HTTP ${response.status}`, response.status),
      sentToken,
    );
  }
  const envelope = data as Partial<Envelope<T>> | null;
  if (!envelope || typeof envelope.success !== "boolean") {
    return fail(new ApiError("UNKNOWN_ERROR", "malformed response", response.status), sentToken);
  }
  if (!envelope.success || !response.ok) {
    const code = isKnownErrorCode(envelope.errorCode) ? envelope.errorCode : "UNKNOWN_ERROR";
    return fail(new ApiError(code, String(envelope.message ?? ""), response.status, envelope.value ?? null), sentToken);
  }
  return envelope.value as T;
}

export const apiGet = <T>(path: string, query?: QueryParams, signal?: AbortSignal) =>
  apiRequest<T>(path, { query, ...(signal ? { signal } : {}) });

export const apiSend = <T>(method: "POST" | "PUT" | "PATCH" | "DELETE", path: string, body: unknown = {}) =>
  apiRequest<T>(path, { method, body });

/**
 * An image behind the operator's session (a deposit's receipt) as a `data:` URL: an <img> cannot
 * send the token, and the CSP allows `data:` images but not `blob:` ones.
 */
export async function fetchImage(path: string, signal?: AbortSignal): Promise<string> {
  const { response, sentToken } = await send(path, { method: "GET", ...(signal ? { signal } : {}) });
  if (!response.ok) {
    let code: string | undefined;
    try {
      code = ((await response.json()) as Envelope<unknown>).errorCode ?? undefined;
    } catch {
      code = undefined;
    }
    return fail(
      new ApiError(isKnownErrorCode(code) ? code : "UNKNOWN_ERROR", `HTTP ${response.status}`, response.status),
      sentToken,
    );
  }
  const blob = await response.blob();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new ApiError("UNKNOWN_ERROR", "unreadable image"));
    reader.readAsDataURL(blob);
  });
}
