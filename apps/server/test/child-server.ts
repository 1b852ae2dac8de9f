import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * The real server (src/main.ts) as a child process on a free loopback port, for the tests that
 * only mean something against a whole process: a crash, a lost database. Runs without Redis
 * unless `env` names one.
 */
export class ChildServer {
  private child: ChildProcess | undefined;
  /** Everything the server printed on stdout (demo passwords, its "ready" line). */
  stdout = "";
  port = 0;

  constructor(private readonly env: Record<string, string>) {}

  get alive(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** How the process ended, or null while it runs. */
  get exit(): { code: number | null; signal: NodeJS.Signals | null } | null {
    return this.child && !this.alive ? { code: this.child.exitCode, signal: this.child.signalCode } : null;
  }

  async start(): Promise<void> {
    this.port ||= await freePort();
    const { REDIS_URL: _unused, ...inherited } = process.env;
    const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
      cwd: serverDir,
      env: { ...inherited, PORT: String(this.port), HOST: "127.0.0.1", LOG_LEVEL: "error", ...this.env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    child.stdout!.on("data", (chunk: Buffer) => (this.stdout += chunk.toString()));
    this.child = child;
    for (;;) {
      if (!this.alive) throw new Error(`the server exited: ${JSON.stringify(this.exit)}`);
      try {
        if ((await fetch(`${this.url}/healthz`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async kill(): Promise<void> {
    const child = this.child;
    if (!child || !this.alive) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}
