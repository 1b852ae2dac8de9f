import { useQuery } from "@tanstack/react-query";
import { ADMIN } from "@portal/contract/api/admin";
import { apiGet } from "../api/client";
import { useSession } from "./session";

/** The server's word on the signed-in operator and its brand (GET ADMIN.me). */
export interface MeAnswer {
  username: string;
  role: string;
  permissions?: string[];
  /** The brand's money: currency code and scale (fraction digits of a minor unit). */
  currency?: string;
  currencyScale?: number;
}

/** The `me` query's options: one query key, so the start and the pages share one fetch. */
export function meQueryOptions(token: string | null) {
  return {
    queryKey: ["me", token] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => apiGet<MeAnswer>(ADMIN.me, undefined, signal),
    staleTime: 5 * 60_000,
    enabled: token !== null,
  };
}

/**
 * The `me` answer: asked once when the back office starts (signed-in.tsx) and read by any page
 * that needs the brand's money, from the same query (not fetched twice).
 */
export function useMeQuery() {
  return useQuery(meQueryOptions(useSession()?.token ?? null));
}
