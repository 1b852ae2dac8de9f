import type { FastifyBaseLogger } from "fastify";
import { merchants } from "../db/schema";
import type { AppDeps } from "../app-deps";

/** How often the reconciler asks vendors about unanswered transfers. */
const RECONCILE_EVERY_MS = 30_000;
const AUTO_CONFIRM_EVERY_MS = 60_000;

/**
 * The money jobs of an instance: the vendor-transfer reconciler and the withdrawal
 * auto-confirmation. Both are idempotent under row locks, so every instance may run them.
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
  reconcile.unref();
  autoConfirm.unref();
  return () => {
    clearInterval(reconcile);
    clearInterval(autoConfirm);
  };
}
