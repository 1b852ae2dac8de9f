import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { createTestApp, type TestApp } from "./test-app";

export interface SharedRedisInstances {
  /** The first instance, with Redis under a key prefix of its own. */
  t: TestApp;
  /** A second instance on the same database and Redis: it hears the first one's changes. */
  second: FastifyInstance;
  /** A third on the same database without Redis: it hears of nothing. */
  withoutRedis: FastifyInstance;
}

/**
 * Three instances of the app on one database, for the caches' invalidation across instances:
 * every cache entry lives `cacheMs` (STATUS_CACHE_MS) unless a change drops it. Made before the
 * describe block's tests, closed after them, with the Redis keys of the prefix removed (never a
 * flush: the Redis is shared). Call it inside `describe.runIf(process.env.REDIS_URL)`.
 */
export function sharedRedisInstances(cacheMs: string): SharedRedisInstances {
  const prefix = `test${randomBytes(4).toString("hex")}:`;
  const apps = {} as SharedRedisInstances;
  beforeAll(async () => {
    apps.t = await createTestApp({
      REDIS_URL: process.env.REDIS_URL!,
      REDIS_KEY_PREFIX: prefix,
      STATUS_CACHE_MS: cacheMs,
    });
    apps.second = await buildApp({ config: apps.t.config, database: apps.t.database, logger: false, jobs: false });
    await apps.second.ready();
    const alone = loadConfig({ LOG_LEVEL: "silent", STATUS_CACHE_MS: cacheMs });
    apps.withoutRedis = await buildApp({
      config: { ...alone, webDistDir: apps.t.config.webDistDir },
      database: apps.t.database,
      logger: false,
      jobs: false,
    });
    await apps.withoutRedis.ready();
  });
  afterAll(async () => {
    const redis = new Redis(process.env.REDIS_URL!);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    await apps.withoutRedis.close();
    await apps.second.close();
    await apps.t.close();
  });
  return apps;
}
