import { describe, expect, it } from "vitest";
import { AppError } from "./app-error";
import { SensitiveCallLimit } from "./sensitive-call-limit";

/** A piece of work the test finishes when it wants. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe("SensitiveCallLimit", () => {
  it("runs two calls of a member at once, queues the next ones in order, refuses beyond the queue", async () => {
    const limit = new SensitiveCallLimit(2, 2);
    const started: number[] = [];
    const gates = [gate(), gate(), gate(), gate()];
    const calls = gates.map((g, i) =>
      limit.run(7, async () => {
        started.push(i);
        await g.opened;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    await expect(limit.run(7, async () => "fifth")).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
    expect(await limit.run(8, async () => "another member")).toBe("another member");

    gates[1]!.open();
    expect(await calls[1]).toBe(1);
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.open();
    gates[2]!.open();
    gates[3]!.open();
    expect(await Promise.all(calls)).toEqual([0, 1, 2, 3]);
    expect(limit.busyMembers).toBe(0);
  });

  it("frees the slot when the work fails", async () => {
    const limit = new SensitiveCallLimit(1, 0);
    await expect(
      limit.run(1, async () => {
        throw new AppError("WRONG_PAYMENT_PASSWORD", "wrong");
      }),
    ).rejects.toMatchObject({ code: "WRONG_PAYMENT_PASSWORD" });
    expect(await limit.run(1, async () => "next")).toBe("next");
    expect(limit.busyMembers).toBe(0);
  });
});
