import { HEADER, pathWith } from "@portal/contract/api/paths";
import {
  LOTTERY_API,
  type LotteryBuyAnswer,
  type LotteryChaseAnswer,
  type LotteryChaseView,
  type LotteryCurrentDraw,
  type LotteryPlaySale,
  type LotterySelection,
  type LotteryTicketView,
} from "@portal/contract/api/lottery";
import { apiRequest } from "../../../shared/api/client";
import { gameRequest, type GameLaunch } from "../../../shared/house-game/game-api";

/** The bet page's launch: the game token, and the game it was launched for. */
export type LotteryLaunch = GameLaunch & { game: string };

/** The draw taking tickets (public), with the server's clock for the countdown. */
export function fetchCurrentDraw(launch: LotteryLaunch, signal?: AbortSignal): Promise<LotteryCurrentDraw> {
  return apiRequest<LotteryCurrentDraw>(pathWith(LOTTERY_API.currentDraw, { code: launch.game }), {
    method: "GET",
    headers: launch.merchant ? { [HEADER.merchant]: launch.merchant } : {},
    session: false,
    signal,
  });
}

/** The plays the game sells (public), with the brand's odds and stake limits. */
export function fetchPlaysOnSale(launch: LotteryLaunch, signal?: AbortSignal): Promise<LotteryPlaySale[]> {
  return apiRequest<{ list: LotteryPlaySale[] }>(pathWith(LOTTERY_API.plays, { code: launch.game }), {
    method: "GET",
    headers: launch.merchant ? { [HEADER.merchant]: launch.merchant } : {},
    session: false,
    signal,
  }).then((answer) => answer.list);
}

/**
 * Buys a slip on the draw the player sees: one ticket and one bet per selection. The same slip
 * sent again under its requestId (after a lost answer) places nothing twice.
 */
export function buySlip(launch: LotteryLaunch, requestId: string, drawNo: string, selections: LotterySelection[]) {
  return gameRequest<LotteryBuyAnswer>(launch, LOTTERY_API.tickets, {
    requestId,
    game: launch.game,
    drawNo,
    selections,
  });
}

/** The player's tickets of this game, newest first. */
export function fetchMyTickets(launch: LotteryLaunch): Promise<LotteryTicketView[]> {
  return gameRequest<{ list: LotteryTicketView[] }>(launch, LOTTERY_API.tickets, undefined, { game: launch.game }).then(
    (v) => v.list,
  );
}

export function cancelTicket(launch: LotteryLaunch, id: number) {
  return gameRequest<{ ticket: LotteryTicketView; balance: string }>(
    launch,
    pathWith(LOTTERY_API.cancelTicket, { id }),
    {},
  );
}

/** A chase plan (decision 0037): the slip bought on each of `draws` draws from the one the player sees. */
export function buyChase(
  launch: LotteryLaunch,
  requestId: string,
  drawNo: string,
  selections: LotterySelection[],
  chase: { draws: number; stopOnWin: boolean },
) {
  return gameRequest<LotteryChaseAnswer>(launch, LOTTERY_API.chases, {
    requestId,
    game: launch.game,
    drawNo,
    selections,
    ...chase,
  });
}

/** The player's chase plans of this game, newest first. */
export function fetchMyChases(launch: LotteryLaunch): Promise<LotteryChaseView[]> {
  return gameRequest<{ list: LotteryChaseView[] }>(launch, LOTTERY_API.chases, undefined, { game: launch.game }).then(
    (v) => v.list,
  );
}

export function cancelChase(launch: LotteryLaunch, id: number) {
  return gameRequest<{ plan: LotteryChaseView; balance: string }>(
    launch,
    pathWith(LOTTERY_API.cancelChase, { id }),
    {},
  );
}
