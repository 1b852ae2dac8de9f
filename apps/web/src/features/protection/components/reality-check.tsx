import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { ROUTE } from "@portal/contract/routes";
import { TRIAL_MEMBER_TYPE } from "@portal/contract/members";
import type { PlaySession } from "@portal/contract/api/protection";
import { formatMoney } from "../../../shared/format/money";
import { useSession } from "../../../shared/storage/session";
import { Button } from "../../../shared/ui/button";
import { ModalFrame } from "../../../shared/ui/modal-frame";
import { fetchPlaySession } from "../api/play-session";
import { answerReminder, nextReminderAt } from "../hooks/reality-schedule";
import formStyles from "../../../shared/ui/form.module.css";

const MINUTE_MS = 60_000;
/** After a failed read of the play session, the next try. */
const RETRY_MS = MINUTE_MS;

/**
 * How far the server's clock (when it answered) is ahead of this device's; 0 if it cannot tell.
 * Measured at every read (each game page), so a device clock corrected during the login is
 * followed; the network's delay makes it a little low, which can only make a reminder later by
 * that delay, never earlier.
 */
function measuredSkew(session: PlaySession): number {
  const skew = Date.parse(session.serverTime) - Date.now();
  return Number.isFinite(skew) ? skew : 0;
}

/** Inside a frame (a house game in /game) the portal page around it shows the check. */
function framed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent: framed.
    return true;
  }
}

/**
 * The reality check (player protection): on every page where a game runs (/game, /seamless, the
 * house games' pages), every N minutes of the login (the member's choice in the security centre;
 * off by default) a dialog tells how long this login has lasted and its net result, with
 * "Continue" (the next one at the following N minutes of the login) and "Stop playing" (home).
 * The count starts at the login (the server's play session), so changing game pages does not
 * restart it; a reminder that fell due away from a game shows when a game page opens. Minutes are
 * counted on the server's clock (the device's may be wrong by hours: the reminder would come late).
 */
export function RealityCheck() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token, memberType } = useSession();
  // The login's start and the member's interval, for the session (token) they were read with, and
  // how far the server's clock is ahead of this device's: every time below is on the server's clock.
  const [plan, setPlan] = useState<{ token: string; startedAt: number; intervalMs: number; skewMs: number } | null>(
    null,
  );
  const [shown, setShown] = useState<{ session: PlaySession; elapsedMinutes: number } | null>(null);
  const [notBefore, setNotBefore] = useState(0);
  const playing = token !== null && memberType !== TRIAL_MEMBER_TYPE && !framed();

  useEffect(() => {
    if (!playing || token === null) return;
    let live = true;
    fetchPlaySession()
      .then((session) => {
        if (!live) return;
        const startedAt = Date.parse(session.startedAt);
        setPlan({
          token,
          startedAt,
          intervalMs: session.realityCheckMinutes * MINUTE_MS,
          skewMs: measuredSkew(session),
        });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [playing, token]);

  const active = playing && plan !== null && plan.token === token ? plan : null;

  useEffect(() => {
    if (!active || !(active.intervalMs > 0) || !Number.isFinite(active.startedAt) || shown) return;
    let live = true;
    const serverNow = () => Date.now() + active.skewMs;
    const due = Math.max(nextReminderAt(active.startedAt, active.intervalMs), notBefore);
    const timer = window.setTimeout(
      () => {
        // The figures of the moment the reminder is due, read fresh from the server.
        fetchPlaySession()
          .then(
            (session) =>
              live &&
              setShown({
                session,
                elapsedMinutes: Math.max(
                  0,
                  Math.floor((Date.parse(session.serverTime) - Date.parse(session.startedAt)) / MINUTE_MS),
                ),
              }),
          )
          .catch(() => live && setNotBefore(serverNow() + RETRY_MS));
      },
      Math.max(0, due - serverNow()),
    );
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [active, shown, notBefore]);

  if (!shown || !active) return null;
  const answer = () => {
    answerReminder(active.startedAt, active.intervalMs, Date.now() + active.skewMs);
    setShown(null);
  };
  return (
    <ModalFrame title={t("protection.realityTitle")} closeLabel={t("common.close")} onClose={answer}>
      <p>{t("protection.realityBody", { minutes: shown.elapsedMinutes, net: formatMoney(shown.session.netResult) })}</p>
      <div className={formStyles.actions}>
        <Button onClick={answer}>{t("protection.continue")}</Button>
        <Button
          variant="primary"
          onClick={() => {
            answer();
            void navigate(ROUTE.root);
          }}
        >
          {t("protection.stopPlaying")}
        </Button>
      </div>
    </ModalFrame>
  );
}
