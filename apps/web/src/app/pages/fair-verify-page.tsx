import { useTranslation } from "react-i18next";
import { PageFrame } from "../../shared/ui/page-frame";
import { FairVerify } from "../../features/fair-verify/components/fair-verify";

/** /house/verify: recomputes a house game round from its seeds, in the browser; no login needed. */
export default function FairVerifyPage() {
  const { t } = useTranslation();
  return (
    <PageFrame area="fairVerify" title={t("fairVerify.title")}>
      <FairVerify />
    </PageFrame>
  );
}
