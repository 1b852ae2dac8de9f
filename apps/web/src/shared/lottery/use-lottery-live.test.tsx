// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { FakeSocket } from "../../test-support/fake-socket";
import { useLotteryLive } from "./use-lottery-live";

afterEach(() => {
  cleanup();
  FakeSocket.opened = [];
  vi.unstubAllGlobals();
});

/** The lottery reads a bet page holds for two games, each marked fresh. */
function lotteryReads() {
  const queryClient = new QueryClient();
  for (const game of ["SSC_1M", "K3_1M"])
    for (const list of ["results", "draw", "tickets", "chases"]) queryClient.setQueryData(["lottery", list, game], []);
  // Reads no draw changes: the games list, and a draw's check (computed once, never again).
  queryClient.setQueryData(["lottery", "games"], []);
  queryClient.setQueryData(["lottery", "check", "SSC_1M", "SSC", 1], {});
  const stale = () =>
    queryClient
      .getQueryCache()
      .findAll({ queryKey: ["lottery"] })
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey.slice(1).join(" "))
      .sort();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, stale, wrapper };
}

describe("useLotteryLive", () => {
  it("watches the brand's lottery without a login, is live once ready, and then reads every list a draw changes again", async () => {
    vi.stubGlobal("WebSocket", FakeSocket);
    const { stale, wrapper } = lotteryReads();
    const { result } = renderHook(() => useLotteryLive("DEMO"), { wrapper });
    expect(result.current).toBe(false);
    const socket = FakeSocket.opened[0]!;
    act(() => socket.open());
    expect(JSON.parse(socket.sent[0]!)).toEqual({ type: "watch", topic: "lottery", merchant: "DEMO" });

    act(() => socket.receive({ type: "ready" }));
    expect(result.current).toBe(true);
    // Ready (the first time and after every loss): every list a draw changes, one may have been missed.
    await waitFor(() => expect(stale()).toHaveLength(8));
    expect(stale().some((key) => key.startsWith("games") || key.startsWith("check"))).toBe(false);
  });

  it("a draw drawn refreshes its game's results and draw; settled, its tickets and plans; void, all four", async () => {
    vi.stubGlobal("WebSocket", FakeSocket);
    const cases = [
      ["DRAWN", ["draw SSC_1M", "results SSC_1M"]],
      ["SETTLED", ["chases SSC_1M", "tickets SSC_1M"]],
      ["VOID", ["chases SSC_1M", "draw SSC_1M", "results SSC_1M", "tickets SSC_1M"]],
    ] as const;
    for (const [status, expected] of cases) {
      const { stale, wrapper } = lotteryReads();
      const { unmount } = renderHook(() => useLotteryLive("DEMO"), { wrapper });
      const socket = FakeSocket.opened.at(-1)!;
      act(() => socket.open());
      act(() => socket.receive({ type: "lottery", game: "SSC_1M", drawNo: "20261129-0001", status }));
      await waitFor(() => expect(stale()).toEqual(expected));
      unmount();
      expect(socket.closed).toBe(true);
    }
  });

  it("is not live once the socket is lost, and live again when it answers", () => {
    vi.stubGlobal("WebSocket", FakeSocket);
    vi.useFakeTimers();
    try {
      const { wrapper, stale, queryClient } = lotteryReads();
      const { result } = renderHook(() => useLotteryLive("DEMO"), { wrapper });
      act(() => FakeSocket.opened[0]!.open());
      act(() => FakeSocket.opened[0]!.receive({ type: "ready" }));
      expect(result.current).toBe(true);
      act(() => FakeSocket.opened[0]!.drop());
      expect(result.current).toBe(false);
      act(() => vi.advanceTimersByTime(60_000));
      const again = FakeSocket.opened.at(-1)!;
      expect(again).not.toBe(FakeSocket.opened[0]);
      // Fresh again before the reconnect: its ready marks them stale once more.
      for (const query of queryClient.getQueryCache().findAll({ queryKey: ["lottery"] }))
        queryClient.setQueryData(query.queryKey, query.state.data);
      expect(stale()).toEqual([]);
      act(() => again.open());
      act(() => again.receive({ type: "ready" }));
      expect(result.current).toBe(true);
      expect(stale()).toHaveLength(8);
    } finally {
      vi.useRealTimers();
    }
  });
});
