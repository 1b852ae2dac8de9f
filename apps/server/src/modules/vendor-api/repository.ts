import { and, eq, sql, type SQL } from "drizzle-orm";
import { queryRowsPrepared, type Db } from "../../db/client";
import { Repository } from "../../db/repository";
import { games, vendorTransactions } from "../../db/schema";
import type { AlongOutcome } from "../../ledger/post";
import type { TransferRequest } from "../../ledger/types";
import { BetTotalsRepository, roundChange, type RoundDelta } from "../bets/totals-repository";
import { WalletRepository } from "../wallet/repository";
import { VendorSessionRepository } from "./sessions-repository";

export type VendorTransaction = typeof vendorTransactions.$inferSelect;

/** One vendor call's row: the brand, the vendor and the vendor's own transaction id. */
export interface CallKey {
  merchantId: number;
  vendor: string;
  transactionId: string;
}

/** A change to a round's bet record (see addToRound): the betting totals' own shape. */
export type RoundChange = RoundDelta;

/**
 * The seamless wallet's rows: each vendor call once per transaction id with its answer, the
 * rounds' bet records, and what a call checks (the game, the session with its member's status).
 */
export class SeamlessWalletRepository extends Repository<SeamlessWalletRepository> {
  protected on(db: Db) {
    return new SeamlessWalletRepository(db);
  }

  /** The game sessions, on this repository's executor (inside its transaction, when it is in one). */
  get sessions(): VendorSessionRepository {
    return new VendorSessionRepository(this.db);
  }

  /** The members' wallets (their balances), on this repository's executor. */
  get wallets(): WalletRepository {
    return new WalletRepository(this.db);
  }

  async gameExists(merchantId: number, vendor: string, gameCode: string): Promise<boolean> {
    const [game] = await this.db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.merchantId, merchantId), eq(games.vassalage, vendor), eq(games.gameCode, gameCode)));
    return game !== undefined;
  }

  /** Records a call unless its id was seen: whether it was new. */
  async insertCallOnce(call: typeof vendorTransactions.$inferInsert): Promise<boolean> {
    // Prepared (planned once per connection): every seamless-wallet call claims its id here.
    const [fresh] = await queryRowsPrepared(
      this.db,
      sql`insert into ${vendorTransactions} (merchant_id, vendor, transaction_id, kind, member_id, round_id, fingerprint, answer)
        values (${call.merchantId}::int, ${call.vendor}, ${call.transactionId}, ${call.kind}, ${call.memberId}::int,
          ${call.roundId}, ${call.fingerprint}, ${JSON.stringify(call.answer)}::jsonb)
        on conflict do nothing
        returning 1 as fresh`,
    );
    return fresh !== undefined;
  }

  /**
   * A whole call in one statement (ledger/post postAlong): the call claimed under its id with its
   * answer, its postings (`legs`) and the round's bet record, all or nothing. The answer is OK
   * with the wallet's balance after the legs, in the brand's decimals. Nothing written when the
   * books refuse a leg (`refusal`) or the id was seen before (no refusal).
   */
  async playAtOnce(
    call: typeof vendorTransactions.$inferInsert,
    legs: TransferRequest[],
    round: RoundChange,
    answer: { walletId: number; scale: number; currency: string },
  ): Promise<AlongOutcome> {
    return this.postAlong(legs, (ok, books) => ({
      op: sql`insert into ${vendorTransactions} (merchant_id, vendor, transaction_id, kind, member_id, round_id, fingerprint, answer)
        select ${call.merchantId}::int, ${call.vendor}, ${call.transactionId}, ${call.kind}, ${call.memberId}::int,
          ${call.roundId}, ${call.fingerprint},
          jsonb_build_object('result', 'OK', 'balance', ${decimalText(books.balanceAfter(answer.walletId), answer.scale)},
            'currency', ${answer.currency}::text, 'transactionId', ${call.transactionId}::text)
        where exists (select 1 from ${ok})
        on conflict do nothing
        returning 1 as fresh`,
      after: roundChange(round, sql`op`),
    }));
  }

  /** Records a call whose id must be new (a conflict throws). */
  async insertCall(call: typeof vendorTransactions.$inferInsert): Promise<void> {
    await this.db.insert(vendorTransactions).values(call);
  }

  /** `lock` takes the row lock (FOR UPDATE): only inside `transaction` or `runLedger`. */
  async findCall(key: CallKey, options: { lock?: boolean } = {}): Promise<VendorTransaction | undefined> {
    const query = this.db.select().from(vendorTransactions).where(callWhere(key));
    const [row] = options.lock ? await query.for("update") : await query;
    return row;
  }

  async storeAnswer(key: CallKey, answer: Record<string, unknown>): Promise<void> {
    await queryRowsPrepared(
      this.db,
      sql`update ${vendorTransactions} set answer = ${JSON.stringify(answer)}::jsonb
        where merchant_id = ${key.merchantId}::int and vendor = ${key.vendor} and transaction_id = ${key.transactionId}`,
    );
  }

  /**
   * The round's bet record: stake and payout add up; a win settles it; no stake left is rolled
   * back. Written with its hour's totals in one statement (bets/totals-repository.ts).
   */
  async addToRound(change: RoundChange): Promise<void> {
    await new BetTotalsRepository(this.db).addToRound(change);
  }
}

function callWhere(key: CallKey) {
  return and(
    eq(vendorTransactions.merchantId, key.merchantId),
    eq(vendorTransactions.vendor, key.vendor),
    eq(vendorTransactions.transactionId, key.transactionId),
  );
}

/**
 * Minor units as the decimal text minorToDecimal writes (contract/money), in SQL: `scale`
 * fraction digits, a leading zero, a minus sign for a negative amount.
 */
export function decimalText(minor: SQL, scale: number): SQL {
  return sql`round(${minor}::numeric / power(10::numeric, ${scale}::int), ${scale}::int)::text`;
}
