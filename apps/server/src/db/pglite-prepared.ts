import { parse, PGlite, protocol, type Transaction } from "@electric-sql/pglite";
import utils from "pg/lib/utils";

/**
 * Prepared statements on PGlite (decision 0055). PGlite parses and plans every query it is sent,
 * in WebAssembly on the event loop, and for a posting's statement that is most of its cost: the
 * same statement run as a named prepared statement (parsed and planned once per database, then
 * bound and executed) ran 4-5 times as fast here (1,557-1,808/s against 7,791/s). PGlite's
 * `query` always sends an unnamed statement, so this speaks the wire protocol itself
 * (`execProtocol`, PGlite's own message serializer and result parser), as node-postgres does
 * for a named query on PostgreSQL: the parameters in text (node-postgres's prepareValue, so a
 * statement is sent the same way on both drivers), the rows parsed with the database's parsers.
 */

/**
 * PGlite that remembers which of its transactions are which: a statement run inside one must go
 * to the single session that transaction holds (without waiting for the transaction's lock, which
 * it holds), and drizzle hands the repositories only PGlite's transaction object.
 */
export class SessionPGlite extends PGlite {
  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => {
      transactionsOf.set(tx, this);
      return callback(tx);
    });
  }
}
const transactionsOf = new WeakMap<object, SessionPGlite>();

/** The statement names each database has prepared (a name is a hash of the text). */
const preparedOn = new WeakMap<PGlite, Set<string>>();

/**
 * The rows of a named prepared statement on the PGlite behind `client` (the database, or one of
 * its transactions); undefined when `client` is not PGlite's. A statement that fails (a unique
 * violation, say) throws the database's error, with its code, as PGlite's `query` does.
 */
export async function pglitePreparedRows<T>(
  client: unknown,
  name: string,
  text: string,
  params: readonly unknown[],
): Promise<T[] | undefined> {
  const inTransaction = transactionsOf.get(client as object);
  const database = inTransaction ?? (client instanceof SessionPGlite ? client : undefined);
  if (!database) return undefined;
  const run = () => execute<T>(database, name, text, params, inTransaction !== undefined);
  // Outside a transaction the statement waits for any open one to end, as PGlite's `query` does
  // (one session: it would run inside it); inside one it is that transaction's own statement.
  return inTransaction
    ? database.runExclusive(run)
    : database._runExclusiveTransaction(() => database.runExclusive(run));
}

async function execute<T>(
  database: PGlite,
  name: string,
  text: string,
  params: readonly unknown[],
  inTransaction: boolean,
): Promise<T[]> {
  let prepared = preparedOn.get(database);
  if (!prepared) preparedOn.set(database, (prepared = new Set()));
  const parts: Uint8Array[] = [];
  if (!prepared.has(name)) parts.push(protocol.serialize.parse({ name, text, types: [] }));
  parts.push(
    protocol.serialize.bind({ statement: name, values: params.map((value) => utils.prepareValue(value)) }),
    protocol.serialize.describe({ type: "P" }),
    protocol.serialize.execute({}),
    protocol.serialize.sync(),
  );
  const message = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let at = 0;
  for (const part of parts) {
    message.set(part, at);
    at += part.length;
  }
  // A transaction's statements are written to disk with its commit, not one by one.
  const { messages } = await database.execProtocol(message, { throwOnError: false, syncToFs: !inTransaction });
  // Prepared once parsed, even when binding or running it then failed: a prepared statement
  // belongs to the session and outlives its transaction.
  if (messages.some((m) => m.name === "parseComplete")) prepared.add(name);
  const error = messages.find((m) => m.name === "error");
  if (error) throw error;
  return (parse.parseResults(messages, database.parsers)[0]?.rows ?? []) as T[];
}
