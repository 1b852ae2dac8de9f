import { queryOptions } from "@tanstack/react-query";
import { API } from "@portal/contract/api/paths";
import type { MemberInfo } from "@portal/contract/api/accounts";
import { setMustChangePassword } from "../storage/session";
import { apiGet } from "./client";

/** Every query of the logged-in member starts with this key; logout and login drop them all. */
export const MEMBER_QUERY_KEY = ["member"] as const;

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
