import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { applyPageLanguage } from "../../../shared/i18n/i18n";
import { readLaunchParams } from "../../../shared/house-game/launch-params";

const GAME = /^[A-Z0-9_]{1,32}$/;

/**
 * The bet page's launch URL: the game token, language and merchant every house game page reads,
 * and the lottery game it was launched for (`game`). A malformed or missing value counts as
 * absent: without a token or a game, only a new launch from the portal helps.
 */
export function useLotteryLaunch() {
  const [params] = useSearchParams();
  const [launch] = useState(() => {
    const common = readLaunchParams(params);
    const game = params.get("game") ?? "";
    return { ...common, game: GAME.test(game) ? game : null };
  });
  useEffect(() => (launch.language ? applyPageLanguage(launch.language) : undefined), [launch.language]);
  return launch;
}
