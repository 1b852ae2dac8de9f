import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { pathWith } from "@portal/contract/api/paths";
import {
  AGENT_API,
  type DownlinesPage,
  type RebateRates,
  type RebateRatesInput,
  type RegisterAccountRequest,
  type TeamOverview,
  type registerAccountSchema,
} from "@portal/contract/api/agents";
import { apiGet, apiSend } from "../../../shared/api/client";
import { MEMBER_QUERY_KEY } from "../../../shared/api/member";

export type { Downline, DownlinesPage, RebateRates, TeamOverview } from "@portal/contract/api/agents";
export type RegisteredAccount = ReturnType<(typeof registerAccountSchema)["parse"]>;

/** Member query keys: [member, what, token, ...] (shared/api/member.ts), so a new session drops them. */
export const key = (what: string, token: string | null, ...rest: unknown[]) => [
  ...MEMBER_QUERY_KEY,
  what,
  token,
  ...rest,
];

/** The first part of every team query's key: a write below the caller reads them all again. */
export const teamKey = (token: string | null) => key("agentTeam", token);

/** The caller's own rebate rates: the ceiling of every rate it gives. */
export function rebateRatesQuery(token: string | null) {
  return queryOptions({
    queryKey: key("agentRebateRates", token),
    queryFn: ({ signal }) => apiGet<RebateRates>(AGENT_API.rebateRates, undefined, signal),
    enabled: token !== null,
    staleTime: 60_000,
  });
}

export function teamOverviewQuery(token: string | null) {
  return queryOptions({
    queryKey: [...teamKey(token), "overview"],
    queryFn: ({ signal }) => apiGet<TeamOverview>(AGENT_API.overview, undefined, signal),
    enabled: token !== null,
  });
}

/** What team management lists: whose direct downlines, and its filter. */
export interface DownlineFilter {
  /** The member whose downlines are listed; the caller when undefined. */
  parentId: number | undefined;
  search: string;
  kind: "" | "MEMBER" | "AGENT";
  status: "" | "ACTIVE" | "DISABLED";
}

/** One page of direct downlines; the page on screen stays while the next one loads. */
export function downlinesQuery(token: string | null, filter: DownlineFilter, cursor: string | undefined) {
  const params = {
    parentId: filter.parentId,
    search: filter.search === "" ? undefined : filter.search,
    kind: filter.kind === "" ? undefined : filter.kind,
    status: filter.status === "" ? undefined : filter.status,
    cursor,
  };
  return queryOptions({
    queryKey: [...teamKey(token), "downlines", params],
    queryFn: ({ signal }) => apiGet<DownlinesPage>(AGENT_API.downlines, params, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

export function registerAccount(body: RegisterAccountRequest) {
  return apiSend<RegisteredAccount>("POST", AGENT_API.accounts, body);
}

export function setDownlineRates(memberId: number, rates: RebateRatesInput) {
  return apiSend<unknown>("PUT", pathWith(AGENT_API.downlineRates, { memberId }), { rates });
}
