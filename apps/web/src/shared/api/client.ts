import type { Envelope } from "@portal/contract/envelope";
import { DEVICE_WEB, HEADER } from "@portal/contract/api/paths";
import { ApiError, isKnownErrorCode } from "./api-error";
import { DEVICE_ID_HEADER, getDeviceId } from "../storage/device-id";
import { getMerchantCode } from "../storage/merchant";
import { clearSession, getToken } from "../storage/session";
import { currentLanguage } from "../i18n/i18n";

export type QueryParams = Record<string, string | number | boolean | undefined>;

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra headers (e.g. the wrapped key of an encrypted body, another merchant). */
  headers?: Record<string, string>;
  /**
   * False: the portal's login token is not sent and a NOT_LOGGED_IN answer leaves the portal
   * session alone (a vendor's game page, which authenticates with its own game token).
   */
  session?: boolean;
}

type FailureListener = (error: ApiError) => void;
const failureListeners = new Set<FailureListener>();

/** Sees every failed call (e.g. PASSWORD_CHANGE_REQUIRED opens the forced change); returns the remover. */
export function onApiFailure(listener: FailureListener): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

function fail(error: ApiError, sentToken: string | null): never {
  // A dead session: the token that was sent is dropped, the header shows the visitor again. A
  // passed session time limit is one too: the server ended the login when it answered so.
  const deadSession = error.code === "NOT_LOGGED_IN" || error.code === "SESSION_LIMIT_REACHED" || error.status === 401;
  if (deadSession && sentToken !== null && sentToken === getToken()) clearSession();
  for (const listener of failureListeners) listener(error);
  throw error;
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

export function requestHeaders(hasBody: boolean, withSession = true): Headers {
  const headers = new Headers({
    Accept: "application/json",
    [HEADER.merchant]: getMerchantCode(),
    [HEADER.language]: currentLanguage(),
    [HEADER.device]: DEVICE_WEB,
    // This browser's id, for the referral checks on login and registration (every call sends it).
    [DEVICE_ID_HEADER]: getDeviceId(),
  });
  const token = withSession ? getToken() : null;
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
  // A form (file upload) goes as multipart/form-data: the browser sets the type and boundary.
  const isForm = typeof FormData !== "undefined" && options.body instanceof FormData;
  const headers = requestHeaders(hasBody && !isForm, options.session ?? true);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  const sentToken = headers.get(HEADER.authorization);
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? "GET",
      headers,
      body: isForm ? (options.body as FormData) : hasBody ? JSON.stringify(options.body) : null,
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
    const message = typeof data.message === "string" ? data.message : "";
    fail(new ApiError(code, message, response.status, data.value ?? null), sentToken);
  }
  return data.value as T;
}

export function apiGet<T>(path: string, query?: QueryParams, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>(path, { query, signal });
}

/** A JSON call with a body (POST, PUT, DELETE). */
export function apiSend<T>(method: "POST" | "PUT" | "DELETE", path: string, body?: unknown): Promise<T> {
  return apiRequest<T>(path, { method, body });
}

/** A file upload: `file` sent as the multipart/form-data field `field` ("file" unless named). */
export function apiUpload<T>(path: string, file: File, field = "file"): Promise<T> {
  const form = new FormData();
  form.append(field, file);
  return apiRequest<T>(path, { method: "POST", body: form });
}
