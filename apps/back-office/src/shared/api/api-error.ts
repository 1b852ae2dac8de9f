import { CLIENT_ERROR_CODES, ERROR_CODES, type ClientErrorCode, type ErrorCode } from "@portal/contract/error-codes";

export type AnyErrorCode = ErrorCode | ClientErrorCode;

/** A failed call: its stable code (the envelope's errorCode) picks the translated message. */
export class ApiError extends Error {
  readonly code: AnyErrorCode;
  readonly status: number;
  readonly value: unknown;

  constructor(code: AnyErrorCode, message: string, status = 0, value: unknown = null) {
    super(message || code);
    this.name = "ApiError";
    this.code = code;
    this.status = status;
    this.value = value;
  }
}

export function isKnownErrorCode(value: unknown): value is AnyErrorCode {
  return (
    typeof value === "string" &&
    ((ERROR_CODES as readonly string[]).includes(value) || (CLIENT_ERROR_CODES as readonly string[]).includes(value))
  );
}

export function errorCodeOf(error: unknown): AnyErrorCode {
  return error instanceof ApiError ? error.code : "UNKNOWN_ERROR";
}

/**
 * The field errors a refusal carries (`value.fields`, by field path: VALIDATION_FAILED's, or a
 * domain refusal's such as `rates.LIVE`: "max 1.5").
 */
export function refusedFields(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const fields = (error.value as { fields?: unknown } | null)?.fields;
  return fields && typeof fields === "object" ? (fields as Record<string, string>) : {};
}
