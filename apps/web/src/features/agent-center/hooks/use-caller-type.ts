import { useQuery } from "@tanstack/react-query";
import { agentCapabilities } from "@portal/contract/api/agents";
import { memberInfoQuery } from "../../../shared/api/member";
import { useSession } from "../../../shared/storage/session";

/**
 * The caller's member type and what it may do in its team: the member info the centre already
 * reads (cached), or the type the session kept at login while that loads.
 */
export function useCallerCapabilities() {
  const session = useSession();
  const info = useQuery(memberInfoQuery(session.token)).data;
  const type = info?.type ?? session.memberType ?? 0;
  return { type, ...agentCapabilities(type) };
}
