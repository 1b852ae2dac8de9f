import { AppError } from "../../http/app-error";
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

  /**
   * The path from the agent down to a member of its team, the agent first (the breadcrumb of a
   * level of the team); the agent itself for its own id. Anyone else, the agent's own upline
   * included, is NOT_IN_TEAM.
   */
  async pathTo(memberId: number): Promise<{ memberId: number; account: string }[]> {
    if (memberId === this.agent.id) return [{ memberId: this.agent.id, account: this.agent.account }];
    const path = await this.members.pathDown(this.agent.id, memberId);
    if (path.length === 0) throw new AppError("NOT_IN_TEAM", "This member is not in your team");
    return path;
  }

  /** Whether the member is in this agent's team (the agent itself is not). */
  async contains(memberId: number): Promise<boolean> {
    if (memberId === this.agent.id) return false;
    return this.members.isInDownline(this.agent, memberId);
  }
}
