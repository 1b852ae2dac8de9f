import { AppError } from "./app-error";

interface MemberSlots {
  running: number;
  waiting: (() => void)[];
}

/**
 * How many sensitive calls of one member run at once on this instance: calls that move money
 * (withdrawals, transfers, deposits, uploads) or check a secret with argon2 (payment password,
 * login password on a change): `concurrency` run, up to `queue` more wait their turn, and
 * beyond that the call is refused at once with TOO_MANY_REQUESTS. One member flooding
 * the server then holds at most `concurrency` database connections and argon2 threads, and
 * every other member's calls go on as before. A person never has more than a few at once.
 */
export class SensitiveCallLimit {
  private readonly members = new Map<number, MemberSlots>();

  constructor(
    private readonly concurrency = 2,
    private readonly queue = 20,
  ) {}

  async run<T>(memberId: number, work: () => Promise<T>): Promise<T> {
    let slots = this.members.get(memberId);
    if (!slots) {
      slots = { running: 0, waiting: [] };
      this.members.set(memberId, slots);
    }
    if (slots.running < this.concurrency) {
      slots.running++;
    } else {
      if (slots.waiting.length >= this.queue) {
        throw new AppError("TOO_MANY_REQUESTS", "Too many requests at once; wait for the previous ones");
      }
      // The call that finishes hands its slot straight to the first one waiting.
      await new Promise<void>((resolve) => slots.waiting.push(resolve));
    }
    try {
      return await work();
    } finally {
      const next = slots.waiting.shift();
      if (next) next();
      else if (--slots.running === 0) this.members.delete(memberId);
    }
  }

  /** Members with calls running (for tests and metrics). */
  get busyMembers(): number {
    return this.members.size;
  }
}
