import { queryOptions, useQuery } from "@tanstack/react-query";
import { API } from "@portal/contract/api/paths";
import type { Resource, SystemStatus } from "@portal/contract/api/system";
import { apiGet } from "../api/client";

export const SYSTEM_STATUS_QUERY_KEY = ["system", "status"] as const;

function currentHost(): string {
  return typeof location === "undefined" ? "" : location.host;
}

/** GET /wps/system/status?url=<host>: permissions, site settings and the visitor's location. */
export function systemStatusQuery() {
  return queryOptions({
    queryKey: SYSTEM_STATUS_QUERY_KEY,
    queryFn: ({ signal }) => apiGet<SystemStatus>(API.systemStatus, { url: currentHost() }, signal),
    staleTime: 5 * 60_000,
  });
}

/** The status once start-up has it; start-up renders the app only after it arrived. */
export function useSystemStatus(): SystemStatus | undefined {
  return useQuery(systemStatusQuery()).data;
}

export function findResource(status: SystemStatus | undefined, resourceType: string): Resource | undefined {
  return status?.info.resources.find((r) => r.resourceType.toUpperCase() === resourceType);
}
