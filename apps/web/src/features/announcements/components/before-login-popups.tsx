import { useEffect, useRef } from "react";
import { getModal, openModal } from "../../../shared/modals/modal-store";
import { useSession } from "../../../shared/storage/session";
import { useAnnouncements } from "../hooks/use-announcements";
import { closedPopupIds, popupsToShow } from "../hooks/popup-executions";

/**
 * Opens the before-login popups (execution B) for a visitor, once per page load and never over
 * another modal; the popup modal itself loads only then. Reads the announcements the marquee
 * already fetched (same query), so it costs no request.
 */
export function BeforeLoginPopups() {
  const { token } = useSession();
  const popups = useAnnouncements().data?.popup;
  const done = useRef(false);

  useEffect(() => {
    if (done.current || token !== null || popups === undefined) return;
    done.current = true;
    if (getModal() !== null) return;
    if (popupsToShow(popups, "B", closedPopupIds()).length > 0) openModal("afterLogin", { execution: "B" });
  }, [token, popups]);

  return null;
}
