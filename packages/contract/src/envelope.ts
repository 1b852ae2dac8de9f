import { z } from "zod";
import { ERROR_CODES, type ErrorCode } from "./error-codes";

/**
 * Every JSON answer of the portal API is this envelope (reference notes, "Wire conventions").
 * A failure has `success: false`, a stable `errorCode` that the web maps to a translation,
 * and a human `message` in the caller's language (never internals).
 */
export interface Envelope<T> {
  success: boolean;
  value: T;
  message: string;
  errorCode: ErrorCode | "";
}

/** Per-field problems of a 400 answer: field path -> message. */
export type FieldErrors = Record<string, string>;

export const fieldErrorsSchema = z.record(z.string(), z.string());

export function envelopeSchema<T extends z.ZodType>(value: T) {
  return z.object({
    success: z.boolean(),
    value,
    message: z.string(),
    errorCode: z.union([z.enum(ERROR_CODES), z.literal("")]),
  });
}

/** A failure: null, per-field problems, or a small value the client acts on (e.g. `{ captcha: true }`). */
export const errorEnvelopeSchema = envelopeSchema(
  z.union([z.null(), z.object({ fields: fieldErrorsSchema }), z.record(z.string(), z.unknown())]),
);

export function ok<T>(value: T, message = ""): Envelope<T> {
  return { success: true, value, message, errorCode: "" };
}

export function fail<T = null>(errorCode: ErrorCode, message: string, value: T = null as T): Envelope<T> {
  return { success: false, value, message, errorCode };
}
