import { queryOptions } from "@tanstack/react-query";
import { VIP_API, type vipLevelsSchema, type vipMineSchema } from "@portal/contract/api/vip";
import type { Language } from "@portal/contract/languages";
import { apiGet } from "../../../shared/api/client";
import { MEMBER_QUERY_KEY } from "../../../shared/api/member";

/** The answer a contract schema describes (its parse result), without loading the schema. */
type Answer<S extends { parse: (data: unknown) => unknown }> = ReturnType<S["parse"]>;

export type VipLevels = Answer<typeof vipLevelsSchema>;
export type VipLevel = VipLevels["list"][number];
export type VipMine = Answer<typeof vipMineSchema>;
export type VipNext = NonNullable<VipMine["next"]>;

/** The brand's levels and their benefits (anyone), named in the page's language. */
export function vipLevelsQuery(language: Language) {
  return queryOptions({
    queryKey: ["vipLevels", language],
    queryFn: ({ signal }) => apiGet<VipLevels>(VIP_API.levels, undefined, signal),
    staleTime: 60_000,
  });
}

/** The member's level and progress to the next one (a real member: never asked for a visitor or a trial one). */
export function vipMineQuery(token: string | null, enabled = true) {
  return queryOptions({
    queryKey: [...MEMBER_QUERY_KEY, "vipMine", token],
    queryFn: ({ signal }) => apiGet<VipMine>(VIP_API.mine, undefined, signal),
    enabled: enabled && token !== null,
  });
}
