import { DrizzleQueryError } from "drizzle-orm";

/**
 * The database's own error when `error` is drizzle's wrapper around it (whose message and
 * properties carry the SQL and its parameters: password hashes, tokens), else `error` itself.
 */
export function withoutQueryText(error: Error): Error {
  return error instanceof DrizzleQueryError && error.cause instanceof Error ? error.cause : error;
}
