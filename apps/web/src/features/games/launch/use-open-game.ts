import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { actOnDecision } from "../../../shared/auth/guarded-action";
import { useSession } from "../../../shared/storage/session";
import { gameRoute, launchDecision, type LaunchTarget } from "./launch-target";

/**
 * Starting a game (spec section 4): `allowLaunch(freePlay)` says whether this session may start
 * one, opening the login popup or the trial warning when not (for links, which navigate
 * themselves); `openGame(target, freePlay)` also goes to the game.
 */
export function useOpenGame() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const allowLaunch = useCallback(
    (freePlay: boolean) =>
      actOnDecision(launchDecision(session, freePlay), () => undefined, t("auth.trialNeedsRealAccount")) === "allow",
    [session, t],
  );
  const openGame = useCallback(
    (target: LaunchTarget, freePlay = false) => {
      if (allowLaunch(freePlay)) void navigate(gameRoute(target));
    },
    [allowLaunch, navigate],
  );
  return { allowLaunch, openGame };
}
