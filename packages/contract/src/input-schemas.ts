import { z } from "zod";

/**
 * The schemas every free string and every date a client sends goes through (bodies, query
 * strings, path parameters), so that what passes validation can also be stored: PostgreSQL's
 * text and jsonb cannot hold U+0000, a lone surrogate (UTF-16 that is not well formed) has no
 * UTF-8 form and breaks jsonb, and a date beyond the Date range is no date at all. Such input is
 * refused as VALIDATION_FAILED here, once, instead of failing in SQL route by route.
 */

/**
 * A surrogate that is not half of a pair: in a `u` regular expression a pair reads as one code
 * point, so only a lone surrogate is a code point of category Cs (the same test as
 * String.prototype.isWellFormed, which browsers before 2023 lack).
 */
const LONE_SURROGATE = /\p{Cs}/u;

/** True when the text has no U+0000 and no lone surrogate. */
export function isStorableText(value: string): boolean {
  return !value.includes("\u0000") && !LONE_SURROGATE.test(value);
}

/** The field problem of a refused string (the web shows its generic "invalid" text). */
export const UNSTORABLE_TEXT_MESSAGE = "invalid_characters";

const storable = { message: UNSTORABLE_TEXT_MESSAGE };

/** Text as a person types it (spec section 5: "required and trimmed"): trimmed, at most `max` characters. */
export const text = (max: number) => z.string().trim().max(max).refine(isStorableText, storable);

/** Text kept exactly as sent (tokens, codes, ciphertext, query filters): at most `max` characters. */
export const exactText = (max: number) => z.string().max(max).refine(isStorableText, storable);

/** A password or payment password: never trimmed, at most 128 characters. */
export const secret = exactText(128);

/** The last millisecond of year 9999 (253402300799999): PostgreSQL and JavaScript's Date both hold every instant up to it. */
export const EPOCH_MS_MAX = 253_402_300_799_999;

/** An instant as epoch milliseconds in a query string (record filters): 1970 to the end of year 9999. */
export const epochMs = z.coerce.number().int().min(0).max(EPOCH_MS_MAX);
