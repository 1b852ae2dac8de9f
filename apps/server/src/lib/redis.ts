import type { FastifyBaseLogger } from "fastify";
import { Redis, ReplyError } from "ioredis";

/**
 * Redis is a cache and a counter here, never the only copy of anything: when it is away every
 * caller falls back (sessions to the database, rate limits to this instance's memory, pushes
 * to this instance's sockets). So commands must fail fast instead of queueing: no offline
 * queue, a short command timeout, and one attempt per command. The client keeps reconnecting
 * in the background (ioredis's retry strategy) and `available` tells callers when it is back.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 1000;

export interface RedisLink {
  client: Redis;
  /** True while connected and ready; callers skip Redis (and its timeout) while false. */
  readonly available: boolean;
  /** Called each time Redis becomes ready (the first connect too), e.g. to replay what waited. */
  onReady(listener: () => void): void;
  /**
   * A command failed. When the connection is at fault (a timeout, a closed or unwritable
   * connection) Redis counts as away until it is ready again: a Redis that stops answering
   * without closing (a partition) costs one command timeout, not one per request, and the
   * connection is dropped and reconnected in the background. An error answered by Redis itself
   * (out of memory, read-only...) fails only that call: the link stays up.
   */
  failed(error: unknown): void;
  /** Closes the connection, also in the middle of an outage. */
  close(): Promise<void>;
}

export function createRedisLink(url: string, log: FastifyBaseLogger, name = "redis"): RedisLink {
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    retryStrategy: (times) => Math.min(times * 200, 2000),
    // Commands issued in one turn of the event loop (many requests' session reads at once) go
    // out in one write: a socket write costs more than the command on a busy machine.
    enableAutoPipelining: true,
  });
  const listeners: (() => void)[] = [];
  let available = false;
  let everReady = false;
  let outageLogged = false;
  let closing = false;
  client.on("ready", () => {
    available = true;
    if (everReady) log.warn({ name }, "Redis is back: sessions cached and rate limits shared again");
    everReady = true;
    outageLogged = false;
    for (const listener of listeners) listener();
  });
  const down = (error?: Error) => {
    available = false;
    if (!outageLogged) {
      outageLogged = true;
      // Logged once per outage, without the client's internals.
      log.warn(
        { name, code: (error as { code?: string } | undefined)?.code, message: error?.message },
        "Redis unavailable: sessions read from the database, rate limits counted per instance",
      );
    }
  };
  client.on("error", down);
  client.on("close", () => down());
  return {
    client,
    get available() {
      return available;
    },
    onReady: (listener) => listeners.push(listener),
    failed(error) {
      if (!available || closing || !isConnectionFault(error)) return;
      down(error instanceof Error ? error : undefined);
      // Reconnect: a half-open connection would otherwise time out command after command.
      client.disconnect(true);
    },
    async close() {
      closing = true;
      if (client.status === "ready") {
        try {
          await client.quit();
          return;
        } catch {
          // Went away meanwhile: fall through.
        }
      }
      // No connection to quit politely (an outage, or never connected): stop reconnecting.
      client.disconnect();
    },
  };
}

/** First connection at start; a Redis that is down then does not stop the server. */
export async function connectRedis(link: RedisLink): Promise<void> {
  try {
    await link.client.connect();
  } catch {
    // Logged by the link's error listener; ioredis keeps retrying in the background.
  }
}

/** A failure of the connection, not an answer of Redis (ReplyError) nor a fault in our data. */
function isConnectionFault(error: unknown): boolean {
  return error instanceof Error && !(error instanceof ReplyError) && !(error instanceof SyntaxError);
}
