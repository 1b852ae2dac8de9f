import { PROTECTION_API, type PlaySession } from "@portal/contract/api/protection";
import { apiGet } from "../../../shared/api/client";

/** The current login's start, its net result and the member's reality-check interval. */
export function fetchPlaySession(): Promise<PlaySession> {
  return apiGet(PROTECTION_API.session);
}
