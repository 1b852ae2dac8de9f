import { useTranslation } from "react-i18next";
import { BACCARAT_NS } from "../../shared/i18n/namespaces";
import { PageFrame } from "../../shared/ui/page-frame";
import { HouseBaccarat } from "../../features/house-baccarat/components/house-baccarat";
import { RealityCheck } from "../../features/protection/components/reality-check";

/** /house/baccarat: the house baccarat's game page, opened by a launch's game_url (no portal chrome). */
export default function HouseBaccaratPage() {
  const { t } = useTranslation(BACCARAT_NS);
  return (
    <PageFrame area="houseBaccarat" title={t("houseBaccarat.title")}>
      <HouseBaccarat />
      {/* Player protection: the reality check, counted from the login (none inside /game's frame). */}
      <RealityCheck />
    </PageFrame>
  );
}
