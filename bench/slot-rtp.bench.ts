/**
 * The house slot's return to player, measured: SPINS provably fair spins (default 10 million,
 * a random server seed, one client seed, nonces 0..n-1) against the paytable's exact
 * theoretical RTP in the same run. Prints both, the standard error of the measurement, how many
 * standard errors apart they are, and the ratio; exits 1 when they disagree by more than 4 SE.
 *   npm run bench:slot            (SPINS=1000000 npm run bench:slot for a quick look)
 */
import { randomBytes } from "node:crypto";
import { LINES, spin, theoreticalRtp } from "../apps/server/src/vendors/house/slot";

const SPINS = Number(process.env.SPINS ?? 10_000_000);
const serverSeed = randomBytes(32).toString("hex");
const clientSeed = "bench";

const started = process.hrtime.bigint();
let sum = 0;
let sumSquares = 0;
for (let nonce = 0; nonce < SPINS; nonce++) {
  // Return per unit bet: line bets won over the LINES line bets staked.
  const ret = spin(serverSeed, clientSeed, nonce).lineBets / LINES;
  sum += ret;
  sumSquares += ret * ret;
}
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
const measured = sum / SPINS;
const variance = sumSquares / SPINS - measured * measured;
const standardError = Math.sqrt(variance / SPINS);
const theory = theoreticalRtp();
const z = (measured - theory.value) / standardError;

console.log(
  `theoretical RTP (paytable, exact ${theory.numerator}/${theory.denominator}): ${(theory.value * 100).toFixed(4)} %`,
);
console.log(
  `measured RTP over ${SPINS.toLocaleString("en")} spins: ${(measured * 100).toFixed(4)} % (standard error ${(standardError * 100).toFixed(4)} %)`,
);
console.log(
  `difference: ${z.toFixed(2)} standard errors; ratio to theoretical: ${(measured / theory.value).toFixed(5)}`,
);
console.log(`${(SPINS / seconds).toFixed(0)} spins/s`);
if (Math.abs(z) > 4) {
  console.error("the measured RTP disagrees with the paytable");
  process.exit(1);
}
