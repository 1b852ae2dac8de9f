import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatCount } from "../numbers";

/** The paging fields of a keyset-paged answer (api/paging.ts). */
export interface CursorPage {
  next: string | null;
  prev: string | null;
  total: number;
  totalCapped: boolean;
}

/** The cursor of the page shown (undefined: the first page); reset when the filter changes. */
export function useCursor() {
  return useState<string | undefined>(undefined);
}

/**
 * Previous and next of a keyset-paged list (the member search, a member's records, the agent
 * tree) with the count as the server gives it: "1,000+" when it stopped counting at its cap. Its
 * words are the `paging.*` texts of the section's namespace (`members` unless told).
 */
export function CursorPager({
  caption,
  page,
  onCursor,
  namespace = "members",
}: {
  caption: string;
  page: CursorPage | undefined;
  onCursor: (cursor: string) => void;
  namespace?: string;
}) {
  const { t } = useTranslation(namespace);
  if (!page) return null;
  const count = `${formatCount(page.total)}${page.totalCapped ? "+" : ""}`;
  return (
    <nav className="pager" aria-label={t("paging.label", { caption })}>
      <button
        type="button"
        className="btn btn-small"
        disabled={page.prev === null}
        onClick={() => page.prev !== null && onCursor(page.prev)}
      >
        {t("paging.previous")}
      </button>
      <span>{t("paging.inAll", { count })}</span>
      <button
        type="button"
        className="btn btn-small"
        disabled={page.next === null}
        onClick={() => page.next !== null && onCursor(page.next)}
      >
        {t("paging.next")}
      </button>
    </nav>
  );
}
