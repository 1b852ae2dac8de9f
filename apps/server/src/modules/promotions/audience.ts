import type { Member } from "../members/repository";
import type { PromotionRepository } from "./repository";

/**
 * Who an offer or an event is for: members with one of its labels, under one of its agents, at one
 * of its VIP levels (each empty: everyone).
 */
export interface Audience {
  labels: string[];
  agentIds: number[];
  vipLevels: number[];
}

export async function inAudience(repo: PromotionRepository, member: Member, audience: Audience): Promise<boolean> {
  if (audience.labels.length > 0 && !audience.labels.some((l) => member.labels.includes(l))) return false;
  if (audience.vipLevels.length > 0 && !audience.vipLevels.includes(await repo.vipLevelOf(member.id))) return false;
  if (audience.agentIds.length === 0) return true;
  const uplines = await repo.uplinesOf(member.id);
  return audience.agentIds.some((id) => uplines.includes(id));
}
