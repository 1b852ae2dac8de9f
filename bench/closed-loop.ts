import http from "node:http";

/** A member's side of the load: its own keep-alive connection, as a browser would hold. */
export interface Client {
  agent: http.Agent;
}

export interface Envelope {
  success: boolean;
  errorCode: string;
  value: { status?: string } | null;
}

/** POSTs JSON over the client's connection; answers the parsed envelope. */
export function postJson(client: Client, base: URL, path: string, token: string, payload: object): Promise<Envelope> {
  const data = JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        path,
        method: "POST",
        agent: client.agent,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(data),
          ...(token ? { authorization: token } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          try {
            resolve(JSON.parse(text) as Envelope);
          } catch {
            reject(new Error(`${path}: HTTP ${res.statusCode} ${text.slice(0, 200)}`));
          }
        });
      },
    );
    req.on("error", reject);
    req.end(data);
  });
}

export interface Run {
  done: number;
  /** Calls that did not do what they should, by what went wrong. */
  failed: Map<string, number>;
  latenciesMs: number[];
  seconds: number;
}

/**
 * Every client calls back to back, one call in flight each, for `seconds`; `call` answers
 * undefined when it did what it should, else what went wrong. The run lasts until the last
 * call started before the deadline has answered.
 */
export async function closedLoop<C extends Client>(
  clients: C[],
  seconds: number,
  call: (client: C) => Promise<string | undefined>,
): Promise<Run> {
  const run: Run = { done: 0, failed: new Map(), latenciesMs: [], seconds: 0 };
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    clients.map(async (client) => {
      while (performance.now() < deadline) {
        const sent = performance.now();
        const problem = await call(client).catch((error: Error) => error.message);
        run.latenciesMs.push(performance.now() - sent);
        if (problem === undefined) run.done++;
        else run.failed.set(problem, (run.failed.get(problem) ?? 0) + 1);
      }
    }),
  );
  run.seconds = (performance.now() - started) / 1000;
  return run;
}

export const perSecond = (run: Run) => run.done / run.seconds;
