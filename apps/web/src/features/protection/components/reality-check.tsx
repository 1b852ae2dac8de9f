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
import formStyles from "../../../shared/ui/form.module.css";

/**
 * The reality check (player protection): while a game is open, every N minutes (the member's
 * choice in the security centre; off by default) a dialog tells how long this login has lasted
 * and its net result, with "Continue" (the next one N minutes later) and "Stop playing" (home).
 */
export function RealityCheck() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token, memberType } = useSession();
  const [minutes, setMinutes] = useState(0);
  const [shown, setShown] = useState<{ session: PlaySession; elapsedMinutes: number } | null>(null);
  const [round, setRound] = useState(0);
  const playing = token !== null && memberType !== TRIAL_MEMBER_TYPE;

  useEffect(() => {
    if (!playing) return;
    let live = true;
    fetchPlaySession()
      .then((session) => live && setMinutes(session.realityCheckMinutes))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [playing]);

  useEffect(() => {
    if (!playing || minutes <= 0 || shown) return;
    const timer = window.setTimeout(() => {
      // The figures of the moment the reminder is due, read fresh from the server.
      fetchPlaySession()
        .then((session) =>
          setShown({
            session,
            elapsedMinutes: Math.max(0, Math.floor((Date.now() - Date.parse(session.startedAt)) / 60_000)),
          }),
        )
        .catch(() => setRound((r) => r + 1));
    }, minutes * 60_000);
    return () => window.clearTimeout(timer);
  }, [playing, minutes, shown, round]);

  if (!shown) return null;
  const keepPlaying = () => {
    setShown(null);
    setRound((r) => r + 1);
  };
  return (
    <ModalFrame
      testId="reality-check"
      title={t("protection.realityTitle")}
      closeLabel={t("common.close")}
      onClose={keepPlaying}
    >
      <p>{t("protection.realityBody", { minutes: shown.elapsedMinutes, net: formatMoney(shown.session.netResult) })}</p>
      <div className={formStyles.actions}>
        <Button onClick={keepPlaying}>{t("protection.continue")}</Button>
        <Button variant="primary" onClick={() => void navigate(ROUTE.root)}>
          {t("protection.stopPlaying")}
        </Button>
      </div>
    </ModalFrame>
  );
}
