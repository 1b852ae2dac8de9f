import type { Announcement } from "@portal/contract/api/content";
import type { AnnouncementExecution } from "@portal/contract/announcements";
import { readStorage, writeStorage } from "../../../shared/storage/safe-storage";

/** Popups closed in this session stay closed (reference notes, Announcements). */
export const CLOSED_POPUPS_KEY = "closedPopups";

export function closedPopupIds(): number[] {
  try {
    const ids = JSON.parse(readStorage("session", CLOSED_POPUPS_KEY) ?? "[]") as unknown;
    return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === "number") : [];
  } catch {
    return [];
  }
}

export function markPopupClosed(id: number): void {
  const ids = closedPopupIds();
  if (!ids.includes(id)) writeStorage("session", CLOSED_POPUPS_KEY, JSON.stringify([...ids, id]));
}

/**
 * Which popup executions a moment shows (reference notes: A after login, B before login, F first
 * login only). A visitor sees B; a login sees A, and a first login F as well. Before-login popups
 * are not repeated after the login, and after-login ones never reach a visitor.
 */
const SHOWN_AT: Record<AnnouncementExecution, readonly AnnouncementExecution[]> = {
  B: ["B"],
  A: ["A"],
  F: ["F", "A"],
};

/** The popups to show at this moment, in the server's order, without those closed this session. */
export function popupsToShow(
  popups: readonly Announcement[],
  execution: AnnouncementExecution,
  closed: readonly number[],
): Announcement[] {
  const wanted = SHOWN_AT[execution];
  return popups.filter((p) => wanted.includes(p.execution) && !closed.includes(p.id));
}
