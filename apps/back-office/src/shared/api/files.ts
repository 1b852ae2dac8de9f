import { HEADER } from "@portal/contract/api/paths";
import type { Envelope } from "@portal/contract/envelope";
import { ApiError, isKnownErrorCode } from "./api-error";
import { buildUrl, fail, requestHeaders, send, type QueryParams } from "./client";

// Files through the operator API: a report's CSV saved by the browser, a picture uploaded. Apart
// from client.ts so that the sign-in screen's first load carries none of it.

/** The error of a failed non-JSON call (a file, an upload): the envelope's code when it sent one. */
async function fileFailure(response: Response, sentToken: string | null): Promise<never> {
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

/** The file name a response names in its content-disposition (RFC 6266: `filename*` first), or `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A broken escape: the plain name below, if any.
    }
  }
  const plain = /filename\s*=\s*"([^"]+)"|filename\s*=\s*([^;]+)/.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || fallback;
}

/**
 * A file behind the operator's session (a report's CSV), saved by the browser: a link cannot send
 * the token, so the file is fetched, kept as a Blob behind an object URL and handed to a
 * `download` link under the name the server gives (content-disposition). Answers that name.
 */
export async function downloadFile(
  path: string,
  query: QueryParams | undefined,
  fallbackName: string,
): Promise<string> {
  const { response, sentToken } = await send(buildUrl(path, query), { method: "GET" });
  if (!response.ok) return fileFailure(response, sentToken);
  const name = fileNameOf(response.headers.get("content-disposition"), fallbackName);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = name;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click the browser holds the file; the URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return name;
}

/** A file sent as multipart form data (`field`), answered by the usual envelope. */
export async function apiUpload<T>(path: string, file: Blob, field = "file"): Promise<T> {
  const headers = requestHeaders(false);
  const sentToken = headers.get(HEADER.authorization);
  const form = new FormData();
  form.append(field, file);
  let response: Response;
  try {
    response = await fetch(path, { method: "POST", headers, body: form, credentials: "same-origin" });
  } catch (error) {
    throw new ApiError("NETWORK_ERROR", error instanceof Error ? error.message : "network error");
  }
  let data: Partial<Envelope<T>> | null = null;
  try {
    data = (await response.json()) as Partial<Envelope<T>>;
  } catch {
    data = null;
  }
  if (!data || typeof data.success !== "boolean" || !data.success || !response.ok) {
    const code = isKnownErrorCode(data?.errorCode) ? data.errorCode : "UNKNOWN_ERROR";
    return fail(new ApiError(code, String(data?.message ?? `HTTP ${response.status}`), response.status), sentToken);
  }
  return data.value as T;
}
