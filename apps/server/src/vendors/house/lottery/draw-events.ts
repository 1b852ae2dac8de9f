import { EventEmitter } from "node:events";
import type { LotteryDrawStatus } from "./schema";

/** A draw of a brand's game changed: drawn (its result is out), void, or settled (its tickets paid or refunded). */
export interface LotteryDrawEvent {
  merchantId: number;
  game: string;
  drawNo: string;
  status: Exclude<LotteryDrawStatus, "OPEN">;
}

interface DrawEventMap {
  draw: [LotteryDrawEvent];
}

/**
 * The lottery's draw events, for the /ws push (modules/push/hub.ts) to tell the pages watching
 * the brand's lottery: results and tickets are read again at once instead of on the next poll.
 * Emitted after the change is committed; the lottery never waits for listeners.
 */
export type LotteryDrawEvents = EventEmitter<DrawEventMap>;

export function lotteryDrawEvents(): LotteryDrawEvents {
  const emitter = new EventEmitter<DrawEventMap>();
  emitter.setMaxListeners(0);
  return emitter;
}
