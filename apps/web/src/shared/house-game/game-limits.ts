import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import {
  HOUSE_GAME_DEFAULTS,
  HOUSE_LIMITS_API,
  type HouseGame,
  type HouseGameLimits,
} from "@portal/contract/api/house-games";
import { pathWith } from "@portal/contract/api/paths";
import { MONEY_DECIMALS } from "@portal/contract/constants";
import { minorToDecimal } from "@portal/contract/money";
import { gameRequest } from "./game-api";
import { readLaunchParams } from "./launch-params";

/** A game's published default limits (what the brand plays with unless its operator set others). */
export function defaultLimits(game: HouseGame): HouseGameLimits {
  const defaults = HOUSE_GAME_DEFAULTS[game];
  const money = (minor: bigint) => minorToDecimal(minor, MONEY_DECIMALS);
  return {
    game,
    enabled: true,
    minStake: money(defaults.minStake),
    maxStake: money(defaults.maxStake),
    step: money(defaults.step),
    maxRoundStake: defaults.maxRoundStake === null ? null : money(defaults.maxRoundStake),
  };
}

/**
 * The brand's stake limits of a house game (its launch's merchant), which its page offers; the
 * defaults until they arrive (the server checks every stake against the brand's limits anyway).
 */
export function useGameLimits(game: HouseGame): HouseGameLimits {
  const [params] = useSearchParams();
  const [launch] = useState(() => readLaunchParams(params));
  const query = useQuery({
    queryKey: ["house", "limits", game, launch.merchant],
    queryFn: () =>
      gameRequest<HouseGameLimits>(
        { ...launch, token: launch.token ?? "" },
        pathWith(HOUSE_LIMITS_API.limits, { game }),
      ),
    enabled: launch.token !== null,
    retry: false,
    staleTime: 30_000,
  });
  return query.data ?? defaultLimits(game);
}
