import { describe, expect, it, vi } from "vitest";
import { ReplyError } from "ioredis";
import { createRedisLink, connectRedis } from "./redis";

const log = { warn: vi.fn(), info: vi.fn(), error: vi.fn() } as never;

// A real connection to drop and get back (CI sets REDIS_URL).
describe.runIf(process.env.REDIS_URL)("the Redis link", () => {
  it("an error Redis answers fails that call only; a connection fault drops the link until it is ready again", async () => {
    const link = createRedisLink(process.env.REDIS_URL!, log);
    const readies: number[] = [];
    link.onReady(() => readies.push(Date.now()));
    try {
      await connectRedis(link);
      expect(link.available).toBe(true);
      expect(readies).toHaveLength(1);

      // Out of memory, read-only...: Redis is there and answering; no reconnect.
      link.failed(new ReplyError("OOM command not allowed when used memory > 'maxmemory'."));
      expect(link.available).toBe(true);

      // A timeout: the connection is not to be trusted; dropped and made again.
      link.failed(new Error("Command timed out"));
      expect(link.available).toBe(false);
      await vi.waitFor(() => expect(link.available).toBe(true), { timeout: 10_000 });
      expect(readies).toHaveLength(2);
    } finally {
      await link.close();
    }
  });

  it("closes during an outage without reconnecting afterwards", async () => {
    const link = createRedisLink("redis://127.0.0.1:1", log);
    await connectRedis(link);
    expect(link.available).toBe(false);
    // Reconnecting: a retry is scheduled.
    expect((link.client as unknown as { reconnectTimeout: unknown }).reconnectTimeout).toBeTruthy();
    await link.close();
    // ioredis keeps no status for "stopped while reconnecting": its scheduled retry is gone.
    expect((link.client as unknown as { reconnectTimeout: unknown }).reconnectTimeout ?? null).toBeNull();
  });
});
