/**
 * Renders a page as the member centre shows it, for component tests: a logged-in session, a fresh
 * query client, a router, and the real English texts. Only tests import this file.
 */
import type { ReactElement } from "react";
import { render, type RenderResult } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { setSession } from "../shared/storage/session";
import {
  AGENT_NS,
  BACCARAT_NS,
  CHAT_NS,
  DEFAULT_NS,
  INBOX_NS,
  MISSIONS_NS,
  POINTS_NS,
  PROMOTIONS_NS,
  REFERRAL_NS,
} from "../shared/i18n/namespaces";
import en from "../locales/en.json";
import agentEn from "../locales/agent/en.json";
import baccaratEn from "../locales/baccarat/en.json";
import pointsEn from "../locales/points/en.json";
import missionsEn from "../locales/missions/en.json";
import promotionsEn from "../locales/promotions/en.json";
import referralEn from "../locales/referral/en.json";
import inboxEn from "../locales/inbox/en.json";
import chatEn from "../locales/chat/en.json";

export const TEST_TOKEN = "test-session-token";

let started: Promise<unknown> | null = null;

/** i18next with the English locale files, every namespace (every key the code uses must exist there). */
export function startTestI18n(): Promise<unknown> {
  started ??= i18next.use(initReactI18next).init({
    lng: "en",
    resources: {
      en: {
        [DEFAULT_NS]: en,
        [AGENT_NS]: agentEn,
        [POINTS_NS]: pointsEn,
        [BACCARAT_NS]: baccaratEn,
        [MISSIONS_NS]: missionsEn,
        [REFERRAL_NS]: referralEn,
        [PROMOTIONS_NS]: promotionsEn,
        [INBOX_NS]: inboxEn,
        [CHAT_NS]: chatEn,
      },
    },
    ns: [DEFAULT_NS, AGENT_NS, POINTS_NS, BACCARAT_NS, MISSIONS_NS, REFERRAL_NS, PROMOTIONS_NS, INBOX_NS, CHAT_NS],
    defaultNS: DEFAULT_NS,
    fallbackNS: DEFAULT_NS,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return started;
}

export interface RenderedPage extends RenderResult {
  queryClient: QueryClient;
}

/** `url` is where the router starts (a page that reads its query string). */
export async function renderPage(page: ReactElement, { memberType = 0, url = "/" } = {}): Promise<RenderedPage> {
  await startTestI18n();
  setSession(TEST_TOKEN, memberType);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
