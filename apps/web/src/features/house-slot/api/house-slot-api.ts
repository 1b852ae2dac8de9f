import { HOUSE_API, type houseSpinSchema } from "@portal/contract/api/vendor-wallet";
import { gameRequest, type Answer, type GameLaunch } from "../../../shared/house-game/game-api";

export type SlotSpin = Answer<typeof houseSpinSchema>;
export type SlotWin = SlotSpin["wins"][number];

export function spinSlot(game: GameLaunch, bet: string): Promise<SlotSpin> {
  return gameRequest<SlotSpin>(game, HOUSE_API.slotSpin, { bet });
}
