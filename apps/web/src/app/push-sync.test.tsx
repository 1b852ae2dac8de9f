// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, render, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { MemberInfo } from "@portal/contract/api/accounts";
import { memberInfoQuery } from "../shared/api/member";
import { balanceQueryKey } from "../shared/api/wallet-balance";
import { unreadMessagesKey } from "../shared/api/unread-messages";
import { clearSession, setSession } from "../shared/storage/session";
import { PushSync } from "./push-sync";
import { FakeSocket } from "../test-support/fake-socket";

afterEach(() => {
  cleanup();
  clearSession();
  FakeSocket.opened = [];
  vi.unstubAllGlobals();
});

describe("PushSync", () => {
  it("opens the push socket for a logged-in member, refreshes the balance on a push, and closes on logout", async () => {
    vi.stubGlobal("WebSocket", FakeSocket);
    const queryClient = new QueryClient();
    const key = balanceQueryKey("tok-1");
    queryClient.setQueryData(key, { sumBalance: "1.00" });
    render(
      <QueryClientProvider client={queryClient}>
        <PushSync />
      </QueryClientProvider>,
    );
    expect(FakeSocket.opened).toHaveLength(0);

    act(() => setSession("tok-1", 0));
    await waitFor(() => expect(FakeSocket.opened).toHaveLength(1));
    const socket = FakeSocket.opened[0]!;
    expect(socket.url).toBe(`ws://${location.host}/ws`);
    socket.open();
    expect(JSON.parse(socket.sent[0]!)).toMatchObject({ type: "auth", token: "tok-1" });

    socket.receive({ type: "balance" });
    await waitFor(() => expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true));

    act(() => clearSession());
    expect(socket.closed).toBe(true);
    expect(FakeSocket.opened).toHaveLength(1);
  });

  it("refreshes the unread messages' badge (not the balance) when a message is pushed", async () => {
    vi.stubGlobal("WebSocket", FakeSocket);
    const queryClient = new QueryClient();
    const unread = unreadMessagesKey("tok-2");
    const balance = balanceQueryKey("tok-2");
    queryClient.setQueryData(unread, { count: 0 });
    queryClient.setQueryData(balance, { sumBalance: "1.00" });
    render(
      <QueryClientProvider client={queryClient}>
        <PushSync />
      </QueryClientProvider>,
    );
    act(() => setSession("tok-2", 0));
    await waitFor(() => expect(FakeSocket.opened).toHaveLength(1));
    const socket = FakeSocket.opened[0]!;
    socket.open();
    socket.receive({ type: "message" });
    await waitFor(() => expect(queryClient.getQueryState(unread)?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(balance)?.isInvalidated).toBe(false);
  });

  it("waits while the account owes the 18+ and terms confirmation (the server refuses the socket), and opens once given", async () => {
    vi.stubGlobal("WebSocket", FakeSocket);
    const queryClient = new QueryClient();
    const info = memberInfoQuery("tok-3").queryKey;
    queryClient.setQueryData(info, { mustChangePassword: false, adultTermsPending: true } as MemberInfo);
    render(
      <QueryClientProvider client={queryClient}>
        <PushSync />
      </QueryClientProvider>,
    );
    act(() => setSession("tok-3", 0));
    // The socket's code is loaded (and would have run) before this answers.
    await act(() => import("../shared/api/push-socket"));
    expect(FakeSocket.opened).toHaveLength(0);
    act(() => queryClient.setQueryData(info, { mustChangePassword: false, adultTermsPending: false } as MemberInfo));
    await waitFor(() => expect(FakeSocket.opened).toHaveLength(1));
  });
});
