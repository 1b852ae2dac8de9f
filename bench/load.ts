import { Worker } from "node:worker_threads";
import type { Run } from "./closed-loop";

/** A member as the load thread needs it: its login, its game token and its next transfer's direction. */
export interface LoadPlayer {
  token: string;
  gameToken: string;
  /** The direction of the next transfer: alternating keeps both wallets funded. */
  toVendor: boolean;
}

export interface LoadJob {
  base: string;
  call: "transfer" | "spin";
  players: LoadPlayer[];
  seconds: number;
}

/**
 * Runs a closed loop of `call` for `seconds` on a worker thread (load-worker.ts), one keep-alive
 * connection and one call in flight per member; updates each member's transfer direction.
 */
export function runLoad(base: URL, call: LoadJob["call"], players: LoadPlayer[], seconds: number): Promise<Run> {
  const job: LoadJob = { base: base.toString(), call, players, seconds };
  return new Promise((resolve, reject) => {
    // The thread registers tsx's loader before it imports the TypeScript of the load.
    const script = new URL("./load-worker.ts", import.meta.url).href;
    const worker = new Worker(
      `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(script)}); })`,
      { eval: true, workerData: job },
    );
    worker.once("message", (answer: { run: Run; players: LoadPlayer[] }) => {
      answer.players.forEach((p, i) => (players[i]!.toVendor = p.toVendor));
      resolve(answer.run);
    });
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (code !== 0) reject(new Error(`the load thread exited with ${code}`));
    });
  });
}
