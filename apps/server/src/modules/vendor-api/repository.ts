import { and, eq, sql, type SQL } from "drizzle-orm";
import { hotSql } from "../../db/hot-sql";
import { inTextList } from "../../db/in-list";
import { queryRowsPrepared, type Db } from "../../db/client";
import { Repository } from "../../db/repository";
import { games, vendorTransactions } from "../../db/schema";
import type { AlongOutcome } from "../../ledger/post";
import type { TransferRequest } from "../../ledger/types";
import { BetTotalsRepository, roundChangeCtes, type RoundDelta } from "../bets/totals-repository";
import { decimalText } from "../../db/money-sql";
import { WalletRepository } from "../wallet/repository";
import { VendorSessionRepository } from "./sessions-repository";

export type VendorTransaction = typeof vendorTransactions.$inferSelect;
export type NewVendorCall = typeof vendorTransactions.$inferInsert;

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
    // Prepared (planned once per connection): every seamless-wallet call claims its id here,
    // under the call's lock, taken before any account's (see playRound).
    const key = { merchantId: call.merchantId, vendor: call.vendor, transactionId: call.transactionId };
    const [fresh] = await queryRowsPrepared(
      this.db,
      sql`with call_lock as (select ${callLock(key)})
        insert into ${vendorTransactions} (merchant_id, vendor, transaction_id, kind, member_id, round_id, fingerprint, answer)
        select ${call.merchantId}::int, ${call.vendor}::text, ${call.transactionId}::text, ${call.kind}::text,
          ${call.memberId}::int, ${call.roundId}::text, ${call.fingerprint}::text, ${JSON.stringify(call.answer)}::jsonb
        from call_lock
        on conflict do nothing
        returning 1 as fresh`,
    );
    return fresh !== undefined;
  }

  /**
   * A whole call in one statement (ledger/post postAlong): the call claimed under its id with its
   * answer, its postings (`legs`) and the round's bet record, all or nothing. The answer (OK with
   * the wallet's balance after the legs, in the brand's decimals) is what the row stores and what
   * `written.answer` gives back. Nothing written when the id was seen before (then no account is
   * locked either) or the books refuse a leg (`refusal`). The call's lock comes first, as in
   * insertCallOnce: a call racing under the same id waits there, never while holding an account.
   * `gate`: conditions the statement plays under (checked before any lock); when one is false it
   * writes nothing, as for an id seen before.
   */
  async playRound(
    call: Omit<typeof vendorTransactions.$inferInsert, "answer">,
    legs: TransferRequest[],
    round: RoundChange,
    answer: { walletId: number; scale: number; currency: string },
    gate: readonly SQL[] = [],
  ): Promise<AlongOutcome> {
    const key = { merchantId: call.merchantId, vendor: call.vendor, transactionId: call.transactionId };
    return this.postAlong(legs, (ok, books) => ({
      before: hotSql`select ${callLock(key)} where not exists (select 1 from ${vendorTransactions} where ${keyIs(key)})
        ${hotSql.join(
          gate.map((condition) => hotSql`and ${condition}`),
          hotSql` `,
        )}`,
      op: hotSql`insert into ${vendorTransactions} (merchant_id, vendor, transaction_id, kind, member_id, round_id, fingerprint, answer)
        select ${call.merchantId}::int, ${call.vendor}, ${call.transactionId}, ${call.kind}, ${call.memberId}::int,
          ${call.roundId}, ${call.fingerprint},
          jsonb_build_object('result', 'OK', 'balance', ${decimalText(books.balanceAfter(answer.walletId), answer.scale)},
            'currency', ${answer.currency}::text, 'transactionId', ${call.transactionId}::text)
        where exists (select 1 from ${ok})
        on conflict do nothing
        returning answer`,
      after: roundChangeCtes(round, hotSql`op`),
    }));
  }

  /** Takes a call id's lock until the transaction ends (the lock every way of taking a call takes first). */
  async lockCall(key: CallKey): Promise<void> {
    await this.db.execute(sql`select ${callLock(key)}`);
  }

  /**
   * Takes many call ids' locks of one brand and vendor until the transaction ends, in id order
   * (two batches never wait on each other crosswise): the lock each id's single call takes first.
   */
  async lockCalls(merchantId: number, vendor: string, transactionIds: readonly string[]): Promise<void> {
    const keys = [...new Set(transactionIds)].sort();
    if (keys.length === 0) return;
    await this.db.execute(
      sql`select pg_advisory_xact_lock(hashtextextended('vendor-call:' || ${merchantId}::int || ':' || ${vendor}::text || ':' || k, 0))
        from jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb) as k order by k`,
    );
  }

  /** Many calls of one brand and vendor by id. */
  findCalls(merchantId: number, vendor: string, transactionIds: readonly string[]): Promise<VendorTransaction[]> {
    if (transactionIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(vendorTransactions)
      .where(
        and(
          eq(vendorTransactions.merchantId, merchantId),
          eq(vendorTransactions.vendor, vendor),
          inTextList(vendorTransactions.transactionId, transactionIds),
        ),
      );
  }

  /** Records many new calls (their ids' locks held, none recorded yet) with their answers, in one statement. */
  async insertCalls(calls: readonly NewVendorCall[]): Promise<void> {
    if (calls.length === 0) return;
    const rows = calls.map((c) => ({
      merchant_id: c.merchantId,
      vendor: c.vendor,
      transaction_id: c.transactionId,
      kind: c.kind,
      member_id: c.memberId,
      round_id: c.roundId,
      fingerprint: c.fingerprint,
      answer: c.answer,
    }));
    await this.db.execute(
      sql`insert into ${vendorTransactions} (merchant_id, vendor, transaction_id, kind, member_id, round_id, fingerprint, answer)
        select v.merchant_id, v.vendor, v.transaction_id, v.kind, v.member_id, v.round_id, v.fingerprint, v.answer
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as v(merchant_id int, vendor text, transaction_id text, kind text, member_id int, round_id text, fingerprint text, answer jsonb)`,
    );
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

  /** Many rounds' wins at once, each settling its round, with the hours' totals (bets/totals-repository.ts). */
  async settleRounds(changes: readonly RoundChange[]): Promise<void> {
    await new BetTotalsRepository(this.db).settleRounds(changes);
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
 * The lock of one vendor call id until its transaction ends: both ways of taking a call take it
 * before anything else, so two calls under one id queue here and never wait on each other's
 * account locks (a hash collision of two ids only makes them queue).
 */
function callLock(key: CallKey): SQL {
  return hotSql`pg_advisory_xact_lock(hashtextextended(${`vendor-call:${key.merchantId}:${key.vendor}:${key.transactionId}`}::text, 0))`;
}

function keyIs(key: CallKey): SQL {
  return hotSql`merchant_id = ${key.merchantId}::int and vendor = ${key.vendor}::text and transaction_id = ${key.transactionId}::text`;
}
