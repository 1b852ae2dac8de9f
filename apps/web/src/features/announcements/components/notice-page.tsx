import { useSearchParams } from "react-router";
import { QueryState } from "../../../shared/ui/query-state";
import { useAnnouncements } from "../hooks/use-announcements";
import { NoticeBoard } from "./notice-board";

/** /noticePage: the notice list and detail inside the page (`?id=` selects one). */
export function NoticeBoardPanel() {
  const [params] = useSearchParams();
  const raw = params.get("id");
  const query = useAnnouncements();
  return (
    <QueryState query={query}>
      {(content) => (
        <NoticeBoard notices={content.player} initialId={raw === null ? undefined : Number(raw)} titleLevel={2} />
      )}
    </QueryState>
  );
}
