import { queryOptions } from "@tanstack/react-query";
import { API } from "@portal/contract/api/paths";
import type { MemberInfo } from "@portal/contract/api/accounts";
import { setMustChangePassword } from "../storage/session";
import { apiGet } from "./client";

/**
 * Every query of the logged-in member has the key [...MEMBER_QUERY_KEY, what, token]: data is
 * always tied to the session that fetched it.
 */
export const MEMBER_QUERY_KEY = ["member"] as const;

/**
 * A member query of another session than `token`. On a session change only these are dropped:
 * removing the new session's queries too would cancel fetches its header has just started and
 * leave them empty.
 */
export function isOtherSessionQuery(queryKey: readonly unknown[], token: string | null): boolean {
  return queryKey[0] === MEMBER_QUERY_KEY[0] && queryKey[2] !== token;
}

/** GET /wps/member/info for the current token. */
export function memberInfoQuery(token: string | null) {
  return queryOptions({
    queryKey: [...MEMBER_QUERY_KEY, "info", token],
    queryFn: async ({ signal }) => {
      const info = await apiGet<MemberInfo>(API.memberInfo, undefined, signal);
      // The server decides whether a password change is pending; this survives any reload.
      setMustChangePassword(info.mustChangePassword);
      return info;
    },
    enabled: token !== null,
    staleTime: 60_000,
    retry: false,
  });
}
