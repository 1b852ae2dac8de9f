import { useTranslation } from "react-i18next";
import { PageFrame } from "../../shared/ui/page-frame";
import { GameHost } from "../../features/games/components/game-host";
import { RealityCheck } from "../../features/protection/components/reality-check";

export default function GamePage() {
  const { t } = useTranslation();
  return (
    <PageFrame area="byIframe" title={t("pages.byIframe")} hideTitle>
      <GameHost />
      {/* Player protection: the reality check, counted from the login across game pages. */}
      <RealityCheck />
    </PageFrame>
  );
}
