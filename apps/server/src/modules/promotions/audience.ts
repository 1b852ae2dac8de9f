import type { Member } from "../members/repository";
import type { PromotionRepository } from "./repository";

/** Who an offer or an event is for: members with one of its labels, under one of its agents (empty: everyone). */
export interface Audience {
  labels: string[];
  agentIds: number[];
}

export async function inAudience(repo: PromotionRepository, member: Member, audience: Audience): Promise<boolean> {
  if (audience.labels.length > 0 && !audience.labels.some((l) => member.labels.includes(l))) return false;
  if (audience.agentIds.length === 0) return true;
  const uplines = await repo.uplinesOf(member.id);
  return audience.agentIds.some((id) => uplines.includes(id));
}
