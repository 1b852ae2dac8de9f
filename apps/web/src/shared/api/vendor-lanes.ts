import { queryOptions } from "@tanstack/react-query";
import { API } from "@portal/contract/api/paths";
import type { Lane } from "@portal/contract/api/content";
import type { Language } from "@portal/contract/languages";
import { apiGet } from "./client";

interface VendorLanesValue {
  data: { lanes: Lane[] };
}

/**
 * GET /wps/games/vendors: the vendor lanes, one per category (the home page's, and the vendor
 * filter of the agent centre's team betting; one cache entry for both).
 */
export function vendorLanesQuery(language: Language) {
  return queryOptions({
    queryKey: ["games", "vendors", language],
    queryFn: ({ signal }) => apiGet<VendorLanesValue>(API.vendorLanes, undefined, signal).then((v) => v.data.lanes),
    staleTime: 5 * 60_000,
  });
}
