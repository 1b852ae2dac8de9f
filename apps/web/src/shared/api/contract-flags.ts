import { queryOptions } from "@tanstack/react-query";
import { CONTRACT_API, type Consolidated } from "@portal/contract/api/contracts";
import { apiGet } from "./client";
import { MEMBER_QUERY_KEY } from "./member";

/**
 * GET /wps/member/info/funds/consolidated: per contract kind, whether the member holds one, is
 * offered one, only had some, or never had any (decision 0034), for the agent centre's menu.
 * Asked only where it is used (`enabled`: the agent centre is open) and with a session. The
 * member's own answers on its contract pages never turn a flag to or from NONE (an offer exists
 * already when they are made), so they need not read it again.
 */
export function contractFlagsQuery(token: string | null, enabled: boolean) {
  return queryOptions({
    queryKey: [...MEMBER_QUERY_KEY, "contractFlags", token],
    queryFn: ({ signal }) => apiGet<Consolidated>(CONTRACT_API.consolidated, undefined, signal),
    enabled: enabled && token !== null,
    staleTime: 60_000,
  });
}
