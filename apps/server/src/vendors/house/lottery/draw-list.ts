import type {
  LotteryAdminGame,
  LotteryDrawState,
  LotteryGameSettingsRequest,
  LotteryDrawRow,
  LotteryDrawsPage,
  LotteryDrawsQuery,
} from "@portal/contract/api/lottery-admin";
import { minorToDecimal } from "@portal/contract/money";
import type { Db } from "../../../db/client";
import { pageDraws, saveGameSettings } from "./draw-list-repository";
import { AppError } from "../../../http/app-error";
import { allGames, gameByCode, type LotteryDraw, type LotteryGame } from "./repository";

const adminGame = (game: LotteryGame): LotteryAdminGame => ({
  code: game.code,
  family: game.family,
  kind: game.official ? "official" : "fast",
  enabled: game.enabled,
  intervalSec: game.intervalSec,
  closeBeforeSec: game.closeBeforeSec,
});

/**
 * A draw's state as operators read it at `now` (LOTTERY_DRAW_STATES): its stored OPEN split into
 * SCHEDULED (an earlier draw of its game still takes tickets: `scheduled`), OPEN (taking tickets)
 * and CLOSED (its sales closed, not drawn yet: a fast draw waits for its time, an official one
 * for its result). The list's filter is the same rule in SQL (draw-list-repository.ts).
 */
export function drawState(
  draw: Pick<LotteryDraw, "status" | "closesAt">,
  scheduled: boolean,
  now: Date,
): LotteryDrawState {
  if (draw.status !== "OPEN") return draw.status;
  if (draw.closesAt <= now) return "CLOSED";
  return scheduled ? "SCHEDULED" : "OPEN";
}

/**
 * The back office's Games > Lottery draws: the brand's draws, fast and official, newest first, a
 * page at a time, each with its result, what verifies a fast one, an official one's two-operator
 * trail, and its tickets' figures (sold, and refunded).
 */
export class LotteryDrawList {
  constructor(private readonly db: Db) {}

  /** The brand's games, enabled or not (a disabled game's draws stay listed). */
  async games(merchantId: number): Promise<LotteryAdminGame[]> {
    return (await allGames(this.db, merchantId)).map(adminGame);
  }

  /**
   * Sets a game's own settings. Tickets must close before the draw leaves a time to sell: a close
   * time of a whole interval or more (a minute's game closing 60 s before) is refused. A new close
   * time applies to the draws made from then on and moves the close of the draws already made
   * that have not closed, under the old rule nor under the new one (the rule is
   * saveGameSettings's): a closed draw is never opened again, nor a selling one closed in the past.
   */
  async updateGame(merchantId: number, code: string, settings: LotteryGameSettingsRequest): Promise<LotteryAdminGame> {
    const game = await gameByCode(this.db, merchantId, code);
    if (!game) throw new AppError("NOT_FOUND", "No such lottery game");
    if (settings.closeBeforeSec >= game.intervalSec)
      throw new AppError("VALIDATION_FAILED", "Tickets would close before the draw opens", {
        closeBeforeSec: `less than ${game.intervalSec} s`,
      });
    const saved = await saveGameSettings(this.db, merchantId, code, settings);
    if (!saved) throw new AppError("NOT_FOUND", "No such lottery game");
    return adminGame(saved.game);
  }

  async page(
    merchantId: number,
    currencyScale: number,
    query: LotteryDrawsQuery,
    now = new Date(),
  ): Promise<LotteryDrawsPage> {
    const official = query.kind === undefined ? undefined : query.kind === "official";
    const page = await pageDraws(
      this.db,
      { merchantId, game: query.game, state: query.status, official, drawNo: query.drawNo, now },
      { cursor: query.cursor, pageSize: query.pageSize },
    );
    const money = (minor: bigint) => minorToDecimal(minor, currencyScale);
    return {
      list: page.rows.map(({ draw, game, commitment, opensAt, scheduled, figures }): LotteryDrawRow => {
        const shown = draw.status === "DRAWN" || draw.status === "SETTLED";
        return {
          game: game.code,
          family: game.family,
          kind: game.official ? "official" : "fast",
          drawNo: draw.drawNo,
          status: draw.status,
          state: drawState(draw, scheduled, now),
          opensAt,
          closesAt: draw.closesAt.getTime(),
          drawsAt: draw.drawsAt.getTime(),
          drawnAt: draw.drawnAt?.getTime() ?? null,
          result: shown ? (draw.result ?? null) : null,
          element: draw.element,
          chainIndex: draw.chainIndex,
          commitment,
          // The first entry's numbers stay hidden (a confirming operator must not see them): who and when only.
          entered: draw.enteredAt ? { by: draw.enteredByName ?? "", at: draw.enteredAt.getTime() } : null,
          confirmed: draw.confirmedAt ? { by: draw.confirmedByName ?? "", at: draw.confirmedAt.getTime() } : null,
          voidRequested: draw.voidRequestedAt
            ? { by: draw.voidRequestedByName ?? "", at: draw.voidRequestedAt.getTime(), reason: draw.voidReason ?? "" }
            : null,
          voided:
            draw.status === "VOID" && draw.voidedByName !== null
              ? { by: draw.voidedByName, reason: draw.voidReason ?? "" }
              : null,
          tickets: figures.tickets,
          stake: money(figures.stake),
          payout: money(figures.payout),
          refunded: money(figures.refunded),
        };
      }),
      next: page.next,
      prev: page.prev,
      total: page.total,
      totalCapped: page.totalCapped,
      pageSize: query.pageSize,
    };
  }
}
