import { useCallback, type MouseEvent } from "react";
import { openModal } from "../../../shared/modals/modal-store";
import { setCurrentVendor } from "../../../shared/storage/session";
import { useOpenGame } from "../launch/use-open-game";
import type { NavTarget } from "./category-nav";

/**
 * The click on a vendor (header entry or vendor card): remembers a slots vendor, opens a popup
 * vendor's game list, and lets a game start only for a real account (login popup or trial
 * warning otherwise). Pages (/rng, /elott, /Vnlottery) open for anyone.
 */
export function useVendorClick() {
  const { allowLaunch } = useOpenGame();
  return useCallback(
    (target: NavTarget, event: MouseEvent) => {
      if (target.currentVendor) setCurrentVendor(target.currentVendor);
      if (target.popupVendor) {
        event.preventDefault();
        openModal("gamePopup", { vassalage: target.popupVendor });
      } else if (target.launches && !allowLaunch(false)) {
        event.preventDefault();
      }
    },
    [allowLaunch],
  );
}
