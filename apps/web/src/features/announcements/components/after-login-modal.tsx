import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ANNOUNCEMENT_EXECUTIONS, type AnnouncementExecution } from "@portal/contract/announcements";
import { ModalFrame } from "../../../shared/ui/modal-frame";
import { RichText } from "../../../shared/ui/rich-text";
import { useLanguage } from "../../../shared/i18n/use-language";
import { announcementsQuery } from "../api/announcements";
import { closedPopupIds, markPopupClosed, popupsToShow } from "../hooks/popup-executions";

export interface AfterLoginModalProps {
  params: Record<string, string>;
  onClose: () => void;
}

/**
 * The popup announcements of one moment, one by one: before login (execution B), after a login
 * (A), or a first login (F and A). None left, the modal closes itself.
 */
export function AfterLoginModal({ params, onClose }: AfterLoginModalProps) {
  const { t } = useTranslation();
  const execution: AnnouncementExecution = (ANNOUNCEMENT_EXECUTIONS as readonly string[]).includes(
    params.execution ?? "",
  )
    ? (params.execution as AnnouncementExecution)
    : "A";
  const query = useQuery(announcementsQuery(useLanguage(), execution));
  const [closed, setClosed] = useState(closedPopupIds);
  const popups = query.data ? popupsToShow(query.data.popup, execution, closed) : [];
  const current = popups[0];
  const nothing = query.isError || (query.isSuccess && current === undefined);

  useEffect(() => {
    if (nothing) onClose();
  }, [nothing, onClose]);

  if (!current) return null;
  const close = () => {
    markPopupClosed(current.id);
    if (popups.length > 1) setClosed(closedPopupIds());
    else onClose();
  };
  return (
    <ModalFrame title={current.title} closeLabel={t("common.close")} onClose={close}>
      <RichText html={current.content} />
    </ModalFrame>
  );
}
