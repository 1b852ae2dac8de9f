import { useTranslation } from "react-i18next";
import { ModalFrame } from "../../../shared/ui/modal-frame";
import type { ModalProps } from "../../../shared/modals/modal-props";
import { GAME_PAGE_SIZE } from "../api/player-games";
import { useVendorLanes } from "../hooks/use-games";
import { GameList } from "./game-list";

/** The popup game list of a VASSALAGE vendor (spec section 4): its games; one click starts a game. */
export function GamePopupModal({ params, onClose }: ModalProps) {
  const { t } = useTranslation();
  const vassalage = params.vassalage ?? "";
  const lanes = useVendorLanes();
  const vendor = lanes.data?.flatMap((lane) => lane.cards).find((card) => card.vassalage === vassalage);
  return (
    <ModalFrame
      title={vendor?.displayName ?? t("modals.gamePopup")}
      closeLabel={t("common.close")}
      onClose={onClose}
      size="wide"
    >
      <GameList filter={{ vendor: vassalage }} pageSize={GAME_PAGE_SIZE.page} onLaunch={onClose} />
    </ModalFrame>
  );
}
