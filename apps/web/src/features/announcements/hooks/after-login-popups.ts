import type { Announcement } from "@portal/contract/api/content";
import type { AnnouncementExecution } from "@portal/contract/announcements";
import { readStorage, writeStorage } from "../../../shared/storage/safe-storage";

/** Popups closed in this session stay closed (reference notes, Announcements). */
const CLOSED_KEY = "closedPopups";

export function closedPopupIds(): number[] {
  try {
    const ids = JSON.parse(readStorage("session", CLOSED_KEY) ?? "[]") as unknown;
    return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === "number") : [];
  } catch {
    return [];
  }
}

export function markPopupClosed(id: number): void {
  const ids = closedPopupIds();
  if (!ids.includes(id)) writeStorage("session", CLOSED_KEY, JSON.stringify([...ids, id]));
}

/**
 * The popups to show after a login: those of the after-login execution (A), plus first-login
 * ones (F) on a first login; before-login (B) popups are not repeated; closed ones stay closed.
 */
export function afterLoginPopups(
  popups: readonly Announcement[],
  execution: AnnouncementExecution,
  closed: readonly number[],
): Announcement[] {
  const wanted: AnnouncementExecution[] = execution === "F" ? ["F", "A"] : ["A"];
  return popups.filter((p) => wanted.includes(p.execution) && !closed.includes(p.id));
}
