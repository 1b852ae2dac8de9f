// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, render, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { balanceQueryKey } from "../shared/api/wallet-balance";
import { clearSession, setSession } from "../shared/storage/session";
import { PushSync } from "./push-sync";

class FakeWebSocket {
  static all: FakeWebSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  sent: string[] = [];
  closed = false;
  constructor(readonly url: string) {
    FakeWebSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
    this.onclose?.();
  }
}

afterEach(() => {
  cleanup();
  clearSession();
  FakeWebSocket.all = [];
  vi.unstubAllGlobals();
});

describe("PushSync", () => {
  it("opens the push socket for a logged-in member, refreshes the balance on a push, and closes on logout", async () => {
    vi.stubGlobal("WebSocket", FakeWebSocket);
    const queryClient = new QueryClient();
    const key = balanceQueryKey("tok-1");
    queryClient.setQueryData(key, { sumBalance: "1.00" });
    render(
      <QueryClientProvider client={queryClient}>
        <PushSync />
      </QueryClientProvider>,
    );
    expect(FakeWebSocket.all).toHaveLength(0);

    act(() => setSession("tok-1", 0));
    await waitFor(() => expect(FakeWebSocket.all).toHaveLength(1));
    const socket = FakeWebSocket.all[0]!;
    expect(socket.url).toBe(`ws://${location.host}/ws`);
    socket.onopen?.();
    expect(JSON.parse(socket.sent[0]!)).toMatchObject({ type: "auth", token: "tok-1" });

    socket.onmessage?.({ data: JSON.stringify({ type: "balance" }) });
    await waitFor(() => expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true));

    act(() => clearSession());
    expect(socket.closed).toBe(true);
    expect(FakeWebSocket.all).toHaveLength(1);
  });
});
