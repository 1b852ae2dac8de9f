import { queryOptions } from "@tanstack/react-query";
import { pathWith } from "@portal/contract/api/paths";
import { RAFFLE_API, type RaffleDraw, type raffleInfoSchema, type raffleSchema } from "@portal/contract/api/raffles";
import { apiGet, apiSend } from "../../../shared/api/client";
import { MEMBER_QUERY_KEY } from "../../../shared/api/member";
import { isNotFound } from "./events-api";

export type { RaffleDraw };
/** The answer of the raffle call (its schema's parse result, without loading the schema). */
export type Raffle = ReturnType<(typeof raffleSchema)["parse"]>;
export type RafflePrize = Raffle["prizes"][number];
/** The raffle as anyone sees it (no standing, no draws). */
export type RaffleInfo = ReturnType<(typeof raffleInfoSchema)["parse"]>;

export const raffleKey = (token: string | null, promotionId: number) => [
  ...MEMBER_QUERY_KEY,
  "raffle",
  token,
  promotionId,
];

/**
 * A promotion's raffle with the member's standing and draws (a member, not a trial one). NOT_FOUND:
 * the promotion has no raffle (not retried: it will not get one while the page is open).
 */
export function raffleQuery(token: string | null, promotionId: number) {
  return queryOptions({
    queryKey: raffleKey(token, promotionId),
    queryFn: ({ signal }) => apiGet<Raffle>(pathWith(RAFFLE_API.raffle, { id: promotionId }), undefined, signal),
    enabled: token !== null,
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
}

/** A promotion's raffle as a visitor sees it (rule, prizes, the seed's hash). NOT_FOUND: no raffle. */
export function raffleInfoQuery(promotionId: number) {
  return queryOptions({
    queryKey: ["raffle-info", promotionId],
    queryFn: ({ signal }) => apiGet<RaffleInfo>(pathWith(RAFFLE_API.info, { id: promotionId }), undefined, signal),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
}

/** Draws once (idempotent by requestId: sent again, the server answers the same draw). */
export function drawRaffle(promotionId: number, requestId: string, clientSeed: string) {
  return apiSend<RaffleDraw>("POST", pathWith(RAFFLE_API.draw, { id: promotionId }), { requestId, clientSeed });
}

/** A client seed the server accepts (the contract's drawRequest): letters, digits, _ or -, 1 to 64. */
export const CLIENT_SEED = /^[A-Za-z0-9_-]{1,64}$/;

/** A fresh random client seed: 16 random bytes as 32 hex digits. */
export function randomClientSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
