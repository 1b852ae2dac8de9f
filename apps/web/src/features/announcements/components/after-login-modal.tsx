import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ANNOUNCEMENT_EXECUTIONS, type AnnouncementExecution } from "@portal/contract/announcements";
import { ModalFrame } from "../../../shared/ui/modal-frame";
import { SafeHtml } from "../../../shared/ui/safe-html";
import { useLanguage } from "../../../shared/i18n/use-language";
import { announcementsQuery } from "../api/announcements";
import { afterLoginPopups, closedPopupIds, markPopupClosed } from "../hooks/after-login-popups";

export interface AfterLoginModalProps {
  params: Record<string, string>;
  onClose: () => void;
}

/** After a login: the popup announcements (execution A, or F on a first login), one by one; none, nothing. */
export function AfterLoginModal({ params, onClose }: AfterLoginModalProps) {
  const { t } = useTranslation();
  const execution: AnnouncementExecution = (ANNOUNCEMENT_EXECUTIONS as readonly string[]).includes(
    params.execution ?? "",
  )
    ? (params.execution as AnnouncementExecution)
    : "A";
  const query = useQuery(announcementsQuery(useLanguage(), execution));
  const [closed, setClosed] = useState(closedPopupIds);
  const popups = query.data ? afterLoginPopups(query.data.popup, execution, closed) : [];
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
    <ModalFrame testId="modal-afterLogin" title={current.title} closeLabel={t("common.close")} onClose={close}>
      <SafeHtml html={current.content} testId="after-login-content" />
    </ModalFrame>
  );
}
