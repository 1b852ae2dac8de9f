/**
 * The members' side of a money benchmark, on a thread of its own (as pgbench, the baseline, is a
 * process of its own): the closed loop's HTTP clients do not share the server's event loop.
 * Started by runLoad with the server's address, the call, the members and the seconds; answers
 * the run and each member's next transfer direction.
 */
import { randomUUID } from "node:crypto";
import http from "node:http";
import { parentPort, workerData } from "node:worker_threads";
import { API } from "@portal/contract/api/paths";
import { HOUSE_API } from "@portal/contract/api/vendor-wallet";
import { closedLoop, postJson, type Client } from "./closed-loop";
import type { LoadJob, LoadPlayer } from "./load";

type Player = LoadPlayer & Client;

async function transfer(base: URL, player: Player): Promise<string | undefined> {
  const [from, to] = player.toVendor ? ["MAIN", "SANDBOX"] : ["SANDBOX", "MAIN"];
  const answer = await postJson(player, base, API.walletTransfer, player.token, {
    from,
    to,
    amount: "1.00",
    requestId: randomUUID(),
  });
  if (!answer.success) return answer.errorCode;
  if (answer.value?.status !== "SUCCEEDED") return `status ${answer.value?.status}`;
  player.toVendor = !player.toVendor;
  return undefined;
}

async function spin(base: URL, player: Player): Promise<string | undefined> {
  const answer = await postJson(player, base, HOUSE_API.slotSpin, "", { token: player.gameToken, bet: "1.00" });
  return answer.success ? undefined : answer.errorCode;
}

const job = workerData as LoadJob;
const base = new URL(job.base);
const players: Player[] = job.players.map((p) => ({ ...p, agent: new http.Agent({ keepAlive: true, maxSockets: 1 }) }));
const call = job.call === "transfer" ? transfer : spin;
const run = await closedLoop(players, job.seconds, (p) => call(base, p));
for (const p of players) p.agent.destroy();
parentPort!.postMessage({
  run,
  players: players.map(({ agent: _agent, ...p }) => p),
});
