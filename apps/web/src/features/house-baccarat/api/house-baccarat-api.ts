import { HOUSE_API, type houseBaccaratDealSchema } from "@portal/contract/api/vendor-wallet";
import { gameRequest, type Answer, type GameLaunch } from "../../../shared/house-game/game-api";

export type BaccaratDeal = Answer<typeof houseBaccaratDealSchema>;

/** Deals one round: the stakes of the spots played (decimal strings). */
export function dealBaccarat(game: GameLaunch, bets: Partial<Record<string, string>>): Promise<BaccaratDeal> {
  return gameRequest<BaccaratDeal>(game, HOUSE_API.baccaratDeal, { bets });
}
