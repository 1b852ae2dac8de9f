import type WebSocket from "ws";

/** A test socket's messages, parsed, as they arrive; `next(n)` waits for the n-th. */
export function socketInbox(socket: WebSocket) {
  const received: unknown[] = [];
  const waiters: (() => void)[] = [];
  socket.on("message", (data: Buffer) => {
    received.push(JSON.parse(data.toString()));
    waiters.splice(0).forEach((w) => w());
  });
  return {
    received,
    async next(count: number) {
      while (received.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
      return received[count - 1];
    },
  };
}
