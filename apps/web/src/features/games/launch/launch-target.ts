import { ROUTE } from "@portal/contract/routes";
import type { LaunchGameRequest } from "@portal/contract/api/content";
import { guardDecision, type GuardDecision } from "../../../shared/auth/guarded-action";
import type { SessionSnapshot } from "../../../shared/storage/session";

/**
 * What a click launches (spec section 4): a catalogue game by node id, a vendor's game by code
 * (lottery), a PVP room, or a vendor's own lobby.
 */
export type LaunchTarget =
  { nodeId: number } | { vassalage: string; gameId?: string | undefined; roomId?: string | undefined };

/** The /game address of a launch: everything it needs is in the query, so a reload relaunches. */
export function gameRoute(target: LaunchTarget): string {
  const params = new URLSearchParams();
  if ("nodeId" in target) params.set("nodeId", String(target.nodeId));
  else {
    params.set("vassalage", target.vassalage);
    if (target.gameId) params.set("gameId", target.gameId);
    if (target.roomId) params.set("roomId", target.roomId);
  }
  return `${ROUTE.game}?${params.toString()}`;
}

/** The launch named by a /game query, or null when it names nothing launchable. */
export function parseLaunchTarget(params: URLSearchParams): LaunchTarget | null {
  const nodeId = Number(params.get("nodeId"));
  if (Number.isSafeInteger(nodeId) && nodeId > 0) return { nodeId };
  const vassalage = params.get("vassalage");
  if (!vassalage) return null;
  return { vassalage, gameId: params.get("gameId") ?? undefined, roomId: params.get("roomId") ?? undefined };
}

/** The launch call's body (spec section 3): real money (1), or free play (0) for a trial member. */
export function launchRequest(target: LaunchTarget, session: Pick<SessionSnapshot, "memberType">, language: string) {
  const body: LaunchGameRequest = {
    ...target,
    accountType: guardDecision({ token: "", memberType: session.memberType }) === "trial" ? 0 : 1,
    confirmTrans: 0,
    launchMode: "GLS",
    platform: "html5-desktop",
    clientType: 3,
    language,
  };
  return body;
}

/**
 * Whether a game may start for this session: a visitor logs in first, a trial member is warned,
 * except on a free-play game, which a trial member plays with demo credit.
 */
export function launchDecision(
  session: Pick<SessionSnapshot, "token" | "memberType">,
  freePlay: boolean,
): GuardDecision {
  const decision = guardDecision(session);
  return decision === "trial" && freePlay ? "allow" : decision;
}

/**
 * A launch answer's address, resolved against our origin, when it is http(s); null otherwise (a
 * javascript: or data: address from a vendor is never framed or opened).
 */
export function safeGameUrl(url: string | undefined, origin: string): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, origin);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}
