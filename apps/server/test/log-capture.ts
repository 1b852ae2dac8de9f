import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { pino } from "pino";
import { buildApp } from "../src/app";
import type { TestApp } from "./test-app";

/** A second app on the test's database whose every log line (level trace) is kept in `lines`. */
export async function appWithLogLines(t: TestApp): Promise<{ app: FastifyInstance; lines: string[] }> {
  const lines: string[] = [];
  const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  const app = await buildApp({
    config: { ...t.config, logLevel: "trace" },
    database: t.database,
    logger: pino({ level: "trace" }, stream),
    jobs: false,
  });
  await app.ready();
  return { app, lines };
}
