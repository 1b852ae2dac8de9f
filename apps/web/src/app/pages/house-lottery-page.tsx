import { Suspense, lazy } from "react";
import { useTranslation } from "react-i18next";
import { PageFrame } from "../../shared/ui/page-frame";
import { Spinner } from "../../shared/ui/spinner";
import { loadLotteryTexts } from "../../shared/i18n/lottery-texts";
import { RealityCheck } from "../../features/protection/components/reality-check";

/** The bet page with the lottery's own texts (their namespace), loaded together. */
const HouseLottery = lazy(() =>
  Promise.all([import("../../features/house-lottery/components/house-lottery"), loadLotteryTexts()]).then(
    ([module]) => ({ default: module.HouseLottery }),
  ),
);

/** /house/lottery: the house lottery's bet page for one game, opened by a launch's game_url (no portal chrome). */
export default function HouseLotteryPage() {
  const { t } = useTranslation();
  return (
    <PageFrame area="houseLottery" title={t("houseLottery.title")}>
      <Suspense fallback={<Spinner label={t("common.loading")} />}>
        <HouseLottery />
      </Suspense>
      {/* Player protection: the reality check, counted from the login (none inside /game's frame). */}
      <RealityCheck />
    </PageFrame>
  );
}
