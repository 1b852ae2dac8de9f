import { useTranslation } from "react-i18next";
import { PageFrame } from "../../shared/ui/page-frame";
import { AppDownload } from "../../features/download/components/app-download";

export default function DownloadPage() {
  const { t } = useTranslation();
  return (
    <PageFrame area="download" title={t("pages.download")}>
      <AppDownload />
    </PageFrame>
  );
}
