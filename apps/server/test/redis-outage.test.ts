import net from "node:net";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Redis } from "ioredis";
import { API } from "@portal/contract/api/paths";
import { hashToken } from "../src/modules/sessions/service";
import { RATE_LIMITS } from "../src/http/rate-limits";
import { freshIp, login, memberInfo, register } from "./accounts-helper";
import { createTestApp, type TestApp } from "./test-app";

/**
 * A TCP proxy in front of the real Redis that the test can cut and restore: a Redis outage as
 * the server sees one (connections dropped, new ones refused), without touching the Redis that
 * other tests share.
 */
class CuttableProxy {
  private readonly sockets = new Set<net.Socket>();
  private server = this.newServer();
  private stalled = false;
  port = 0;
  /** What the app sent while the proxy was stalled (and dropped). */
  dropped = "";

  constructor(private readonly upstream: { host: string; port: number }) {}

  private newServer() {
    return net.createServer((client) => {
      const upstream = net.connect(this.upstream.port, this.upstream.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on("close", () => this.sockets.delete(socket));
        socket.on("error", () => socket.destroy());
      }
      client.on("data", (chunk: Buffer) => {
        if (this.stalled) this.dropped += chunk.toString("latin1");
        else upstream.write(chunk);
      });
      upstream.on("data", (chunk: Buffer) => {
        if (!this.stalled) client.write(chunk);
      });
    });
  }

  async listen(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(this.port, "127.0.0.1", resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  /** Connections dropped, new ones refused: Redis is down. */
  async cut(): Promise<void> {
    const closed = new Promise((resolve) => this.server.close(resolve));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }

  async restore(): Promise<void> {
    this.server = this.newServer();
    await this.listen();
  }

  /** Connections stay open but nothing passes either way: a partition, a hung Redis. */
  stall(): void {
    this.stalled = true;
  }

  unstall(): void {
    this.stalled = false;
  }

  async close(): Promise<void> {
    if (this.server.listening) await this.cut();
  }
}

// Needs a Redis server to stand in front of (CI sets REDIS_URL).
describe.runIf(process.env.REDIS_URL)("a Redis outage (security finding 7)", () => {
  const prefix = `test${randomBytes(4).toString("hex")}:`;
  const real = new URL(process.env.REDIS_URL ?? "redis://127.0.0.1:6379");
  const proxy = new CuttableProxy({ host: real.hostname, port: Number(real.port || 6379) });
  let t: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    await proxy.listen();
    t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${proxy.port}`, REDIS_KEY_PREFIX: prefix });
    redis = new Redis(process.env.REDIS_URL!);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    await t.close();
    await proxy.close();
  });

  const sessionKey = (token: string) => `${prefix}session:{${hashToken(token)}}`;
  const revokedKey = (token: string) => `${prefix}session-revoked:{${hashToken(token)}}`;

  it("member calls keep working on the database, limits per instance, and everything recovers", async () => {
    const reg = await register(t.app, { username: "outage01", password: "Secret123", confirmPassword: "Secret123" });
    expect(reg.statusCode).toBe(200);
    const before = reg.json().value.token as string;
    expect((await memberInfo(t.app, before)).statusCode).toBe(200);
    expect(await redis.exists(sessionKey(before))).toBe(1);

    await proxy.cut();

    // Sessions come from the database: a live one answers, a revoked one does not.
    expect((await memberInfo(t.app, before)).statusCode).toBe(200);
    const during = (await login(t.app, { username: "outage01", password: "Secret123" })).json().value.token as string;
    expect((await memberInfo(t.app, during)).statusCode).toBe(200);
    const out = await t.app.inject({ method: "DELETE", url: API.logout, headers: { authorization: before } });
    expect(out.statusCode).toBe(200);
    expect((await memberInfo(t.app, before)).statusCode).toBe(401);

    // The bot check and the rate limits answer, counted on this instance.
    expect((await t.app.inject({ method: "GET", url: API.botCheck })).statusCode).toBe(200);
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS.register.max; i++) {
      expect((await register(t.app, { username: "x" }, { remoteAddress: ip })).statusCode).not.toBe(429);
    }
    expect((await register(t.app, { username: "x" }, { remoteAddress: ip })).statusCode).toBe(429);

    await proxy.restore();

    // Back: the logout made during the outage is marked in Redis (an entry cached before the
    // outage cannot revive the token), and sessions are cached again.
    await vi.waitFor(async () => expect(await redis.exists(revokedKey(before))).toBe(1), { timeout: 15_000 });
    expect(await redis.exists(sessionKey(before))).toBe(0);
    expect((await memberInfo(t.app, before)).statusCode).toBe(401);
    await vi.waitFor(
      async () => {
        expect((await memberInfo(t.app, during)).statusCode).toBe(200);
        expect(await redis.exists(sessionKey(during))).toBe(1);
      },
      { timeout: 15_000 },
    );
  });

  it("a Redis that stops answering costs one command timeout, not one per call", async () => {
    const reg = await register(t.app, { username: "outage02", password: "Secret123", confirmPassword: "Secret123" });
    const token = reg.json().value.token as string;
    expect((await memberInfo(t.app, token)).statusCode).toBe(200);
    expect(await redis.exists(sessionKey(token))).toBe(1);

    proxy.stall();
    try {
      for (let i = 0; i < 5; i++) expect((await memberInfo(t.app, token)).statusCode).toBe(200);
    } finally {
      proxy.unstall();
    }
    // Only the first call asked Redis (and waited for its timeout); the others went straight
    // to the database while the link reconnects in the background.
    expect(proxy.dropped.match(/MGET/gi) ?? []).toHaveLength(1);

    const out = await t.app.inject({ method: "DELETE", url: API.logout, headers: { authorization: token } });
    expect(out.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await redis.exists(revokedKey(token))).toBe(1), { timeout: 20_000 });
    expect((await memberInfo(t.app, token)).statusCode).toBe(401);
  });
});
