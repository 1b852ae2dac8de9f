import { CLIENT_ERROR_CODES, ERROR_CODES, type ClientErrorCode, type ErrorCode } from "@portal/contract/error-codes";

export type AnyErrorCode = ErrorCode | ClientErrorCode;

/** A failed call: the stable code drives the translated message `errors.<code>`. */
export class ApiError extends Error {
  readonly code: AnyErrorCode;
  readonly status: number;

  constructor(code: AnyErrorCode, message: string, status = 0) {
    super(message || code);
    this.name = "ApiError";
    this.code = code;
    this.status = status;
  }
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
