import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";
import type { BrandCaches } from "./brand-cache";
import type { RedisLink } from "./redis";

/** The channel every instance of a deployment (one REDIS_KEY_PREFIX) hears brand changes on. */
export function cacheChannel(keyPrefix: string): string {
  return `${keyPrefix}cache:brand-changed`;
}

/** A cache of rows by id that the bus keeps in step (modules/members/member-cache.ts). */
export interface RowCache {
  publishWith(publish: (id: number) => Promise<void>): void;
  drop(id: number): void;
  dropAll(): void;
}

/** A member's change travels as this prefix and its id; a brand's as its id alone (as before). */
const MEMBER_MESSAGE = "member:";

/**
 * Carries cache invalidations between instances over Redis pub/sub (REDIS_URL): a brand changed
 * on one instance is dropped from every instance's caches, and so is a member's row. Pub/sub delivers to the instances
 * connected at that moment only, so an instance whose subscription was cut drops all its caches
 * when it is back (it may have missed changes); while Redis is away entries expire by their TTL.
 * Publishing while Redis is away is skipped: the other instances drop everything on reconnect.
 */
export class CacheBus {
  private readonly subscriber: Redis;
  private readonly channel: string;
  private readyBefore = false;
  private subscription: Promise<void> | undefined;

  constructor(
    private readonly caches: BrandCaches,
    private readonly publisher: RedisLink,
    redisUrl: string,
    keyPrefix: string,
    private readonly log: FastifyBaseLogger,
    members?: RowCache,
  ) {
    this.channel = cacheChannel(keyPrefix);
    // Subscriber mode needs its own connection. It subscribes on every ready itself (also when
    // Redis was down at start), instead of ioredis's resubscription of what once succeeded.
    this.subscriber = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2, autoResubscribe: false });
    // Outages are logged by the publisher's link; without a listener ioredis prints each retry.
    this.subscriber.on("error", () => {});
    this.subscriber.on("message", (_channel: string, message: string) => {
      if (message.startsWith(MEMBER_MESSAGE)) {
        const memberId = Number(message.slice(MEMBER_MESSAGE.length));
        if (Number.isSafeInteger(memberId)) members?.drop(memberId);
        return;
      }
      const merchantId = Number(message);
      if (Number.isSafeInteger(merchantId)) caches.drop(merchantId);
    });
    this.subscriber.on("ready", () => {
      // The first subscription starts with empty caches; a later one may have missed changes.
      if (this.readyBefore) {
        caches.dropAll();
        members?.dropAll();
      }
      this.readyBefore = true;
      void this.subscribe();
    });
    caches.publishWith((merchantId) => this.publish(String(merchantId)));
    members?.publishWith((memberId) => this.publish(`${MEMBER_MESSAGE}${memberId}`));
  }

  private subscribe(): Promise<void> {
    this.subscription = this.subscriber.subscribe(this.channel).then(
      () => undefined,
      (err: unknown) => this.log.warn({ err }, "cache invalidation subscribe failed; retried when Redis is back"),
    );
    return this.subscription;
  }

  /** Connects and subscribes (at start); a Redis that is down then does not stop the server. */
  async start(): Promise<void> {
    try {
      await this.subscriber.connect();
    } catch {
      // ioredis keeps retrying in the background; the ready handler subscribes then.
      return;
    }
    await (this.subscription ?? this.subscribe());
  }

  private async publish(message: string): Promise<void> {
    if (!this.publisher.available) return;
    try {
      await this.publisher.client.publish(this.channel, message);
    } catch (error) {
      this.publisher.failed(error);
    }
  }

  close(): void {
    // No polite QUIT: it would wait for an answer that a stalled Redis never gives.
    this.subscriber.disconnect();
  }
}

/**
 * Tells the running servers of a deployment that a brand changed, from a process that is not one
 * of them (the settings CLI). False when Redis could not take it: the servers then see the change
 * within STATUS_CACHE_MS.
 */
export async function announceBrandChange(redisUrl: string, keyPrefix: string, merchantId: number): Promise<boolean> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 2000 });
  redis.on("error", () => {});
  try {
    await redis.connect();
    await redis.publish(cacheChannel(keyPrefix), String(merchantId));
    return true;
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}
