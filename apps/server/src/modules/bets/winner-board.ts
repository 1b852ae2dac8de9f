import { LOTTERY_WINNERS_MAX, type LotteryWinner } from "@portal/contract/api/content";
import { pickText, type Language } from "@portal/contract/languages";
import { minorToDecimal } from "@portal/contract/money";
import type { BrandCache, BrandCaches } from "../../lib/brand-cache";
import type { Merchant } from "../merchants/repository";
import type { BetRepository } from "./repository";

/** How long the board is kept: it is asked on every lottery page, and a win may wait a few seconds. */
const BOARD_MS = 10_000;

/** "ab***yz": enough for a player to recognise their own win, not enough to find an account. */
export function maskAccount(account: string): string {
  if (account.length <= 4) return `${account[0] ?? ""}***`;
  return `${account.slice(0, 2)}***${account.slice(-2)}`;
}

/**
 * The lottery's winner board (the spec's winner board call): the brand's latest winning lottery
 * rounds for money (trial credit is not a win), any vendor's, from the betting record, accounts
 * masked. Cached per brand and language
 * for ten seconds.
 */
export class WinnerBoard {
  private readonly cache: BrandCache<LotteryWinner[]>;

  constructor(
    private readonly bets: BetRepository,
    caches: BrandCaches,
  ) {
    this.cache = caches.create();
  }

  /** The latest `count` winners (the board is read at its full length once, then cut). */
  async lottery(merchant: Merchant, lang: Language, count: number): Promise<LotteryWinner[]> {
    const board = await this.cache.get(
      merchant.id,
      lang,
      async () => {
        const rows = await this.bets.recentWins(merchant.id, merchant.currency, "ELOTT", LOTTERY_WINNERS_MAX);
        return rows.map((row) => ({
          account: maskAccount(row.account),
          gameName: pickText(row.gameName, lang),
          amount: minorToDecimal(row.payout, merchant.currencyScale),
          at: row.settledAt?.getTime() ?? 0,
        }));
      },
      () => Date.now() + BOARD_MS,
    );
    return board.slice(0, count);
  }
}
