import { useState } from "react";

/** Where a record list is: the cursor of the page shown (none: the first) and its number. */
export interface CursorPosition {
  cursor: string | undefined;
  page: number;
}

export const FIRST_PAGE: CursorPosition = { cursor: undefined, page: 1 };

/**
 * The position after following a cursor `step` pages on. A page that answers without `prev` is
 * the first, whatever was counted (rows added meanwhile, or going back reached the top).
 */
export function stepped(position: CursorPosition, cursor: string, step: 1 | -1): CursorPosition {
  return { cursor, page: Math.max(1, position.page + step) };
}

/** The page number to show for an answer: 1 once the server says there is nothing before it. */
export function shownPage(position: CursorPosition, answer: { prev: string | null }): number {
  return answer.prev === null ? 1 : Math.max(2, position.page);
}

/** A list's cursor position, back to the first page when its filter changes (`reset`). */
export function useCursorPaging() {
  const [position, setPosition] = useState<CursorPosition>(FIRST_PAGE);
  return {
    position,
    follow: (cursor: string, step: 1 | -1) => setPosition((p) => stepped(p, cursor, step)),
    reset: () => setPosition(FIRST_PAGE),
  };
}
