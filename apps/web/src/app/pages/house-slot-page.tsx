import { useTranslation } from "react-i18next";
import { PageFrame } from "../../shared/ui/page-frame";
import { HouseSlot } from "../../features/house-slot/components/house-slot";
import { RealityCheck } from "../../features/protection/components/reality-check";

/** /house/slot: the house slot's game page, opened by a launch's game_url (no portal chrome). */
export default function HouseSlotPage() {
  const { t } = useTranslation();
  return (
    <PageFrame area="houseSlot" title={t("pages.houseSlot")}>
      <HouseSlot />
      {/* Player protection: the reality check, counted from the login (none inside /game's frame). */}
      <RealityCheck />
    </PageFrame>
  );
}
