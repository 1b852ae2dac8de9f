import { HEADER } from "@portal/contract/api/paths";
import {
  HOUSE_API,
  type houseBalanceSchema,
  type houseFairnessSchema,
  type houseRotateSchema,
} from "@portal/contract/api/vendor-wallet";
import { apiRequest } from "../api/client";
import type { LaunchParams } from "./launch-params";

/** The answer a contract schema describes (its parse result), without loading the schema. */
export type Answer<S extends { parse: (data: unknown) => unknown }> = ReturnType<S["parse"]>;

export type Fairness = Answer<typeof houseFairnessSchema>;
export type SeedRotation = Answer<typeof houseRotateSchema>;
export type GameBalance = Answer<typeof houseBalanceSchema>;
/** A launched game: the launch URL's parameters with its game token. */
export type GameLaunch = LaunchParams & { token: string };

/**
 * A house game page's call: its game token only (never the portal's login), the launch's
 * merchant. Every house game (slot, baccarat) talks to the server this way.
 */
export function gameRequest<T>(
  game: GameLaunch,
  path: string,
  body?: object,
  query?: Record<string, string>,
): Promise<T> {
  return apiRequest<T>(path, {
    method: body ? "POST" : "GET",
    query: body ? undefined : { token: game.token, ...query },
    body: body ? { token: game.token, ...body } : undefined,
    headers: game.merchant ? { [HEADER.merchant]: game.merchant } : {},
    session: false,
  });
}

/** The member's seed pair, the same for every house game. */
export function fetchFairness(game: GameLaunch): Promise<Fairness> {
  return gameRequest<Fairness>(game, HOUSE_API.fairness);
}

export function rotateSeed(game: GameLaunch, clientSeed: string): Promise<SeedRotation> {
  return gameRequest<SeedRotation>(game, HOUSE_API.rotateSeed, { clientSeed });
}

/** The wallet's balance before the first round (each round's answer carries it after). */
export function fetchBalance(game: GameLaunch): Promise<GameBalance> {
  return gameRequest<GameBalance>(game, HOUSE_API.balance);
}
