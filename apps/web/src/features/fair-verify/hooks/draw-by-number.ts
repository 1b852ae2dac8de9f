import { pathWith } from "@portal/contract/api/paths";
import { isChainDraw, LOTTERY_API, type ChainDrawView, type LotteryResultView } from "@portal/contract/api/lottery";
import { drawTimeOf } from "@portal/contract/lottery/draw-number";
import { apiGet } from "../../../shared/api/client";

/**
 * A fast game's draw by its number (its time read back from it by the contract's drawTimeOf, the
 * draw server's own numbering rule), through the public results call (the one draw made at or
 * before its time: `before` its time + 1 ms, one of them), or null when that is not the draw (not
 * made yet, no such number, or no chain draw).
 */
export async function drawByNumber(
  game: { code: string; intervalSec: number },
  drawNo: string,
  signal?: AbortSignal,
): Promise<ChainDrawView | null> {
  const at = drawTimeOf(drawNo, game.intervalSec);
  if (at === null) return null;
  const { list } = await apiGet<{ list: LotteryResultView[] }>(
    pathWith(LOTTERY_API.results, { code: game.code }),
    { limit: 1, before: at + 1 },
    signal,
  );
  const draw = list[0];
  return draw && draw.drawNo === drawNo && isChainDraw(draw) ? draw : null;
}
