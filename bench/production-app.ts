import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { createTestApp, type TestApp } from "../apps/server/test/test-app";

/** The brand caches as a server runs them (tests turn them off to see every change at once). */
export const PRODUCTION_ENV = { STATUS_CACHE_MS: "2000" };

/**
 * The app on the database createTestApp picks (PostgreSQL when DATABASE_URL is set), configured as
 * a server runs it, with Redis under a key prefix of its own when `redisUrl` is given. `close`
 * closes it and removes its Redis keys (never a flush: the Redis is shared).
 */
export async function openProductionApp(
  redisUrl: string | undefined,
  prefix = "bench",
): Promise<{ t: TestApp; close: () => Promise<void> }> {
  const keyPrefix = `${prefix}${randomBytes(4).toString("hex")}:`;
  const t = await createTestApp({
    ...PRODUCTION_ENV,
    ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: keyPrefix } : {}),
  });
  const close = async () => {
    await t.close();
    if (!redisUrl) return;
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  };
  return { t, close };
}
