import { queryOptions } from "@tanstack/react-query";
import { API } from "@portal/contract/api/paths";
import type { HelpCategory } from "@portal/contract/api/system";
import type { Language } from "@portal/contract/languages";
import { apiGet } from "../../../shared/api/client";

/** The value is the list of categories; `{ categories }` is accepted too. */
type HelpCenterValue = HelpCategory[] | { categories: HelpCategory[] };

/** GET /wps/system/helpCenter: help categories with their articles. */
export function helpCenterQuery(language: Language) {
  return queryOptions({
    queryKey: ["help", language],
    queryFn: ({ signal }) =>
      apiGet<HelpCenterValue>(API.helpCenter, undefined, signal).then((v) => (Array.isArray(v) ? v : v.categories)),
    staleTime: 10 * 60_000,
  });
}
