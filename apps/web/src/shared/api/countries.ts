import { queryOptions, useQuery } from "@tanstack/react-query";
import { API } from "@portal/contract/api/paths";
import type { Country } from "@portal/contract/api/system";
import { apiGet } from "./client";

export function countriesQuery() {
  return queryOptions({
    queryKey: ["system", "countries"],
    queryFn: ({ signal }) => apiGet<Country[]>(API.country, undefined, signal),
    staleTime: 60 * 60_000,
  });
}

export function useCountries() {
  return useQuery(countriesQuery());
}
