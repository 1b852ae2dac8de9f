import {
  PROTECTION_API,
  type PlaySession,
  type Protection,
  type SetLimitRequest,
} from "@portal/contract/api/protection";
import { apiGet, apiSend } from "../../../shared/api/client";

export const PROTECTION_QUERY_KEY = ["protection"] as const;

export function fetchProtection(): Promise<Protection> {
  return apiGet(PROTECTION_API.protection);
}

export function setLimit(body: SetLimitRequest): Promise<null> {
  return apiSend("PUT", PROTECTION_API.limit, body);
}

export function takeTimeOut(hours: number): Promise<null> {
  return apiSend("POST", PROTECTION_API.timeOut, { hours });
}

export function selfExclude(months: number): Promise<null> {
  return apiSend("POST", PROTECTION_API.selfExclusion, { months, confirm: true });
}

export function setRealityCheck(minutes: number): Promise<null> {
  return apiSend("PUT", PROTECTION_API.realityCheck, { minutes });
}

export function fetchPlaySession(): Promise<PlaySession> {
  return apiGet(PROTECTION_API.session);
}
