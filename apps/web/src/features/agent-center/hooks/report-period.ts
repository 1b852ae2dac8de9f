import { useState } from "react";
import type { z } from "zod";
import { ledgerRange, type LedgerDays } from "../../../shared/format/day-range";
import { quickRangeDays, type QuickRange } from "../../../shared/format/quick-ranges";

/**
 * A report's period: the days in the filter (as typed, GMT+8) and the period last searched (the
 * instants the report is asked for), starting at a shortcut. One clock reading per visit, so the
 * shortcuts and their highlight agree while the page is open.
 */
export function useReportPeriod(first: QuickRange) {
  const [now] = useState(() => Date.now());
  const [days, setDays] = useState<LedgerDays>(() => quickRangeDays(first, now));
  const [range] = useState(() => ledgerRange(days)!);
  return { now, days, setDays, firstRange: range };
}

/**
 * The fields of a filter the contract's schema refuses (its first path element each), so a page
 * tells them beside their field instead of asking the server.
 */
export function refusedFields(schema: z.ZodType, params: Record<string, unknown>): Set<string> {
  const parsed = schema.safeParse(params);
  if (parsed.success) return new Set();
  return new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? "")));
}

/** A typed text as a filter's value: trimmed, left out when empty. */
export function typedOrNone(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed === "" ? undefined : trimmed;
}
