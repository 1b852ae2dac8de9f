/**
 * Writes made in groups, as a database makes commits in groups: while one group's statement is
 * in flight, the items that arrive wait and then go together in the next, one statement for all
 * of them. A lone item goes at once (no timer, no added wait when the server is quiet); under
 * load the round trips per item fall with the number waiting. Each item's promise settles with
 * the write's answer for it (its place in the answers).
 *
 * `write` must be all or nothing (one statement): when a group's write fails, each of its items
 * is written again alone, so an item that fails (a lock that timed out, a deadlock's victim)
 * fails only itself, with its own error.
 */
export class GroupedWrites<T, R = void> {
  private waiting: { item: T; resolve: (answer: R) => void; reject: (error: unknown) => void }[] = [];
  private flushing = false;

  constructor(
    private readonly write: (items: T[]) => Promise<readonly R[] | void>,
    /** At most this many items in one statement. */
    private readonly maxGroup = 500,
  ) {}

  add(item: T): Promise<R> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (!this.flushing) void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    while (this.waiting.length > 0) {
      const group = this.waiting.splice(0, this.maxGroup);
      try {
        const answers = await this.write(group.map((g) => g.item));
        group.forEach((g, i) => g.resolve(answers?.[i] as R));
      } catch (error) {
        if (group.length === 1) {
          group[0]!.reject(error);
          continue;
        }
        for (const g of group) {
          try {
            const answers = await this.write([g.item]);
            g.resolve(answers?.[0] as R);
          } catch (alone) {
            g.reject(alone);
          }
        }
      }
    }
    this.flushing = false;
  }
}
