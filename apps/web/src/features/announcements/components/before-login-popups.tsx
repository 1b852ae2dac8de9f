import { useEffect, useRef } from "react";
import { getModal, openModal } from "../../../shared/modals/modal-store";
import { useSession } from "../../../shared/storage/session";
import { useAnnouncements } from "../hooks/use-announcements";
import { closedPopupIds, popupsToShow } from "../hooks/popup-executions";

/** Runs `work` once the browser is idle (at most `timeoutMs` later); answers a cancel. */
function whenIdle(work: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(work, 0); // Safari has no requestIdleCallback
  return () => window.clearTimeout(timer);
}

/** The longest a visitor waits for the popup after the page is up. */
const POPUP_IDLE_TIMEOUT_MS = 1500;

/**
 * Opens the before-login popups (execution B) for a visitor, once per page load and never over
 * another modal; the popup modal itself loads only then. Reads the announcements the marquee
 * already fetched (same query), so it costs no request. It waits until the browser is idle: the
 * page's first screen (the banner, its largest paint) is drawn before the dialog code loads and
 * runs, instead of queueing behind it on a slow phone.
 */
export function BeforeLoginPopups() {
  const { token } = useSession();
  const popups = useAnnouncements().data?.popup;
  const done = useRef(false);

  useEffect(() => {
    if (done.current || token !== null || popups === undefined) return;
    // A login before the browser is idle cancels it (the effect runs again with the token).
    return whenIdle(() => {
      done.current = true;
      if (getModal() !== null) return;
      if (popupsToShow(popups, "B", closedPopupIds()).length > 0) openModal("afterLogin", { execution: "B" });
    }, POPUP_IDLE_TIMEOUT_MS);
  }, [token, popups]);

  return null;
}
