import type { Envelope } from "@portal/contract/envelope";
import { DEVICE_WEB, HEADER } from "@portal/contract/api/paths";
import { ApiError, isKnownErrorCode } from "./api-error";
import { getMerchantCode } from "../storage/merchant";
import { getToken } from "../storage/session";
import { currentLanguage } from "../i18n/i18n";

export type QueryParams = Record<string, string | number | boolean | undefined>;

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
}

export function buildUrl(path: string, query?: QueryParams): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text === "" ? path : `${path}?${text}`;
}

export function requestHeaders(hasBody: boolean): Headers {
  const headers = new Headers({
    Accept: "application/json",
    [HEADER.merchant]: getMerchantCode(),
    [HEADER.language]: currentLanguage(),
    [HEADER.device]: DEVICE_WEB,
  });
  const token = getToken();
  if (token !== null) headers.set(HEADER.authorization, token);
  if (hasBody) headers.set("Content-Type", "application/json");
  return headers;
}

function isEnvelope(data: unknown): data is Envelope<unknown> {
  return typeof data === "object" && data !== null && "success" in data && typeof data.success === "boolean";
}

/**
 * The one fetch wrapper of the web: family headers, envelope parsing, and an ApiError carrying a
 * stable code on any failure (server code, or NETWORK_ERROR / UNKNOWN_ERROR from the client).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const hasBody = options.body !== undefined;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? "GET",
      headers: requestHeaders(hasBody),
      body: hasBody ? JSON.stringify(options.body) : null,
      signal: options.signal ?? null,
      credentials: "same-origin",
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError("NETWORK_ERROR", error instanceof Error ? error.message : "network error");
  }

  let data: unknown;
  try {
    data = await response.json();
  } catch {
    throw new ApiError(response.ok ? "UNKNOWN_ERROR" : "NETWORK_ERROR", `HTTP ${response.status}`, response.status);
  }
  if (!isEnvelope(data)) throw new ApiError("UNKNOWN_ERROR", "malformed response", response.status);
  if (!data.success || !response.ok) {
    const code = isKnownErrorCode(data.errorCode) ? data.errorCode : "UNKNOWN_ERROR";
    throw new ApiError(code, typeof data.message === "string" ? data.message : "", response.status);
  }
  return data.value as T;
}

export function apiGet<T>(path: string, query?: QueryParams, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>(path, { query, signal });
}
