import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";
import type { PushServerMessage } from "@portal/contract/push";
import type { RedisLink } from "../../lib/redis";
import type { ledgerEvents, LedgerCommit } from "../../ledger/events";
import type { LotteryDrawEvent, LotteryDrawEvents } from "../../vendors/house/lottery/draw-events";

/** What the socket tells a member: something changed (money, messages), fetch it again. */
type Listener = (event: Extract<PushServerMessage, { type: "balance" } | { type: "message" }>) => void;
/** New messages: to these members of the brand, or (memberIds null: a large audience) to all its sockets. */
export interface MessageEvent {
  merchantId: number;
  memberIds: number[] | null;
}
/** The brand's chat room changed (a message posted or hidden, a member muted or unmuted): to the sockets watching it. */
export interface ChatEvent {
  merchantId: number;
}
/** What the socket tells a member watching the brand's chat room. */
type ChatListener = (event: Extract<PushServerMessage, { type: "chat" }>) => void;
/**
 * A brand's chat events are published at most once per this, at its end (trailing): a burst of
 * posts makes one or two refetches in each watching room, not one per post (decision 0056).
 */
export const CHAT_COALESCE_MS = 500;
/** What the socket tells a page watching the brand's lottery. */
type LotteryListener = (event: Extract<PushServerMessage, { type: "lottery" }>) => void;

/**
 * Fans ledger commits out to the members' open sockets, and the lottery's draws to the sockets
 * watching the brand's lottery. With REDIS_URL each event is published on a Redis channel and
 * every instance delivers it to its own sockets (a member's socket may be on another instance
 * than the request that moved the money, and draws are made by whichever instance or worker ran
 * the job); without Redis, or while it is away, in process (this instance's sockets still hear
 * of its own events).
 */
export class PushHub {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly lotteryListeners = new Map<number, Set<LotteryListener>>();
  private readonly chatListeners = new Map<number, Set<ChatListener>>();
  /** The brands whose chat event waits for its publish (CHAT_COALESCE_MS). */
  private readonly chatPending = new Map<number, NodeJS.Timeout>();
  /**
   * Ledger commits of this turn of the event loop, per brand: the members whose wallets moved.
   * Published together once the turn ends (setImmediate), so many requests committing at once
   * cost one Redis publish per brand, not one each, and a member's socket hears once.
   */
  private readonly commitsPending = new Map<number, Set<number>>();
  private commitsFlush: NodeJS.Immediate | undefined;
  private readonly subscriber: Redis | undefined;
  private readonly channel: string;
  private readonly lotteryChannel: string;
  private readonly messageChannel: string;
  private readonly chatChannel: string;
  private readonly onCommit = (commit: LedgerCommit) => {
    const members = this.commitsPending.get(commit.merchantId) ?? new Set<number>();
    for (const memberId of commit.memberIds) members.add(memberId);
    this.commitsPending.set(commit.merchantId, members);
    this.commitsFlush ??= setImmediate(() =>
      // A listener that throws must not take the process down (this runs outside any request).
      this.publishCommits().catch((err: unknown) => this.log.warn({ err }, "balance push failed")),
    );
  };
  private readonly onDraw = (event: LotteryDrawEvent) =>
    void this.publish(this.lotteryChannel, event, this.deliverDraw);

  constructor(
    /** The ledger's commit events of this app's database. */
    private readonly commits: ReturnType<typeof ledgerEvents>,
    /** The house lottery's draw events. */
    private readonly draws: LotteryDrawEvents,
    private readonly publisher: RedisLink | undefined,
    redisUrl: string | undefined,
    keyPrefix: string,
    private readonly log: FastifyBaseLogger,
    private readonly chatCoalesceMs = CHAT_COALESCE_MS,
  ) {
    this.channel = `${keyPrefix}push:ledger`;
    this.lotteryChannel = `${keyPrefix}push:lottery`;
    this.messageChannel = `${keyPrefix}push:messages`;
    this.chatChannel = `${keyPrefix}push:chat`;
    // Subscriber mode needs its own connection; it resubscribes by itself after an outage.
    this.subscriber = publisher && redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
    // Outages are logged by the publisher's link; without a listener ioredis prints each retry.
    this.subscriber?.on("error", () => {});
    this.subscriber
      ?.subscribe(this.channel, this.lotteryChannel, this.messageChannel, this.chatChannel)
      .catch((err: unknown) => this.log.warn({ err }, "push subscribe failed"));
    this.subscriber?.on("message", (channel: string, message: string) => {
      try {
        const parsed: unknown = JSON.parse(message);
        if (channel === this.lotteryChannel) this.deliverDraw(parsed as LotteryDrawEvent);
        else if (channel === this.messageChannel) this.deliverMessages(parsed as MessageEvent);
        else if (channel === this.chatChannel) this.deliverChat(parsed as ChatEvent);
        else this.deliver(parsed as LedgerCommit);
      } catch (err) {
        this.log.warn({ err }, "bad push message");
      }
    });
    commits.on("committed", this.onCommit);
    draws.on("draw", this.onDraw);
  }

