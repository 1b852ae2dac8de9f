import { useTranslation } from "react-i18next";
import { PageFrame } from "../../shared/ui/page-frame";
import { HelpCenter } from "../../features/help/components/help-center";

/** /helpmc: the help content alone (no header), e.g. inside the mobile app; `?id=` picks one article. */
export default function HelpMcPage() {
  const { t } = useTranslation();
  return (
    <PageFrame area="helpmc" title={t("pages.helpmc")}>
      <HelpCenter single />
    </PageFrame>
  );
}
