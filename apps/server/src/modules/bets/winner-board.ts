import { LOTTERY_WINNERS_MAX, type LotteryWinner } from "@portal/contract/api/content";
import { pickText, type Language } from "@portal/contract/languages";
import { minorToDecimal } from "@portal/contract/money";
import { BrandCache } from "../../lib/brand-cache";
import type { Merchant } from "../merchants/repository";
import type { BetRepository } from "./repository";

/**
 * How long the board is kept: it is asked on every lottery page (a burst of visitors is one
 * query), and a win may wait that long to appear. Its own time, whatever the brand caches' is:
 * nothing an operator changes shows on it.
 */
const BOARD_MS = 10_000;

/**
 * "ab***yz" for an account of 8 characters or more, "a***" below: enough for a player to
 * recognise their own win, never most of an account.
 */
export function maskAccount(account: string): string {
  return account.length >= 8 ? `${account.slice(0, 2)}***${account.slice(-2)}` : `${account.slice(0, 1)}***`;
}

type BoardRow = Awaited<ReturnType<BetRepository["recentWins"]>>[number];

/**
 * The lottery's winner board (the spec's winner board call): the brand's latest winning lottery
 * rounds for money (trial credit is not a win), any vendor's, from the betting record, accounts
 * masked. Read once per brand every ten seconds, at its full length; each call takes its names'
 * language and its count from that.
 */
export class WinnerBoard {
  private readonly cache = new BrandCache<BoardRow[]>(BOARD_MS);

  constructor(private readonly bets: BetRepository) {}

  async lottery(merchant: Merchant, lang: Language, count: number): Promise<LotteryWinner[]> {
    const rows = await this.cache.get(merchant.id, "ELOTT", () =>
      this.bets.recentWins(merchant.id, merchant.currency, "ELOTT", LOTTERY_WINNERS_MAX),
    );
    return rows.slice(0, count).map((row) => ({
      account: maskAccount(row.account),
      gameName: pickText(row.gameName, lang),
      amount: minorToDecimal(row.payout, merchant.currencyScale),
      at: row.settledAt.getTime(),
    }));
  }
}
