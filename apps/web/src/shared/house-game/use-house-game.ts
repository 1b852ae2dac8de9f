import { useEffect, useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { applyPageLanguage } from "../i18n/i18n";
import type { FairnessPanelProps } from "./fairness-panel";
import { fetchBalance, fetchFairness, rotateSeed, type Fairness, type GameLaunch, type SeedRotation } from "./game-api";
import { gameErrorText, isSessionEnded } from "./game-error";
import { readLaunchParams } from "./launch-params";

/**
 * What every house game page does around its own play call: it reads its launch URL (game
 * token, language, merchant; never the portal's login), loads and rotates the seed pair, keeps
 * the last round, shows the wallet's balance (asked for once, then each round's), and turns
 * refusals into translated texts (`keys`: the game's wording for an ended session and a bet
 * outside the limits). An ended session asks to open the game again.
 */
export function useHouseGame<Input, Round extends { fairness: Fairness; balance: string }>(
  keys: { sessionEnded: string; betRange: string },
  playRound: (game: GameLaunch, input: Input) => Promise<Round>,
  /** The namespace of `keys` (a game whose texts load with it: shared/i18n/namespaces.ts). */
  namespace?: string,
) {
  const { t } = useTranslation(namespace);
  const [params] = useSearchParams();
  const [launch] = useState(() => readLaunchParams(params));
  const token = launch.token;
  const [last, setLast] = useState<Round | null>(null);
  const [fairness, setFairness] = useState<Fairness | null>(null);
  const [revealed, setRevealed] = useState<SeedRotation["revealed"] | null>(null);
  const [endedByCall, setEnded] = useState(false);
  const [playError, setPlayError] = useState<string | null>(null);
  const [rotateError, setRotateError] = useState<string | null>(null);

  useEffect(() => (launch.language ? applyPageLanguage(launch.language) : undefined), [launch.language]);

  const fairnessQuery = useQuery({
    queryKey: ["house", "fairness", token, launch.merchant],
    queryFn: () => fetchFairness({ ...launch, token: token! }),
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
  });
  // Before the first round the page shows the balance too; a failure leaves it blank (the seed
  // pair's call reports an ended session).
  const balanceQuery = useQuery({
    queryKey: ["house", "balance", token, launch.merchant],
    queryFn: () => fetchBalance({ ...launch, token: token! }),
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
  });
  const ended = token === null || endedByCall || isSessionEnded(fairnessQuery.error);
  const failed = (error: unknown, show: (text: string) => void) => {
    if (isSessionEnded(error)) setEnded(true);
    show(gameErrorText(t, error, keys));
  };

  const play = useMutation({
    mutationFn: (input: Input) => playRound({ ...launch, token: token! }, input),
    onMutate: () => setPlayError(null),
    onSuccess: (result) => {
      setLast(result);
      setFairness(result.fairness);
    },
    onError: (error) => failed(error, setPlayError),
  });
  const rotate = useMutation({
    mutationFn: (clientSeed: string) => rotateSeed({ ...launch, token: token! }, clientSeed),
    onMutate: () => setRotateError(null),
    onSuccess: (result) => {
      setRevealed(result.revealed);
      setFairness(result.next);
    },
    onError: (error) => failed(error, setRotateError),
  });

  const busy = play.isPending || rotate.isPending;
  const error = ended
    ? t(keys.sessionEnded)
    : (playError ?? (fairnessQuery.error ? gameErrorText(t, fairnessQuery.error, keys) : null));
  const fairnessPanel: Omit<FairnessPanelProps, "explainOutcome" | "game"> = {
    fairness: fairness ?? fairnessQuery.data ?? null,
    revealed,
    busy,
    disabled: ended,
    error: rotateError,
    onRotate: (seed) => rotate.mutate(seed),
  };
  // A round's answer may carry no balance ("" when the platform could not say): the last known one.
  const balance = last?.balance || balanceQuery.data?.balance || null;
  return { last, balance, play, busy, ended, error, fairnessPanel };
}
