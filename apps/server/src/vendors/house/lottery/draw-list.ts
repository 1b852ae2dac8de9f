import type {
  LotteryAdminGame,
  LotteryGameSettingsRequest,
  LotteryDrawRow,
  LotteryDrawsPage,
  LotteryDrawsQuery,
} from "@portal/contract/api/lottery-admin";
import { minorToDecimal } from "@portal/contract/money";
import type { Db } from "../../../db/client";
import { pageDraws } from "./draw-list-repository";
import { AppError } from "../../../http/app-error";
import { allGames, gameByCode, updateGameSettings, type LotteryGame } from "./repository";

const adminGame = (game: LotteryGame): LotteryAdminGame => ({
  code: game.code,
  family: game.family,
  kind: game.official ? "official" : "fast",
  enabled: game.enabled,
  intervalSec: game.intervalSec,
  closeBeforeSec: game.closeBeforeSec,
});

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
   * time of a whole interval or more (a minute's game closing 60 s before) is refused.
   */
  async updateGame(merchantId: number, code: string, settings: LotteryGameSettingsRequest): Promise<LotteryAdminGame> {
    const game = await gameByCode(this.db, merchantId, code);
    if (!game) throw new AppError("NOT_FOUND", "No such lottery game");
    if (settings.closeBeforeSec >= game.intervalSec)
      throw new AppError("VALIDATION_FAILED", "Tickets would close before the draw opens", {
        closeBeforeSec: `less than ${game.intervalSec} s`,
      });
    return adminGame((await updateGameSettings(this.db, merchantId, code, settings))!);
  }

  async page(merchantId: number, currencyScale: number, query: LotteryDrawsQuery): Promise<LotteryDrawsPage> {
    const official = query.kind === undefined ? undefined : query.kind === "official";
    const page = await pageDraws(
      this.db,
      { merchantId, game: query.game, status: query.status, official },
      { cursor: query.cursor, pageSize: query.pageSize },
    );
    const money = (minor: bigint) => minorToDecimal(minor, currencyScale);
    return {
      list: page.rows.map(({ draw, game, commitment, opensAt, figures }): LotteryDrawRow => {
        const shown = draw.status === "DRAWN" || draw.status === "SETTLED";
        return {
          game: game.code,
          family: game.family,
          kind: game.official ? "official" : "fast",
          drawNo: draw.drawNo,
          status: draw.status,
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
