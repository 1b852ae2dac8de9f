import { useTranslation } from "react-i18next";
import { PageFrame } from "../../shared/ui/page-frame";
import { GameHost } from "../../features/games/components/game-host";

export default function GamePage() {
  const { t } = useTranslation();
  return (
    <PageFrame area="byIframe" title={t("pages.byIframe")} hideTitle>
      <GameHost />
    </PageFrame>
  );
}
