import { readStorage, writeStorage } from "../../../shared/storage/safe-storage";

/**
 * When reality checks are due (player protection, decision 0025): every interval counted from the
 * login (the play session's `startedAt`), not from the game page, so moving between game pages,
 * or reloading one, neither restarts nor repeats the count. The reminders the member has answered
 * are kept in session storage with the login they belong to: a new login starts afresh.
 */
const SEEN_KEY = "realityCheckSeen";

/** How many reminders of the login that started at `startedAt` (ms) the member has answered. */
export function answeredReminders(startedAt: number): number {
  const raw = readStorage("session", SEEN_KEY);
  if (raw === null) return 0;
  const [login, count] = raw.split("|").map(Number);
  return login === startedAt && Number.isSafeInteger(count) && count! > 0 ? count! : 0;
}

/** The member answered the reminder due at `now`: the next one is the following interval's. */
export function answerReminder(startedAt: number, intervalMs: number, now: number): void {
  const count = Math.max(answeredReminders(startedAt), Math.floor((now - startedAt) / intervalMs));
  writeStorage("session", SEEN_KEY, `${startedAt}|${count}`);
}

/** The time (ms) the next reminder is due: the first interval boundary after the answered ones. */
export function nextReminderAt(startedAt: number, intervalMs: number): number {
  return startedAt + (answeredReminders(startedAt) + 1) * intervalMs;
}
