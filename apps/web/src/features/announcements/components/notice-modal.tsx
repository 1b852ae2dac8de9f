import { useTranslation } from "react-i18next";
import { ModalFrame } from "../../../shared/ui/modal-frame";
import { QueryState } from "../../../shared/ui/query-state";
import { useAnnouncements } from "../hooks/use-announcements";
import { NoticeBoard } from "./notice-board";

export interface NoticeModalProps {
  params: Record<string, string>;
  onClose: () => void;
}

/** The announcement modal: player notices with pagination and the selected one's content. */
export function NoticeModal({ params, onClose }: NoticeModalProps) {
  const { t } = useTranslation();
  const query = useAnnouncements();
  const initialId = params.id === undefined ? undefined : Number(params.id);
  return (
    <ModalFrame title={t("notice.title")} closeLabel={t("common.close")} onClose={onClose} size="wide">
      <QueryState query={query}>
        {(content) => <NoticeBoard notices={content.player} initialId={initialId} titleLevel={3} />}
      </QueryState>
    </ModalFrame>
  );
}
