import type { HouseGame } from "@portal/contract/api/house-games";
import { ROUTE } from "@portal/contract/routes";
import type { Db } from "../../db/client";
import { AppError } from "../../http/app-error";
import type { GameLaunchRequest, GameVendor, PulledBet } from "../game-vendor";
import { BACCARAT_GAME_CODE } from "./baccarat-service";
import { HOUSE_GAME_CODES, type HouseGameSettings } from "./game-settings";
import { HOUSE_VENDOR } from "./platform-client";
import { gameByCode } from "./lottery/repository";
import { endedRoundsAfter } from "./repository";
import { SLOT_GAME_CODE } from "./slot-service";

/** Where each house game's page lives (served by the web app). */
const HOUSE_GAME_PAGES: Record<string, string> = {
  [SLOT_GAME_CODE]: ROUTE.houseSlot,
  [BACCARAT_GAME_CODE]: ROUTE.houseBaccarat,
};

/** The house game (slot, baccarat) of each catalogue code. */
const HOUSE_GAME_OF_CODE = new Map(
  (Object.entries(HOUSE_GAME_CODES) as [HouseGame, string][]).map(([game, code]) => [code, game]),
);

/** How old a settlement must be before the bet pull hands its round over (see pullBets). */
export const SETTLE_LAG_SECONDS = 60;

/** The cursor of a settled round: its settlement time (PostgreSQL's text, to the microsecond) and id. */
function cursorOf(settledAt: string, roundId: string): string {
  return JSON.stringify([settledAt, roundId]);
}

function parseCursor(cursor: string | null): [string, string] | null {
  if (cursor === null) return null;
  const value: unknown = JSON.parse(cursor);
  if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === "string")) {
    return [value[0] as string, value[1] as string];
  }
  throw new Error(`bad house bet cursor: ${cursor}`);
}

/**
 * The house vendor through the same adapter as any other (the platform's side of it): a launch
 * takes the platform's session token for the player and opens the game's own page with it (the
 * house learns the player from the token, through the vendor API) unless the operator closed it
 * (`gameSettings`: the rounds' own settings and cache); the bet pull hands over the
 * house's finished rounds in settlement order (a voided round as rolled back).
 */
export function houseGameVendor(db: Db, gameSettings: HouseGameSettings): GameVendor {
  return {
    code: HOUSE_VENDOR,

    async launch(request: GameLaunchRequest) {
      // The house is not unavailable: it has no lobby of its own (the portal lists its games, see
      // the web's /game?vassalage=HOUSE), so only its games launch.
      if (request.gameCode === null) throw new AppError("NOT_FOUND", "The house has no lobby: launch one of its games");
      // A lottery game opens the lottery's bet page for that game.
      const lottery = HOUSE_GAME_PAGES[request.gameCode]
        ? undefined
        : await gameByCode(db, request.merchantId, request.gameCode);
      // A lottery game the operator took off sale answers as a closed slot does (its draws
      // already made still draw and settle; their tickets are in the player's betting record).
      if (lottery && !lottery.enabled) throw new AppError("GAME_CLOSED", "This game is closed", { game: "closed" });
      const page = lottery ? ROUTE.houseLottery : HOUSE_GAME_PAGES[request.gameCode];
      if (!page) throw new AppError("NOT_FOUND", "No such game");
      // A slot or baccarat the brand's operator closed does not open: the same rule and cache as
      // its rounds (HouseGameSettings.open).
      const game = lottery ? undefined : HOUSE_GAME_OF_CODE.get(request.gameCode);
      if (game) await gameSettings.open(request.merchantId, game);
      const token = await request.openSession();
      const query = new URLSearchParams({ token, language: request.language, merchant: request.merchantCode });
      if (lottery) query.set("game", lottery.code);
      return { game_url: `${page}?${query.toString()}` };
    },

    async pullBets(merchantId, cursor, limit) {
      const after = parseCursor(cursor);
      const rows = await endedRoundsAfter(db, merchantId, after, SETTLE_LAG_SECONDS, limit);
      const bets: PulledBet[] = rows.map(({ round }) => ({
        roundId: round.roundId,
        playerId: round.playerId,
        gameCode: round.game,
        currency: round.currency,
        // A voided round took nothing in the end (its stake, if taken, was refunded).
        stake: round.status === "SETTLED" ? round.bet : 0n,
        payout: round.status === "SETTLED" ? round.payout : 0n,
        status: round.status === "SETTLED" ? "SETTLED" : "ROLLED_BACK",
        betAt: round.createdAt,
        settledAt: round.settledAt ?? round.createdAt,
      }));
      const last = rows.at(-1);
      return { bets, cursor: last ? cursorOf(last.settledText, last.round.roundId) : null };
    },
  };
}