  /** Listens for one member's events; returns the function that stops listening. */
  subscribe(merchantId: number, memberId: number, listener: Listener): () => void {
    return listenOn(this.listeners, `${merchantId}:${memberId}`, listener);
  }

  /** Tells members of a brand that new messages arrived (after the messages committed). */
  messages(event: MessageEvent): void {
    void this.publish(this.messageChannel, event, this.deliverMessages);
  }

  /**
   * Tells the sockets watching the brand's chat room that it changed (after the change
   * committed): once at the end of a CHAT_COALESCE_MS window, however many changes it saw.
   */
  chat(event: ChatEvent): void {
    const { merchantId } = event;
    if (this.chatPending.has(merchantId)) return;
    const timer = setTimeout(() => {
      this.chatPending.delete(merchantId);
      void this.publish(this.chatChannel, { merchantId } satisfies ChatEvent, this.deliverChat);
    }, this.chatCoalesceMs);
    timer.unref();
    this.chatPending.set(merchantId, timer);
  }

  /** Listens for the brand's chat room changes (a member's socket while its room is open); returns the function that stops. */
  watchChat(merchantId: number, listener: ChatListener): () => void {
    return listenOn(this.chatListeners, merchantId, listener);
  }

  /** Listens for the brand's lottery draws; returns the function that stops listening. */
  watchLottery(merchantId: number, listener: LotteryListener): () => void {
    return listenOn(this.lotteryListeners, merchantId, listener);
  }

  /**
   * Stops. A chat event still waiting for its window's end, and the commits of this turn, are
   * published now (the changes committed; the other instances' sockets would otherwise not hear
   * of them), before the app closes the Redis link (app.ts closes the hub first).
   */
  async close(): Promise<void> {
    this.commits.off("committed", this.onCommit);
    this.draws.off("draw", this.onDraw);
    const pending = [...this.chatPending];
    this.chatPending.clear();
    const published = pending.map(([merchantId, timer]) => {
      clearTimeout(timer);
      return this.publish(this.chatChannel, { merchantId } satisfies ChatEvent, this.deliverChat);
    });
    await Promise.all([...published, this.publishCommits()]);
    this.listeners.clear();
    this.lotteryListeners.clear();
    this.chatListeners.clear();
    // No polite QUIT: it would wait for an answer that a stalled Redis never gives.
    this.subscriber?.disconnect();
  }

  /**
   * Publishes the commits waiting for the end of this turn, one event per brand; a brand whose
   * delivery fails (a listener that throws) does not keep the others' from being published.
   */
  private async publishCommits(): Promise<void> {
    if (this.commitsFlush) clearImmediate(this.commitsFlush);
    this.commitsFlush = undefined;
    const pending = [...this.commitsPending];
    this.commitsPending.clear();
    const published = await Promise.allSettled(
      pending.map(async ([merchantId, members]) =>
        this.publish(this.channel, { merchantId, memberIds: [...members] } satisfies LedgerCommit, this.deliver),
      ),
    );
    const failed = published.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
  }

  /** Publishes an event to every instance, or delivers it here when Redis is away; settles once done. */
  private publish<T>(channel: string, event: T, deliver: (event: T) => void): Promise<void> {
    if (this.publisher?.available) {
      return this.publisher.client.publish(channel, JSON.stringify(event)).then(
        () => {},
        () => deliver(event),
      );
    }
    deliver(event);
    return Promise.resolve();
  }

  private readonly deliver = (commit: LedgerCommit) => {
    for (const memberId of commit.memberIds) {
      for (const listener of this.listeners.get(`${commit.merchantId}:${memberId}`) ?? []) {
        listener({ type: "balance" });
      }
    }
  };

  private readonly deliverMessages = (event: MessageEvent) => {
    if (event.memberIds) {
      for (const memberId of event.memberIds) {
        for (const listener of this.listeners.get(`${event.merchantId}:${memberId}`) ?? [])
          listener({ type: "message" });
      }
      return;
    }
    const prefix = `${event.merchantId}:`;
    for (const [key, set] of this.listeners) {
      if (key.startsWith(prefix)) for (const listener of set) listener({ type: "message" });
    }
  };

  private readonly deliverChat = (event: ChatEvent) => {
    for (const listener of this.chatListeners.get(event.merchantId) ?? []) listener({ type: "chat" });
  };

  private readonly deliverDraw = (event: LotteryDrawEvent) => {
    for (const listener of this.lotteryListeners.get(event.merchantId) ?? []) {
      listener({ type: "lottery", game: event.game, drawNo: event.drawNo, status: event.status });
    }
  };
}

/** Adds a listener to a key's set; returns the function that removes it (and the set once empty). */
function listenOn<K, L>(map: Map<K, Set<L>>, key: K, listener: L): () => void {
  const set = map.get(key) ?? new Set<L>();
  set.add(listener);
  map.set(key, set);
  return () => {
    set.delete(listener);
    if (set.size === 0) map.delete(key);
  };
}
