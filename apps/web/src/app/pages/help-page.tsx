import { useTranslation } from "react-i18next";
import { PageFrame } from "../../shared/ui/page-frame";
import { HelpCenter } from "../../features/help/components/help-center";

export default function HelpPage() {
  const { t } = useTranslation();
  return (
    <PageFrame area="help" title={t("pages.help")}>
      <HelpCenter />
    </PageFrame>
  );
}
