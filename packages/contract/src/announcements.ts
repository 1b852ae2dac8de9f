/** Announcement types, platform and execution (spec section 3, reference notes). */
export const ANNOUNCEMENT_TYPES = ["B", "PL", "PU", "PR", "H"] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
/**
 * Announcements addressed to agents (the agent centre's AGENTANNOUNCE3): stored with the others,
 * answered only to agents by their own call, never by the visitors' announcement content.
 */
export const AGENT_ANNOUNCEMENT_TYPE = "AG";
export const STORED_ANNOUNCEMENT_TYPES = [...ANNOUNCEMENT_TYPES, AGENT_ANNOUNCEMENT_TYPE] as const;
export type StoredAnnouncementType = (typeof STORED_ANNOUNCEMENT_TYPES)[number];

export const ANNOUNCEMENT_PLATFORM_WEB = "W";
/** Executions: A after login, B before login, F first login only. */
export const ANNOUNCEMENT_EXECUTIONS = ["A", "B", "F"] as const;
export type AnnouncementExecution = (typeof ANNOUNCEMENT_EXECUTIONS)[number];
export const ANNOUNCEMENT_EXECUTION_DEFAULT: AnnouncementExecution = "B";

/** Group each type is answered in. H (home) carries the home page's highlighted notices. */
export const ANNOUNCEMENT_GROUP_OF: Record<AnnouncementType, "banners" | "player" | "popup" | "promotion" | "home"> = {
  B: "banners",
  PL: "player",
  PU: "popup",
  PR: "promotion",
  H: "home",
};
