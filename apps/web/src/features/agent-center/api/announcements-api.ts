import { queryOptions } from "@tanstack/react-query";
import { AGENT_API } from "@portal/contract/api/agents";
import type { AgentAnnouncement } from "@portal/contract/api/content";
import type { Language } from "@portal/contract/languages";
import { apiGet } from "../../../shared/api/client";
import { key } from "./agent-api";

export type { AgentAnnouncement };

/**
 * The announcements addressed to agents (AGENTANNOUNCE3), in the order the server gives: the
 * operator's order, then newest first. Not paged: the call answers them all. The server answers
 * in the language asked, so the language is part of the key (a switch reads them again).
 */
export function agentAnnouncementsQuery(token: string | null, language: Language) {
  return queryOptions({
    queryKey: key("agentAnnouncements", token, language),
    queryFn: ({ signal }) => apiGet<AgentAnnouncement[]>(AGENT_API.announcements, undefined, signal),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}
