/**
 * One member's burst against another member's calls (security finding 6): a member's balance
 * calls over loopback HTTP, alone (the baseline), then during BURSTS bursts of FLOOD concurrent
 * withdrawals by another member that pass the payment password (argon2) and are refused for
 * the balance. The calm member calls back to back for as long as each burst lasts. Prints the
 * calm member's p50 and p99 both ways, their ratio, how long a burst took and how it was
 * answered. PGlite in memory, or PostgreSQL with DATABASE_URL (a fresh database). Client and
 * server share this process, as in the other benches.
 *   npm run bench:isolation
 */
import { importServerKey, sealRequest } from "@portal/contract/encrypted-body";
import { API } from "@portal/contract/api/paths";
import { createTestApp } from "../apps/server/test/test-app";
import { bindBank, fund, newMember, PAYMENT_PASSWORD, requestId } from "../apps/server/test/money-helper";
import { percentile } from "./stats";

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const FLOOD = Number(process.env.BENCH_FLOOD ?? 100);
const BURSTS = Number(process.env.BENCH_BURSTS ?? 10);

const t = await createTestApp();
const base = await t.app.listen({ port: 0, host: "127.0.0.1" });
try {
  const calm = await newMember(t.app, "calm");
  const flooder = await newMember(t.app, "flood");
  await fund(t, flooder.id, "100");
  const bankAccountId = await bindBank(t.app, flooder);
  const serverKey = await importServerKey(
    ((await (await fetch(`${base}${API.publicKey}`)).json()) as { value: { publicKey: string } }).value.publicKey,
  );

  async function balanceCall(): Promise<number> {
    const started = performance.now();
    const res = await fetch(`${base}${API.walletBalance}`, { headers: { authorization: calm.token } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`the calm member's call answered ${res.status}`);
    return performance.now() - started;
  }

  const answers = new Map<string, number>();
  async function refusedWithdrawal(): Promise<void> {
    const { body, headers } = await sealRequest(serverKey, {
      bankAccountId,
      amount: "1000",
      paymentPassword: PAYMENT_PASSWORD,
      requestId: requestId(),
    });
    const res = await fetch(`${base}${API.withdrawals}`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json", authorization: flooder.token },
      body: JSON.stringify(body),
    });
    const code = `${res.status} ${((await res.json()) as { errorCode: string }).errorCode}`;
    answers.set(code, (answers.get(code) ?? 0) + 1);
  }

  const alone: number[] = [];
  for (let i = 0; i < SAMPLES; i++) alone.push(await balanceCall());
  const during: number[] = [];
  const burstMs: number[] = [];
  for (let b = 0; b < BURSTS; b++) {
    const started = performance.now();
    let done = false;
    const burst = Promise.all(Array.from({ length: FLOOD }, () => refusedWithdrawal())).then(() => {
      done = true;
      burstMs.push(performance.now() - started);
    });
    while (!done) during.push(await balanceCall());
    await burst;
  }
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

  console.log(`database: ${t.database.driver}; ${BURSTS} bursts of ${FLOOD} withdrawals`);
  console.log(
    `baseline, alone (${alone.length} calls):      p50 ${ms(percentile(alone, 0.5))}, p99 ${ms(percentile(alone, 0.99))}, mean ${ms(mean(alone))}`,
  );
  console.log(
    `during the bursts (${during.length} calls):   p50 ${ms(percentile(during, 0.5))}, p99 ${ms(percentile(during, 0.99))}, max ${ms(percentile(during, 1))}`,
  );
  console.log(
    `ratio to baseline:              p50 ${(percentile(during, 0.5) / percentile(alone, 0.5)).toFixed(2)}x, ` +
      `mean ${(mean(during) / mean(alone)).toFixed(2)}x`,
  );
  console.log(
    `a burst took: p50 ${ms(percentile(burstMs, 0.5))}; answers ${JSON.stringify(Object.fromEntries(answers))}`,
  );
} finally {
  await t.close();
}
