import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { pathWith } from "@portal/contract/api/paths";
import { AGENT_API, type DownlinesPage } from "@portal/contract/api/agents";
import {
  CONTRACT_API,
  type BillStatus,
  type Contract,
  type OfferContractRequest,
} from "@portal/contract/api/contracts";
import { apiGet, apiSend } from "../../../shared/api/client";
import { teamKey } from "./agent-api";
import { contractsKey } from "./income-api";

export type { Contract, ContractKind, OfferContractRequest } from "@portal/contract/api/contracts";
export type ContractTier = Contract["tiers"][number];

/** The caller's contracts of every kind, as payee and as payer (each page filters its kind). */
export function contractsQuery(token: string | null) {
  return queryOptions({
    queryKey: [...contractsKey(token), "list"],
    queryFn: ({ signal }) =>
      apiGet<{ list: Contract[] }>(CONTRACT_API.contracts, undefined, signal).then((v) => v.list),
    enabled: token !== null,
  });
}

/**
 * The caller's direct downlines that are agents (those a contract can be offered to), a page at a
 * time as the offer dialog asks for more.
 */
export function agentDownlinesQuery(token: string | null) {
  return infiniteQueryOptions({
    queryKey: [...teamKey(token), "downlines", "agents"],
    queryFn: ({ signal, pageParam }) =>
      apiGet<DownlinesPage>(AGENT_API.downlines, { kind: "AGENT", cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: token !== null,
  });
}

export function offerContract(body: OfferContractRequest) {
  return apiSend<{ id: number }>("POST", CONTRACT_API.offer, body);
}

/** The payee's answer to an offer awaiting its consent. */
export function decideContract(id: number, accept: boolean) {
  return apiSend<null>("POST", pathWith(accept ? CONTRACT_API.accept : CONTRACT_API.refuse, { id }));
}

/** Either side ends a valid contract at the end of the current period: the answer says when. */
export function terminateContract(id: number) {
  return apiSend<{ endsAt: number }>("POST", pathWith(CONTRACT_API.terminate, { id }));
}

/**
 * The payee claims a bill awaiting its claim (decision 0034): owed from then on and paid at once
 * as far as the payer can; the answer is the bill's status after that payment.
 */
export function claimBill(contractId: number, periodStart: number) {
  return apiSend<{ status: BillStatus }>("POST", pathWith(CONTRACT_API.claim, { id: contractId, periodStart }));
}
