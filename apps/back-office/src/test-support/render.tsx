import type { ReactNode } from "react";
import { render } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { vi } from "vitest";
import lotteryNames from "@portal/contract/lottery/locales/en.json";
import commonCn from "../locales/cn.json";
import common from "../locales/en.json";
import games from "../locales/games/en.json";
import money from "../locales/money/en.json";
import { Toaster } from "../shared/ui/toast";

/** i18next with the English texts loaded up front (no lazy loading in a component test). */
export async function initTestI18n() {
  if (i18next.isInitialized) return;
  await i18next.use(initReactI18next).init({
    lng: "en",
    resources: { en: { common, money, games, lotteryNames }, cn: { common: commonCn } },
    ns: ["common", "money", "games", "lotteryNames"],
    defaultNS: "common",
    fallbackNS: "common",
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
}

export function renderWithClient(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
}

export interface Call {
  method: string;
  url: string;
  body: unknown;
  headers: Headers;
}

/**
 * A fake server: `routes` answers "METHOD /path" (query left out) with an envelope's value, or an
 * Error-like `{ fail: code, status, fields? }` (a refusal's field errors). Every call is recorded.
 */
export function fakeApi(routes: Record<string, unknown | ((call: Call) => unknown)>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    const url = String(input);
    const call: Call = {
      method,
      url,
      body: typeof init.body === "string" ? JSON.parse(init.body) : null,
      headers: new Headers(init.headers),
    };
    calls.push(call);
    const key = `${method} ${url.split("?")[0]}`;
    if (!(key in routes))
      return new Response(JSON.stringify({ success: false, value: null, errorCode: "NOT_FOUND", message: "" }), {
        status: 404,
      });
    const route = routes[key];
    const answer = typeof route === "function" ? (route as (call: Call) => unknown)(call) : route;
    if (answer && typeof answer === "object" && "fail" in answer) {
      const { fail, status, fields } = answer as { fail: string; status: number; fields?: Record<string, string> };
      const value = fields ? { fields } : null;
      return new Response(JSON.stringify({ success: false, value, errorCode: fail, message: "" }), { status });
    }
    return new Response(JSON.stringify({ success: true, value: answer, errorCode: null, message: "" }), {
      status: 200,
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return calls;
}
