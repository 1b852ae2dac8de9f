import { HEADER } from "@portal/contract/api/paths";
import {
  HOUSE_API,
  type houseFairnessSchema,
  type houseRotateSchema,
  type houseSpinSchema,
} from "@portal/contract/api/vendor-wallet";
import { apiRequest } from "../../../shared/api/client";
import type { LaunchParams } from "../hooks/launch-params";

/** The answer a contract schema describes (its parse result), without loading the schema. */
type Answer<S extends { parse: (data: unknown) => unknown }> = ReturnType<S["parse"]>;

export type SlotSpin = Answer<typeof houseSpinSchema>;
export type SlotWin = SlotSpin["wins"][number];
export type Fairness = Answer<typeof houseFairnessSchema>;
export type SeedRotation = Answer<typeof houseRotateSchema>;

/** A game page's call: its game token only (never the portal's login), the launch's merchant. */
function gameRequest<T>(game: LaunchParams & { token: string }, path: string, body?: object): Promise<T> {
  return apiRequest<T>(path, {
    method: body ? "POST" : "GET",
    query: body ? undefined : { token: game.token },
    body: body ? { token: game.token, ...body } : undefined,
    headers: game.merchant ? { [HEADER.merchant]: game.merchant } : {},
    session: false,
  });
}

export function spinSlot(game: LaunchParams & { token: string }, bet: string): Promise<SlotSpin> {
  return gameRequest<SlotSpin>(game, HOUSE_API.slotSpin, { bet });
}

export function fetchFairness(game: LaunchParams & { token: string }): Promise<Fairness> {
  return gameRequest<Fairness>(game, HOUSE_API.fairness);
}

export function rotateSeed(game: LaunchParams & { token: string }, clientSeed: string): Promise<SeedRotation> {
  return gameRequest<SeedRotation>(game, HOUSE_API.rotateSeed, { clientSeed });
}
