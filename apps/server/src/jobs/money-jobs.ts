import type { FastifyBaseLogger } from "fastify";
import { merchants } from "../db/schema";
import type { AppDeps } from "../app-deps";
import { pullVendorBets } from "../modules/bets/bet-pull";

/** How often the reconciler asks vendors about unanswered transfers. */
const RECONCILE_EVERY_MS = 30_000;
const AUTO_CONFIRM_EVERY_MS = 60_000;
/** How often each game vendor's settled rounds are pulled and reconciled with the bet records. */
const BET_PULL_EVERY_MS = 5 * 60_000;

/**
 * The money jobs of an instance: the vendor-transfer reconciler, the withdrawal
 * auto-confirmation (with the house rounds cut short) and the vendors' bet pull. All are
 * idempotent under row locks, so every instance may run them.
 * Returns the function that stops them.
 */
export function startMoneyJobs(deps: AppDeps, log: FastifyBaseLogger): () => void {
  const run = (name: string, work: () => Promise<unknown>) => () => {
    work().catch((err: unknown) => log.warn({ err, job: name }, "job failed"));
  };
  const reconcile = setInterval(
    run("reconcile", () => deps.money.vendorWallets.reconcile()),
    RECONCILE_EVERY_MS,
  );
  const autoConfirm = setInterval(
    run("withdrawalAutoConfirm", async () => {
      for (const merchant of await deps.db.select().from(merchants)) {
        const settings = await deps.brandSettings.get(merchant.id);
        await deps.money.withdrawals.autoConfirm(merchant.id, settings.withdrawalAutoConfirmMinutes);
        // House game rounds a crash cut short: paid or voided.
        await deps.house.rounds.finishCutRounds(merchant);
      }
    }),
    AUTO_CONFIRM_EVERY_MS,
  );
  const betPull = setInterval(
    run("betPull", async () => {
      for (const merchant of await deps.db.select().from(merchants)) {
        for (const vendor of deps.gameVendors.values()) {
          // One vendor failing (unreachable, a bad page) does not stop the others.
          try {
            const result = await pullVendorBets(deps.db, merchant.id, vendor);
            if (result.mismatched.length > 0)
              log.warn({ job: "betPull", ...result }, "vendor rounds disagree with ours");
          } catch (err) {
            log.warn({ err, job: "betPull", vendor: vendor.code, merchantId: merchant.id }, "bet pull failed");
          }
        }
      }
    }),
    BET_PULL_EVERY_MS,
  );
  const timers = [reconcile, autoConfirm, betPull];
  for (const timer of timers) timer.unref();
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}
