import type { PushSocketLike } from "../shared/api/push-socket";

/**
 * A browser WebSocket stand-in for the push socket's tests: it records what the page sends, and
 * the test opens it, hands it messages and drops it. Every socket made is kept in `opened`
 * (cleared by the test), so it also serves as the global `WebSocket` (vi.stubGlobal).
 */
export class FakeSocket implements PushSocketLike {
  static opened: FakeSocket[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  sent: string[] = [];
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
    this.onclose?.({} as CloseEvent);
  }
  open() {
    this.onopen?.({} as Event);
  }
  receive(data: unknown) {
    this.onmessage?.({ data: typeof data === "string" ? data : JSON.stringify(data) } as MessageEvent);
  }
  drop() {
    this.onclose?.({} as CloseEvent);
  }
}
