import type { Member, MemberRepository } from "./repository";

/**
 * An agent's team: the members below it at any depth. Agent routes get it as `request.downline`
 * and ask it before showing or touching a member by id, so an agent never reaches another team.
 */
export class DownlineScope {
  constructor(
    private readonly members: MemberRepository,
    readonly agent: Member,
  ) {}

  /** Whether the member is in this agent's team (the agent itself is not). */
  async contains(memberId: number): Promise<boolean> {
    if (memberId === this.agent.id) return false;
    return this.members.isInDownline(this.agent, memberId);
  }
}
