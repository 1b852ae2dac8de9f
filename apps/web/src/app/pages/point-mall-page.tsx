import { useTranslation } from "react-i18next";
import { PageFrame } from "../../shared/ui/page-frame";
import { PointsMall } from "../../features/points/components/points-mall";

/** /pointMall: the points mall (header and footer, no side menu). */
export default function PointMallPage() {
  const { t } = useTranslation();
  return (
    <PageFrame area="pointMall" title={t("pages.pointMall")}>
      <PointsMall />
    </PageFrame>
  );
}
