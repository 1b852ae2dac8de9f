import { checkLedger, ledgerSize, platformTotals } from "../ledger/invariants";
import { withCliDatabase } from "./cli-database";

/**
 * Checks the books' invariants on the live database (every merchant):
 *   npm run ledger:check
 * Prints "ledger: OK (N accounts, M transfers)" and the platform's totals per kind (summed over
 * its buckets), or one line per problem and exits 1.
 * Uses the same DATABASE_URL / DATA_DIR as the server (see withCliDatabase).
 */
async function main(): Promise<number> {
  return withCliDatabase(async (db) => {
    const problems = await checkLedger(db);
    if (problems.length > 0) {
      for (const problem of problems) console.error(problem);
      console.error(`ledger: ${problems.length} problem${problems.length === 1 ? "" : "s"}`);
      return 1;
    }
    const { accounts, transfers } = await ledgerSize(db);
    console.log(`ledger: OK (${accounts} accounts, ${transfers} transfers)`);
    for (const p of await platformTotals(db)) {
      console.log(`  merchant ${p.merchant_id} ${p.kind} ${p.currency}: ${p.total} (${p.buckets} buckets)`);
    }
    return 0;
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // Could not check at all (no database, bad configuration): not the same as a problem found.
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : "";
    console.error(`ledger check failed: ${error instanceof Error ? error.message : String(error)}${cause}`);
    process.exit(2);
  },
);
