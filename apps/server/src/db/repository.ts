import { sql, type SQL } from "drizzle-orm";
import type { Db } from "./client";
import {
  accountsOutsideTransaction,
  postAlong,
  runLedger,
  type AlongBooks,
  type AlongOutcome,
  type AlongWrite,
  type LedgerAccounts,
  type LedgerTx,
} from "../ledger/post";
import type { TransferRequest } from "../ledger/types";

/**
 * What every module's repository class extends (docs/decisions/0018-repositories.md). It holds
 * the database executor; services never see it. A service that needs several statements to
 * commit together asks for `transaction`, and one whose rows must commit with ledger postings
 * asks for `runLedger`: both hand the service the same repository bound to the transaction.
 */
export abstract class Repository<Self> {
  constructor(protected readonly db: Db) {}

  /** The same repository on another executor (a transaction of this one's database). */
  protected abstract on(db: Db): Self;

  /**
   * This repository inside a transaction another module's service opened and handed on (as
   * `tx`), for a check that must read and lock in that transaction: a deposit order's limits.
   */
  joining(tx: Db): Self {
    return this.on(tx);
  }

  /**
   * Runs `work` in one transaction: everything it does through `repo` commits or rolls back
   * together. `tx` is only handed on to code of another layer that must write in the same
   * transaction (an operator's audit row), never queried by the service itself.
   */
  transaction<T>(work: (repo: Self, tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(this.on(tx), tx));
  }

  /**
   * Runs `work` in one transaction with the ledger's posting procedure (ledger/post runLedger):
   * the rows written through `repo` and the transfers posted through `ledger` commit together.
   * `ledger.tx` is for ledger code (opening accounts, posting) and, like `tx` above, for another
   * module's repository `joining` it (a bet's loss limits); like runLedger, `work` may run again
   * after a lost race and must read its state inside.
   */
  runLedger<T>(work: (repo: Self, ledger: LedgerTx) => Promise<T>): Promise<T> {
    return runLedger(this.db, (ledger) => work(this.on(ledger.tx), ledger));
  }

  /**
   * The ledger accounts for an action that posts with `postAlong` (outside a transaction): known
   * ids at no cost, others found or opened at once.
   */
  ledgerAccounts(): LedgerAccounts {
    return accountsOutsideTransaction(this.db);
  }

  /**
   * Makes transactions that name the same `name` wait for each other from here until they end (a
   * PostgreSQL advisory lock on the name's hash): for a rule read and acted on in one step whose
   * rows no single row lock covers (a member's sum of recent acts). Only inside a transaction.
   */
  protected async lockUntilCommit(name: string): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}::text, 0))`);
  }

  /**
   * One business write and its posting in a single statement (ledger/post postAlong): for an
   * action that needs nothing else, one round trip instead of a transaction. Only outside a
   * transaction: its atomicity is the statement's.
   */
  protected postAlong(
    input: TransferRequest | TransferRequest[],
    write: (ok: SQL, books: AlongBooks) => SQL | AlongWrite,
    options: { deferredCommit?: boolean } = {},
  ): Promise<AlongOutcome> {
    return postAlong(this.db, input, write, options);
  }
}
