/**
 * Ledger posting throughput on PostgreSQL: postTransfer (one statement: sorted FOR UPDATE locks,
 * the rules, transfer + two entries + two balance updates; in a transaction) between random
 * pairs of 200 funded wallets from 8 concurrent clients, against pgbench running the same
 * statement from C with the same concurrency on the same database in this run, prepared once per
 * connection as ours is (pgbench -M prepared). Prints transfers per second and the ratio.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:transfers
 */
import { execFileSync } from "node:child_process";
import { randomInt } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { throwawayDatabase } from "./throwaway-database";
import { openDatabase } from "../apps/server/src/db/client";
import { merchants } from "../apps/server/src/db/schema";
import { openAccount, platformAccount } from "../apps/server/src/ledger/accounts";
import { postTransfer } from "../apps/server/src/ledger/post";
import { checkLedger } from "../apps/server/src/ledger/invariants";

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) throw new Error("set DATABASE_URL to a PostgreSQL server (pgbench is the baseline)");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = 8;
const WALLETS = 200;

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const { name, url, drop } = await throwawayDatabase(admin, adminUrl);
const database = await openDatabase({ databaseUrl: url.toString() });
try {
  const db = database.db;
  const [merchant] = await db.insert(merchants).values({ code: "BENCH", name: "Bench" }).returning();
  const issuer = await platformAccount(db, merchant!.id, "DEPOSITS_CLEARING", "USD");
  const ids: number[] = [];
  for (let i = 0; i < WALLETS; i++) {
    const wallet = await openAccount(db, {
      merchantId: merchant!.id,
      ownerType: "MEMBER",
      ownerId: i + 1,
      kind: "MAIN",
      currency: "USD",
    });
    await postTransfer(db, {
      id: `fund-${i}`,
      merchantId: merchant!.id,
      debitAccountId: issuer.id,
      creditAccountId: wallet.id,
      amount: 1_000_000_00n,
      reason: "DEPOSIT",
    });
    ids.push(wallet.id);
  }

  // Ours: the real posting procedure, CLIENTS loops for SECONDS.
  let posted = 0;
  const deadline = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, c) => {
      for (let n = 0; Date.now() < deadline; n++) {
        const a = ids[randomInt(WALLETS)]!;
        let b = ids[randomInt(WALLETS)]!;
        if (b === a) b = ids[(ids.indexOf(a) + 1) % WALLETS]!;
        await postTransfer(db, {
          id: `b-${c}-${n}`,
          merchantId: merchant!.id,
          debitAccountId: a,
          creditAccountId: b,
          amount: 1n,
          reason: "ADJUSTMENT",
        });
        posted++;
      }
    }),
  );
  const ours = posted / SECONDS;
  const problems = await checkLedger(db);
  if (problems.length > 0) throw new Error(`ledger invariants broken: ${JSON.stringify(problems)}`);

  // Baseline: the same statement in one transaction, from pgbench (C, libpq): postingStatement
  // (src/ledger/post.ts) as postTransfer sends it, with pgbench's variables for its parameters.
  const first = ids[0]!;
  const script = `\\set a random(${first}, ${first + WALLETS - 1})
\\set b random(${first}, ${first + WALLETS - 1})
BEGIN;
WITH l AS (SELECT id, merchant_id, owner_type, owner_id, currency, balance, version, allow_negative FROM ledger_accounts WHERE id IN (:a, :b) ORDER BY id FOR UPDATE), ok AS (SELECT 1 FROM l dr, l cr WHERE dr.id = :a AND cr.id = :b AND :a <> :b AND dr.merchant_id = ${merchant!.id} AND cr.merchant_id = ${merchant!.id} AND dr.currency = cr.currency AND (dr.allow_negative OR dr.balance >= 1) AND cr.balance <= 9223372036854775807 - 1 AND dr.balance >= -9223372036854775808 + 1), t AS (INSERT INTO ledger_transfers (id, merchant_id, debit_account_id, credit_account_id, amount, reason, reference_type, reference_id, reverses) SELECT gen_random_uuid()::text, ${merchant!.id}, :a, :b, 1, 'ADJUSTMENT', '', '', NULL WHERE EXISTS (SELECT 1 FROM ok) ON CONFLICT (id) DO NOTHING RETURNING id, created_at), e AS (INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_before, balance_after, account_version) SELECT (SELECT id FROM t), l.id, CASE WHEN l.id = :a THEN -1 ELSE 1 END, l.balance, l.balance + CASE WHEN l.id = :a THEN -1 ELSE 1 END, l.version + 1 FROM l WHERE EXISTS (SELECT 1 FROM t)), u AS (UPDATE ledger_accounts a SET balance = l.balance + CASE WHEN l.id = :a THEN -1 ELSE 1 END, version = l.version + 1 FROM l WHERE a.id = l.id AND EXISTS (SELECT 1 FROM t)) SELECT (SELECT floor(extract(epoch FROM created_at) * 1000)::bigint::text FROM t) AS created_ms, (SELECT jsonb_agg(jsonb_build_object('id', id, 'merchant_id', merchant_id, 'owner_type', owner_type, 'owner_id', owner_id, 'currency', currency, 'balance', balance::text, 'version', version::text, 'allow_negative', allow_negative)) FROM l) AS accounts;
COMMIT;
`;
  const dir = mkdtempSync(path.join(tmpdir(), "pgbench-"));
  writeFileSync(path.join(dir, "transfer.sql"), script);
  const output = execFileSync(
    "pgbench",
    [
      "-n",
      "-M",
      "prepared",
      "-c",
      String(CLIENTS),
      "-j",
      "2",
      "-T",
      String(SECONDS),
      "-f",
      path.join(dir, "transfer.sql"),
      "-h",
      url.hostname,
      "-p",
      url.port || "5432",
      "-U",
      url.username || "postgres",
      name,
    ],
    { encoding: "utf8" },
  );
  const baseline = Number(/tps = ([\d.]+)/.exec(output)?.[1]);
  console.log(
    `baseline pgbench (the same statement, prepared, ${CLIENTS} clients): ${baseline.toFixed(0)} transfers/s`,
  );
  console.log(`postTransfer (${CLIENTS} concurrent clients, ${WALLETS} wallets): ${ours.toFixed(0)} transfers/s`);
  console.log(`ratio to baseline: ${(ours / baseline).toFixed(3)}`);
} finally {
  await database.close();
  await drop();
  await admin.end();
}
