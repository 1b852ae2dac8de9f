import { ApiError } from "../../../shared/api/api-error";
import type { EventView } from "../api/events-api";

export type EventReason = NonNullable<EventView["reason"]>;

/** Why an event takes no application from the member (the contract's eventSchema `reason`). */
export const EVENT_REASONS = [
  "NOT_STARTED",
  "ENDED",
  "NOT_IN_AUDIENCE",
  "ALREADY_APPLIED",
] as const satisfies readonly EventReason[];

/** Why an application was refused, from the answer's data (`{ reason }` of PROMOTION_NOT_ELIGIBLE); null when it says none. */
export function applicationRefusalReason(error: unknown): EventReason | null {
  if (!(error instanceof ApiError) || typeof error.value !== "object" || error.value === null) return null;
  const reason = (error.value as { reason?: unknown }).reason;
  return EVENT_REASONS.find((known) => known === reason) ?? null;
}
