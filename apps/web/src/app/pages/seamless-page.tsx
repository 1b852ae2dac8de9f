import { useTranslation } from "react-i18next";
import { PageFrame } from "../../shared/ui/page-frame";
import { GameHost } from "../../features/games/components/game-host";
import { RealityCheck } from "../../features/protection/components/reality-check";

/** /seamless (header only): a launched game across the page, the same host as /game. */
export default function SeamlessPage() {
  const { t } = useTranslation();
  return (
    <PageFrame area="seamless" title={t("pages.seamless")} hideTitle>
      <GameHost />
      {/* Player protection: the reality check, counted from the login across game pages. */}
      <RealityCheck />
    </PageFrame>
  );
}
