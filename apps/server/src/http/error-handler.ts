import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { fail, type FieldErrors } from "@portal/contract/envelope";
import { HEADER } from "@portal/contract/api/paths";
import { ERROR_HTTP_STATUS, type ErrorCode } from "@portal/contract/error-codes";
import { isDatabaseUnavailable } from "../db/client";
import { LedgerError, type LedgerErrorCode } from "../ledger/types";
import { errorForLog } from "../lib/logger";
import { AppError } from "./app-error";

/**
 * Ledger refusals a member can cause. The others (a missing account, a currency mismatch...)
 * are bugs in the caller: logged and answered generically.
 */
const LEDGER_CODES: Partial<Record<LedgerErrorCode, ErrorCode>> = {
  INSUFFICIENT_FUNDS: "INSUFFICIENT_BALANCE",
  IDEMPOTENCY_CONFLICT: "IDEMPOTENCY_CONFLICT",
  // An amount or a resulting balance beyond bigint (an operator's huge credit, say).
  AMOUNT_OUT_OF_RANGE: "AMOUNT_OUT_OF_RANGE",
};

/** Fastify's own client errors, mapped to contract codes. Anything else 4xx is a validation failure. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "VALIDATION_FAILED",
  FST_ERR_CTP_EMPTY_JSON_BODY: "VALIDATION_FAILED",
  FST_ERR_CTP_INVALID_JSON_BODY: "VALIDATION_FAILED",
  FST_ERR_NOT_FOUND: "NOT_FOUND",
  // @fastify/multipart: a file over its limit, or a form that is not multipart.
  FST_REQ_FILE_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  FST_INVALID_MULTIPART_CONTENT_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  FST_FILES_LIMIT: "VALIDATION_FAILED",
};

function send(reply: FastifyReply, code: ErrorCode, message: string, fields?: FieldErrors, value?: object) {
  return reply.status(ERROR_HTTP_STATUS[code]).send(fail(code, message, fields ? { fields } : (value ?? null)));
}

/**
 * Errors Fastify's router raises before a route is chosen, which the error handler never sees:
 * a path parameter longer than maxParamLength (100 characters), or one that is not
 * percent-encoded UTF-8 (a lone surrogate's bytes, a cut sequence). Passed as the
 * `frameworkErrors` option, so they answer the envelope too.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.header(HEADER.requestId, request.id);
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") return send(reply, "URI_TOO_LONG", "The address is too long");
  if (error.code === "FST_ERR_BAD_URL") return send(reply, "VALIDATION_FAILED", "Invalid request");
  request.log.error({ err: error }, "request failed");
  return send(reply, "INTERNAL_ERROR", "Unknown error, please retry later");
}

/**
 * One error handler for the whole app: client mistakes get a 4xx envelope with a stable code;
 * anything unexpected is logged with the request id and answered generically (no stack, no SQL).
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) return send(reply, error.code, error.message, error.fields, error.value);
    if (error instanceof LedgerError && LEDGER_CODES[error.code]) {
      return send(reply, LEDGER_CODES[error.code]!, error.message);
    }

    if (isDatabaseUnavailable(error)) {
      // A restart, a failover, a terminated connection or a full pool: retry in a moment.
      request.log.warn({ err: errorForLog(error) }, "database unavailable");
      reply.header("retry-after", "1");
      return send(reply, "SERVICE_UNAVAILABLE", "The service is briefly unavailable, please retry in a moment");
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: FieldErrors = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, "").replace(/\//g, ".") || "_";
        fields[key] ??= issue.message ?? "Invalid value";
      }
      return send(reply, "VALIDATION_FAILED", "Invalid request", fields);
    }

    const status = error.statusCode ?? 500;
    if (status === 429) return send(reply, "TOO_MANY_REQUESTS", "Too many requests, retry later");
    if (status >= 400 && status < 500) {
      return send(reply, FASTIFY_CODES[error.code] ?? "VALIDATION_FAILED", "Invalid request");
    }

    // Whatever logger the app was given: never the SQL, its parameters or a client object.
    request.log.error({ err: errorForLog(error) }, "request failed");
    return send(reply, "INTERNAL_ERROR", "Unknown error, please retry later");
  });
}
