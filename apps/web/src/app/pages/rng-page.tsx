import { useTranslation } from "react-i18next";
import { PageFrame } from "../../shared/ui/page-frame";
import { RngVendorTabs } from "../../features/games/components/rng-vendor-tabs";

export default function RngPage() {
  const { t } = useTranslation();
  return (
    <PageFrame area="egame" title={t("pages.egame")}>
      <RngVendorTabs />
    </PageFrame>
  );
}
