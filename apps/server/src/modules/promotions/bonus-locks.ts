import type { CategoryWeights } from "@portal/contract/api/promotions";
import type { GameCategory } from "@portal/contract/games";
import { minorToDecimal } from "@portal/contract/money";
import { AppError } from "../../http/app-error";
import { lockAccount } from "../../ledger/accounts";
import type { LedgerTx } from "../../ledger/post";
import type { Db } from "../../db/client";
import { BetRepository } from "../bets/repository";
import type { MoneyOwner } from "../money/wallets";
import { PromotionRepository, type Grant } from "./repository";

/** A bonus's turnover: valid bets counted so far (weighted, capped at the requirement) and what remains. */
export interface TurnoverProgress {
  counted: bigint;
  remaining: bigint;
  met: boolean;
}

/**
 * The lock an active bonus puts on the member's wallet (decision 0039): until its turnover is met,
 * its locked amount (the bonus, or the deposit and the bonus) cannot leave the main wallet by a
 * withdrawal or a transfer (to a game wallet, to the upline); it can still be played with. The
 * turnover is the member's valid bets since the claim, per category times the offer's weight,
 * read from the hourly bet totals and the rows of the claim's own hour (bets/totals-repository),
 * so it costs the same however much the member plays. A met turnover completes the bonus the
 * first time anyone looks.
 */
export class BonusLocks {
  constructor(
    private readonly grants: PromotionRepository,
    private readonly bets: BetRepository,
  ) {}

  /** The same locks read inside another service's transaction (`tx`). */
  joining(tx: Db): BonusLocks {
    return new BonusLocks(this.grants.joining(tx), this.bets.joining(tx));
  }

  /**
   * The valid bets counted for a bonus, from its claim to its deadline. It is met once they reach
   * the requirement and every round bet since the claim has settled: a bet still open may yet be
   * rolled back (a cancelled lottery ticket), and must not unlock money on its way out.
   */
  async progress(grant: Grant): Promise<TurnoverProgress> {
    if (grant.turnoverRequired === 0n) return { counted: 0n, remaining: 0n, met: true };
    const categories = await this.bets.profitByCategory({
      memberId: grant.memberId,
      currency: grant.currency,
      from: grant.grantedAt.getTime(),
      to: grant.expiresAt.getTime(),
    });
    const counted = categories.reduce((sum, c) => sum + weighted(c.stake, grant.weights, c.category), 0n);
    const capped = counted < grant.turnoverRequired ? counted : grant.turnoverRequired;
    const reached = capped >= grant.turnoverRequired;
    const met = reached && !(await this.grants.openRoundBetween(grant.memberId, grant.grantedAt, grant.expiresAt));
    return { counted: capped, remaining: grant.turnoverRequired - capped, met };
  }

  /** The member's active bonus and its progress; a bonus found met is completed (and not answered). */
  async active(memberId: number): Promise<{ grant: Grant; progress: TurnoverProgress } | undefined> {
    const grant = await this.grants.activeGrant(memberId);
    if (!grant) return undefined;
    const progress = await this.progress(grant);
    if (progress.met) {
      await this.grants.endGrant(grant.id, "COMPLETED", null);
      return undefined;
    }
    return { grant, progress };
  }

  /** The withdrawal page's view of the lock (null: no active bonus) and what may leave the wallet now. */
  async view(memberId: number, balance: bigint, scale: number) {
    const active = await this.active(memberId);
    if (!active) return { withdrawable: minorToDecimal(balance, scale), bonusLock: null };
    return {
      withdrawable: minorToDecimal(free(balance, active.grant.lockedAmount), scale),
      bonusLock: {
        bonusId: active.grant.id,
        lockedAmount: minorToDecimal(active.grant.lockedAmount, scale),
        turnoverRemaining: minorToDecimal(active.progress.remaining, scale),
        expiresAt: active.grant.expiresAt.getTime(),
      },
    };
  }

  /**
   * Inside the transaction of an action that empties the member's main wallet (an operator
   * returning a self-excluded member's money): takes the wallet's lock, as refuseOutflow does,
   * and answers its balance and what may leave it now: the balance less an active bonus's locked
   * amount.
   */
  async withdrawableNow(ledger: LedgerTx, owner: MoneyOwner, mainId: number) {
    const balance = await lockAccount(ledger.tx, mainId);
    const active = await this.joining(ledger.tx).active(owner.memberId);
    return { balance, withdrawable: active ? free(balance, active.grant.lockedAmount) : balance };
  }

  /**
   * Inside the transaction of an action that takes `amount` out of the member's main wallet:
   * takes that wallet's lock (the claim of a bonus and every other such action queue on it) and
   * refuses the action with TURNOVER_UNMET when it would dig into an active bonus's locked amount.
   * An amount above the whole balance is left to the ledger (INSUFFICIENT_BALANCE).
   */
  async refuseOutflow(ledger: LedgerTx, owner: MoneyOwner, mainId: number, amount: bigint, scale: number) {
    const balance = await lockAccount(ledger.tx, mainId);
    const active = await this.joining(ledger.tx).active(owner.memberId);
    if (!active || amount > balance) return;
    const withdrawable = free(balance, active.grant.lockedAmount);
    if (amount <= withdrawable) return;
    throw new AppError("TURNOVER_UNMET", "A bonus's turnover is not met yet", undefined, {
      withdrawable: minorToDecimal(withdrawable, scale),
      turnoverRemaining: minorToDecimal(active.progress.remaining, scale),
    });
  }
}

/** The locks of the bonuses kept in `db`. */
export function bonusLocksFor(db: Db): BonusLocks {
  return new BonusLocks(new PromotionRepository(db), new BetRepository(db));
}

/** What of `balance` is not locked. */
export function free(balance: bigint, locked: bigint): bigint {
  return balance > locked ? balance - locked : 0n;
}

function weighted(stake: bigint, weights: CategoryWeights, category: string): bigint {
  if (stake <= 0n) return 0n;
  const percent = weights[category as GameCategory] ?? 0;
  return (stake * BigInt(percent)) / 100n;
}
