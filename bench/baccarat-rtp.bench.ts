/**
 * The house baccarat's return per bet spot, measured: ROUNDS provably fair rounds (default 10
 * million, a random server seed, one client seed, nonces 0..n-1) against each spot's exact
 * return, computed in the same run by enumerating every way an 8-deck shoe can deal
 * (theoreticalReturns). Prints both per spot with the standard error of the measurement and how
 * many standard errors apart they are; exits 1 when a spot disagrees by more than 4 SE.
 * Returns are per unit staked, stake included; BANKER with its exact 5 % commission (a stake of
 * 100 minor units, so the floor rounding never bites).
 *   npm run bench:baccarat          (ROUNDS=1000000 npm run bench:baccarat for a quick look)
 */
import { randomBytes } from "node:crypto";
import { BACCARAT_SPOTS, spotReturn, type BaccaratSpot } from "@portal/contract/house-baccarat";
import { deal, theoreticalReturns } from "../apps/server/src/vendors/house/baccarat";

const ROUNDS = Number(process.env.ROUNDS ?? 10_000_000);
const STAKE = 100n;
const serverSeed = randomBytes(32).toString("hex");
const clientSeed = "bench";

const sums = Object.fromEntries(BACCARAT_SPOTS.map((spot) => [spot, { sum: 0, squares: 0 }])) as Record<
  BaccaratSpot,
  { sum: number; squares: number }
>;
const started = process.hrtime.bigint();
for (let nonce = 0; nonce < ROUNDS; nonce++) {
  const { result } = deal(serverSeed, clientSeed, nonce);
  for (const spot of BACCARAT_SPOTS) {
    // Whole minor units per 100 staked: exact integers, summed as plain numbers (far below 2^53).
    const ret = Number(spotReturn(spot, STAKE, result));
    sums[spot].sum += ret;
    sums[spot].squares += ret * ret;
  }
}
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
const theory = theoreticalReturns();

let worst = 0;
console.log(`${ROUNDS.toLocaleString("en")} rounds, 8 decks, a fresh shoe per round`);
for (const spot of BACCARAT_SPOTS) {
  const { sum, squares } = sums[spot];
  const scale = Number(STAKE);
  const measured = sum / ROUNDS / scale;
  const variance = squares / ROUNDS / (scale * scale) - measured * measured;
  const standardError = Math.sqrt(variance / ROUNDS);
  const z = (measured - theory[spot]) / standardError;
  worst = Math.max(worst, Math.abs(z));
  console.log(
    `${spot.padEnd(6)} measured ${(measured * 100).toFixed(4)} % (standard error ${(standardError * 100).toFixed(4)} %)` +
      `  theoretical ${(theory[spot] * 100).toFixed(4)} %  difference ${z.toFixed(2)} SE  ratio ${(measured / theory[spot]).toFixed(5)}`,
  );
}
console.log(`${(ROUNDS / seconds).toFixed(0)} rounds/s`);
if (worst > 4) {
  console.error("a measured return disagrees with the exact figure");
  process.exit(1);
}
