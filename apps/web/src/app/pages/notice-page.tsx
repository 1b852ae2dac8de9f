import { useTranslation } from "react-i18next";
import { PageFrame } from "../../shared/ui/page-frame";
import { NoticeBoardPanel } from "../../features/announcements/components/notice-page";

export default function NoticePage() {
  const { t } = useTranslation();
  return (
    <PageFrame area="noticePage" title={t("pages.noticePage")}>
      <NoticeBoardPanel />
    </PageFrame>
  );
}
