import { ROUTE } from "@portal/contract/routes";

/** The house games the verify page recomputes. */
export const VERIFY_GAMES = ["slot", "baccarat"] as const;
export type VerifyGame = (typeof VERIFY_GAMES)[number];

/** What a link to the verify page may fill in for the player (a revealed seed is no secret). */
export interface VerifyPrefill {
  game: VerifyGame;
  serverSeed?: string;
  clientSeed?: string;
  hash?: string;
}

/** /house/verify with the fields to fill in, as the game pages' fairness panels link to it. */
export function verifyUrl(prefill: VerifyPrefill): string {
  const params = new URLSearchParams(
    Object.entries(prefill).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  return `${ROUTE.houseVerify}?${params.toString()}`;
}

/** Reads a verify link's fields; anything missing or unknown is left empty. */
export function readVerifyPrefill(params: URLSearchParams): Required<VerifyPrefill> {
  const game = params.get("game");
  return {
    game: (VERIFY_GAMES as readonly (string | null)[]).includes(game) ? (game as VerifyGame) : "baccarat",
    serverSeed: params.get("serverSeed") ?? "",
    clientSeed: params.get("clientSeed") ?? "",
    hash: params.get("hash") ?? "",
  };
}
