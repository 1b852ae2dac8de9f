import type { BetRepository, BetRecord } from "./repository";
import { memberIdOfPlayer, type GameVendor, type PulledBet } from "../../vendors/game-vendor";

/** Rounds asked per page, and pages per run (a run continues where the last one stopped). */
const PAGE_SIZE = 500;
const MAX_PAGES = 20;

export interface BetPullMismatch {
  roundId: string;
  reason: "UNKNOWN_PLAYER" | "STILL_OPEN_HERE" | "DIFFERENT_AMOUNTS" | "DIFFERENT_STATUS";
}

export interface BetPullResult {
  vendor: string;
  pulled: number;
  /** Rounds we had no record of (a transfer-wallet vendor's rounds): recorded now. */
  imported: number;
  /** Rounds our records (written by the seamless wallet API) agree with. */
  matched: number;
  /** Rounds where the vendor and we disagree: left as they are, for an operator. */
  mismatched: BetPullMismatch[];
}

type Existing = BetRecord;

function compare(mine: Existing, theirs: PulledBet): BetPullMismatch["reason"] | null {
  if (mine.status === "OPEN") return "STILL_OPEN_HERE";
  if (mine.status !== theirs.status) return "DIFFERENT_STATUS";
  if (mine.stake !== theirs.stake) return "DIFFERENT_AMOUNTS";
  if (theirs.status === "SETTLED" && mine.payout !== theirs.payout) return "DIFFERENT_AMOUNTS";
  return null;
}

/**
 * The bet pull: asks a vendor for its settled rounds since the brand's cursor and reconciles
 * them with our bet records. A round we have no record of is recorded; one we have is compared,
 * never overwritten (our record follows the money that moved). The cursor advances in the same
 * transaction as the page's records, and only if no other run moved it meanwhile, so a crash or
 * two instances pulling at once lose and double nothing.
 */
export class BetPull {
  constructor(private readonly bets: BetRepository) {}

  async pull(merchantId: number, vendor: GameVendor): Promise<BetPullResult> {
    const result: BetPullResult = { vendor: vendor.code, pulled: 0, imported: 0, matched: 0, mismatched: [] };
    for (let page = 0; page < MAX_PAGES; page++) {
      const cursor = await this.bets.readCursor(merchantId, vendor.code);
      // The vendor is asked outside any transaction: a remote call must not hold our locks.
      const answer = await vendor.pullBets(merchantId, cursor, PAGE_SIZE);
      if (answer.bets.length === 0 || answer.cursor === null) break;
      const applied = await this.bets.transaction(async (repo) => {
        if ((await repo.lockCursor(merchantId, vendor.code)) !== cursor) return false;
        const found = await reconcilePage(repo, merchantId, vendor.code, answer.bets, result);
        if (found.length > 0) await repo.recordMismatches(merchantId, vendor.code, found);
        await repo.moveCursor(merchantId, vendor.code, answer.cursor!);
        return true;
      });
      if (!applied) continue;
      result.pulled += answer.bets.length;
      if (answer.bets.length < PAGE_SIZE) break;
    }
    return result;
  }
}

/** Records or compares one page of rounds; returns the page's mismatches (also added to `result`). */
async function reconcilePage(
  repo: BetRepository,
  merchantId: number,
  vendor: string,
  bets: PulledBet[],
  result: BetPullResult,
): Promise<BetPullMismatch[]> {
  const found: BetPullMismatch[] = [];
  const mismatch = (roundId: string, reason: BetPullMismatch["reason"]) => found.push({ roundId, reason });
  const memberIds = [...new Set(bets.map((b) => memberIdOfPlayer(b.playerId)).filter((id) => id !== null))];
  const known = await repo.brandMemberIds(merchantId, memberIds);
  const existing = await repo.roundsOf(
    merchantId,
    vendor,
    bets.map((b) => b.roundId),
  );
  const byKey = new Map(existing.map((r) => [`${r.roundId}\u0000${r.memberId}`, r]));
  for (const bet of bets) {
    const memberId = memberIdOfPlayer(bet.playerId);
    if (memberId === null || !known.has(memberId)) {
      mismatch(bet.roundId, "UNKNOWN_PLAYER");
      continue;
    }
    const mine = byKey.get(`${bet.roundId}\u0000${memberId}`);
    if (mine) {
      const reason = compare(mine, bet);
      if (reason) mismatch(bet.roundId, reason);
      else result.matched += 1;
      continue;
    }
    if (bet.status === "ROLLED_BACK") {
      // A cancelled round we never saw: nothing moved here either, nothing to record.
      result.matched += 1;
      continue;
    }
    const inserted = await repo.insertIfNew({
      merchantId,
      memberId,
      vendor,
      roundId: bet.roundId,
      gameCode: bet.gameCode,
      currency: bet.currency,
      stake: bet.stake,
      payout: bet.payout,
      status: bet.status,
      betAt: bet.betAt,
      settledAt: bet.settledAt,
    });
    if (inserted) result.imported += 1;
  }
  result.mismatched.push(...found);
  return found;
}
