import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";
import type { PushServerMessage } from "@portal/contract/push";
import type { RedisLink } from "../../lib/redis";
import type { ledgerEvents, LedgerCommit } from "../../ledger/events";

/** What the socket tells a member: something changed, fetch it again. */
type Listener = (event: Extract<PushServerMessage, { type: "balance" }>) => void;

/**
 * Fans ledger commits out to the members' open sockets. With REDIS_URL the commit is published
 * on a Redis channel and every instance delivers it to its own sockets (a member's socket may
 * be on another instance than the request that moved the money); without Redis, or while it
 * is away, in process (this instance's sockets still hear of their own commits).
 */
export class PushHub {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly subscriber: Redis | undefined;
  private readonly channel: string;
  private readonly onCommit = (commit: LedgerCommit) => {
    if (this.publisher?.available) {
      this.publisher.client.publish(this.channel, JSON.stringify(commit)).catch(() => this.deliver(commit));
    } else this.deliver(commit);
  };

  constructor(
    /** The ledger's commit events of this app's database. */
    private readonly commits: ReturnType<typeof ledgerEvents>,
    private readonly publisher: RedisLink | undefined,
    redisUrl: string | undefined,
    keyPrefix: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.channel = `${keyPrefix}push:ledger`;
    // Subscriber mode needs its own connection; it resubscribes by itself after an outage.
    this.subscriber = publisher && redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
    // Outages are logged by the publisher's link; without a listener ioredis prints each retry.
    this.subscriber?.on("error", () => {});
    this.subscriber?.subscribe(this.channel).catch((err: unknown) => this.log.warn({ err }, "push subscribe failed"));
    this.subscriber?.on("message", (_channel: string, message: string) => {
      try {
        this.deliver(JSON.parse(message) as LedgerCommit);
      } catch (err) {
        this.log.warn({ err }, "bad push message");
      }
    });
    commits.on("committed", this.onCommit);
  }

  /** Listens for one member's events; returns the function that stops listening. */
  subscribe(merchantId: number, memberId: number, listener: Listener): () => void {
    const key = `${merchantId}:${memberId}`;
    const set = this.listeners.get(key) ?? new Set();
    set.add(listener);
    this.listeners.set(key, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(key);
    };
  }

  async close(): Promise<void> {
    this.commits.off("committed", this.onCommit);
    this.listeners.clear();
    // No polite QUIT: it would wait for an answer that a stalled Redis never gives.
    this.subscriber?.disconnect();
  }

  private deliver(commit: LedgerCommit) {
    for (const memberId of commit.memberIds) {
      for (const listener of this.listeners.get(`${commit.merchantId}:${memberId}`) ?? []) {
        listener({ type: "balance" });
      }
    }
  }
}
