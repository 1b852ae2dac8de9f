import type { ErrorCode } from "@portal/contract/error-codes";
import type { FieldErrors } from "@portal/contract/envelope";

/**
 * The one way a service refuses a request: a stable code from the contract, a human message,
 * and optionally per-field problems or a small `value` the client acts on (a failed login's
 * `{ captcha: true }`). The error handler turns it into the envelope.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    readonly value?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "AppError";
  }
}
