import { CLIENT_ERROR_CODES, ERROR_CODES, type ClientErrorCode, type ErrorCode } from "@portal/contract/error-codes";

export type AnyErrorCode = ErrorCode | ClientErrorCode;

/** A failed call: the stable code drives the translated message `errors.<code>`. */
export class ApiError extends Error {
  readonly code: AnyErrorCode;
  readonly status: number;
  /** The envelope's `value` of a failure: per-field problems `{ fields }` or a small hint (`{ captcha }`). */
  readonly value: unknown;

  constructor(code: AnyErrorCode, message: string, status = 0, value: unknown = null) {
    super(message || code);
    this.name = "ApiError";
    this.code = code;
    this.status = status;
    this.value = value;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** Per-field problems of a failure (`value.fields`): field -> "required" | "reg_pattern_<id>" | "taken"... */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !isRecord(error.value) || !isRecord(error.value.fields)) return {};
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries(error.value.fields)) if (typeof text === "string") out[key] = text;
  return out;
}

/** A boolean flag of a failure's value, e.g. a failed login's `captcha`. */
export function errorFlag(error: unknown, flag: string): boolean {
  return error instanceof ApiError && isRecord(error.value) && error.value[flag] === true;
}

export function isKnownErrorCode(value: unknown): value is AnyErrorCode {
  return (
    typeof value === "string" &&
    ((ERROR_CODES as readonly string[]).includes(value) || (CLIENT_ERROR_CODES as readonly string[]).includes(value))
  );
}

/** The code of any thrown value, for `t(\`errors.${code}\`)`. */
export function errorCodeOf(error: unknown): AnyErrorCode {
  if (error instanceof ApiError) return error.code;
  return "UNKNOWN_ERROR";
}

/** Translation key of any thrown value. */
export function errorKeyOf(error: unknown): `errors.${AnyErrorCode}` {
  return `errors.${errorCodeOf(error)}`;
}
