/**
 * The closed set of error codes (spec section 8). The server answers with one of them, the web
 * translates `errors.<CODE>`, and tests assert codes, never texts. Add a code here first.
 */
export const ERROR_CODES = [
  "VALIDATION_FAILED",
  "NOT_FOUND",
  "METHOD_NOT_ALLOWED",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "NOT_LOGGED_IN",
  "FORBIDDEN",
  "TOO_MANY_REQUESTS",
  "UNKNOWN_MERCHANT",
  "FUNCTION_NOT_ENABLED",
  "INVALID_DOMAIN",
  "ACCESS_RESTRICTED",
  "SYSTEM_MAINTENANCE",
  "USER_OR_EMAIL_NOT_FOUND",
  "INVALID_PHONE",
  "INVALID_VERIFICATION_CODE",
  "CAPTCHA_FAILED",
  "QUOTA_NOT_SUFFICIENT",
  "TWO_STEP_VERIFICATION_REQUIRED",
  "INTERNAL_ERROR",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Codes the web itself raises when no server answer is available (network down, chunk timeout).
 * They share the `errors.<CODE>` translation namespace with the server codes.
 */
export const CLIENT_ERROR_CODES = ["NETWORK_ERROR", "PAGE_LOAD_TIMEOUT", "UNKNOWN_ERROR"] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

/** HTTP status that goes with each server code. */
export const ERROR_HTTP_STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  NOT_LOGGED_IN: 401,
  FORBIDDEN: 403,
  TOO_MANY_REQUESTS: 429,
  UNKNOWN_MERCHANT: 400,
  FUNCTION_NOT_ENABLED: 403,
  INVALID_DOMAIN: 400,
  ACCESS_RESTRICTED: 403,
  SYSTEM_MAINTENANCE: 503,
  USER_OR_EMAIL_NOT_FOUND: 404,
  INVALID_PHONE: 400,
  INVALID_VERIFICATION_CODE: 400,
  CAPTCHA_FAILED: 400,
  QUOTA_NOT_SUFFICIENT: 409,
  TWO_STEP_VERIFICATION_REQUIRED: 403,
  INTERNAL_ERROR: 500,
};
