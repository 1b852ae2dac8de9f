import { z } from "zod";

/**
 * Keyset paging of the record lists (account record, bonus details, betting record, deposits,
 * withdrawals; the agent centre's team lists): the client asks for the first page without a
 * cursor, then sends back the answer's `next` or `prev`. A cursor is opaque and belongs to one
 * list, caller and filter; any other is refused with VALIDATION_FAILED.
 */
export const cursorInput = z
  .string()
  .max(400)
  .regex(/^[A-Za-z0-9_-]+$/, "cursor")
  .optional();

/**
 * A count stops at this many rows: a longer list answers COUNT_CAP with `totalCapped` ("more than
 * 1,000"). Counting is the one part of a page whose cost grows with the list (up to the cap), and
 * a member paging by next and previous needs no exact figure beyond it.
 */
export const COUNT_CAP = 1_000;

/** The answer's paging fields, beside its `list`. */
export const cursorPageFields = {
  /** The cursor of the older rows after this page; null on the last page. */
  next: z.string().nullable(),
  /** The cursor of the newer rows before this page; null on the first page. */
  prev: z.string().nullable(),
  /** Rows matching the filter, counted up to COUNT_CAP. */
  total: z.number().int(),
  /** There are more than COUNT_CAP matching rows ("10,000+"). */
  totalCapped: z.boolean(),
  pageSize: z.number().int(),
};
