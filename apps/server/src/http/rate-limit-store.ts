import { createRequire } from "node:module";
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { RedisLink } from "../lib/redis";

// The plugin's own stores (CommonJS, not in its typed exports): the Redis one counts across
// instances with a Lua script, the local one in an LRU map of this process.
const require = createRequire(import.meta.url);
type StoreCtor = new (...args: unknown[]) => FastifyRateLimitStore;
const RedisStore = require("@fastify/rate-limit/store/RedisStore.js") as StoreCtor;
const LocalStore = require("@fastify/rate-limit/store/LocalStore.js") as StoreCtor;

type Incr = Parameters<FastifyRateLimitStore["incr"]>;

/**
 * Counts in Redis while it is there (the limit then holds across every instance) and in this
 * instance's memory while it is away, so a Redis outage neither lifts the limits nor fails the
 * routes they guard. While Redis is away each instance enforces the limit on its own traffic.
 */
export function fallbackRateLimitStore(link: RedisLink, nameSpace: string): FastifyRateLimitStoreCtor {
  class FallbackStore implements FastifyRateLimitStore {
    constructor(
      private readonly shared: FastifyRateLimitStore,
      private readonly local: FastifyRateLimitStore,
    ) {}

    incr(key: Incr[0], callback: Incr[1], ...rest: unknown[]): void {
      const local = () => (this.local.incr as (...args: unknown[]) => void)(key, callback, ...rest);
      if (!link.available) return local();
      (this.shared.incr as (...args: unknown[]) => void)(
        key,
        (error: Error | null, result?: { current: number; ttl: number }) => {
          if (!error) return callback(null, result);
          link.failed(error);
          local();
        },
        ...rest,
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
      return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions));
    }
  }

  return class extends FallbackStore {
    constructor(options: FastifyRateLimitOptions) {
      // The plugin hands its merged global parameters, which carry these two flags.
      const { continueExceeding, exponentialBackoff } = options as {
        continueExceeding?: boolean;
        exponentialBackoff?: boolean;
      };
      super(
        new RedisStore(continueExceeding, exponentialBackoff, link.client, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  };
}
