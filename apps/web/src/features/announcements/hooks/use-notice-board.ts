import { useState } from "react";
import type { Announcement } from "@portal/contract/api/content";
import { clampPage, pageCount, pageItems, pageOfIndex } from "./notice-paging";

/** Selection and page of the notice list; starts on `initialId` when given. */
export function useNoticeBoard(notices: readonly Announcement[], initialId?: number) {
  const initialIndex = Math.max(
    0,
    notices.findIndex((n) => n.id === initialId),
  );
  const [selectedId, setSelectedId] = useState<number | undefined>(notices[initialIndex]?.id);
  const [page, setPage] = useState(() => pageOfIndex(initialIndex));

  const current = clampPage(page, notices.length);
  const selected = notices.find((n) => n.id === selectedId) ?? notices[0];
  return {
    page: current,
    pages: pageCount(notices.length),
    items: pageItems(notices, current),
    selected,
    select: (id: number) => setSelectedId(id),
    previous: () => setPage(Math.max(1, current - 1)),
    next: () => setPage(Math.min(pageCount(notices.length), current + 1)),
  };
}
