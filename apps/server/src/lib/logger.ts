import type { FastifyBaseLogger } from "fastify";
import { pino, type DestinationStream, type Logger } from "pino";
import { withoutQueryText } from "../db/query-error";

/** What a logged error keeps: enough to find the fault, nothing of the data or the connection. */
export interface LoggedError {
  type: string;
  code?: string;
  message: string;
  /** The call frames only: the first line of a stack repeats the message of the wrapping error. */
  stack: string;
}

const MAX_MESSAGE_LENGTH = 500;

/**
 * Reduces an error to its type, code, message and call frames. Everything else an error object
 * carries stays out of the log: pg-pool attaches the whole client (connection parameters) to a
 * connection error, pg's DatabaseError carries the row's values in `detail`, and drizzle's
 * DrizzleQueryError puts the SQL and its parameters (password hashes, tokens) in its message and
 * properties, so for that one the database's own error (its cause) is what is described.
 */
export function errorForLog(error: Error): LoggedError {
  const source = withoutQueryText(error);
  const code = (source as { code?: unknown }).code;
  return {
    type: source.constructor?.name || source.name,
    ...(typeof code === "string" ? { code } : {}),
    message: source.message.slice(0, MAX_MESSAGE_LENGTH),
    stack: (error.stack ?? "")
      .split("\n")
      .filter((line) => /^\s+at /.test(line))
      .join("\n"),
  };
}

/** pino's serializer for `err`: errors are reduced; anything else (already reduced) passes. */
function errSerializer(value: unknown): unknown {
  return value instanceof Error ? errorForLog(value) : value;
}

/** Query parameters whose values are secrets (game session tokens, reset tokens, signatures...). */
const SECRET_PARAM = /token|secret|password|signature|sign$|key|code|auth/i;

/**
 * A request URL fit for a log line: the values of secret-looking query parameters are replaced,
 * so a game token (`/house/api/fairness?token=...`) or a reset link never reaches the access log.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf("?");
  if (queryAt < 0) return url;
  const params = new URLSearchParams(url.slice(queryAt + 1));
  for (const name of new Set(params.keys())) {
    if (SECRET_PARAM.test(name)) params.set(name, "[redacted]");
  }
  return `${url.slice(0, queryAt)}?${params.toString()}`;
}

/** pino's serializer for `req` (Fastify's request log lines), with the URL's secrets redacted. */
function reqSerializer(request: {
  method?: string;
  url?: string;
  ip?: string;
  socket?: { remotePort?: number };
}): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url ?? ""),
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Serializers every logger of the server uses (main's, the default one, and any a test passes). */
export const LOG_SERIALIZERS = { err: errSerializer, req: reqSerializer };

/** A logger handed in from outside, made to reduce errors and redact request URLs like ours. */
export function withLogSerializers(logger: FastifyBaseLogger): FastifyBaseLogger {
  return logger.child({}, { serializers: LOG_SERIALIZERS });
}

/** The process's pino logger (JSON on stdout unless told otherwise). Every `{ err }` is reduced. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: ["req.headers.authorization", "req.headers.cookie"],
    serializers: LOG_SERIALIZERS,
  };
  return destination ? pino(options, destination) : pino(options);
}

/** What the database pool's error listener logs when the server drops an idle connection. */
export function logConnectionLoss(logger: Logger): (err: Error) => void {
  return (err) => logger.warn({ err: errorForLog(err) }, "database connection lost; the pool reconnects");
}
