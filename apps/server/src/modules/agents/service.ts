import {
  agentCapabilities,
  ppmToRate,
  REBATE_RATE_MAX_PPM,
  rateToPpm,
  SUB_AGENT_TYPE,
  type DownlinesPage,
  type DownlinesQuery,
  type RebateRates,
  type RebateRatesInput,
  type RegisterAccountRequest,
  type TeamOverview,
} from "@portal/contract/api/agents";
import { GAME_CATEGORIES } from "@portal/contract/games";
import { checkFieldRule } from "@portal/contract/registration-rules";
import { minorToDecimal } from "@portal/contract/money";
import type { FieldErrors } from "@portal/contract/envelope";
import { AppError } from "../../http/app-error";
import { violationMessage } from "../auth/password-rules";
import type { Merchant } from "../merchants/repository";
import type { DownlineScope } from "../members/downline";
import { accountKey, type Member, type MemberRepository } from "../members/repository";
import { hashPassword } from "../members/passwords";
import { periodStart } from "../protection/periods";
import type { BrandSettings } from "../system/brand-settings";
import type { SystemRepository } from "../system/repository";
import type { AgentRepository, RatesPpm } from "./repository";

/** The team lists' page size. */
const PAGE_SIZE = 20;

const notInTeam = () => new AppError("NOT_IN_TEAM", "This member is not in your team");

/**
 * The agent centre's team (decision 0031): the caller's own rates and team overview, its
 * downlines level by level, registering accounts below it and setting its direct downlines'
 * rebate rates. Every member id a call names is checked against the caller's subtree first.
 */
export class AgentService {
  constructor(
    private readonly repo: AgentRepository,
    private readonly members: MemberRepository,
    private readonly brandSettings: BrandSettings,
    private readonly system: SystemRepository,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async ownRates(agent: Member): Promise<RebateRates> {
    return ratesList(await this.repo.rates(agent.id));
  }

  async overview(agent: Member): Promise<TeamOverview> {
    const dayStart = periodStart("DAY", this.clock());
    const [counts, rates] = await Promise.all([this.repo.teamCounts(agent.id, dayStart), this.repo.rates(agent.id)]);
    return {
      memberType: agent.memberType,
      directCount: counts.directCount,
      teamSize: counts.teamSize,
      registeredToday: counts.registeredSince,
      rates: ratesList(rates),
      lastLoginAt: agent.lastLoginAt?.getTime() ?? null,
      lastLoginIp: agent.lastLoginIp,
      dayStartsAt: dayStart.getTime(),
    };
  }

  /** The direct downlines of the caller, or of a member of its team, with the breadcrumb down to it. */
  async downlines(team: DownlineScope, merchant: Merchant, query: DownlinesQuery): Promise<DownlinesPage> {
    const parentId = query.parentId ?? team.agent.id;
    return this.downlinesOf(parentId, await team.pathTo(parentId), merchant, query);
  }

  /**
   * The direct downlines of any member of the brand (the back office's tree browser), with the
   * breadcrumb `path` the caller worked out (an agent's from itself, an operator's from the top).
   */
  async downlinesOf(
    parentId: number,
    path: DownlinesPage["path"],
    merchant: Merchant,
    query: Omit<DownlinesQuery, "parentId">,
  ): Promise<DownlinesPage> {
    const page = await this.repo.downlines(
      parentId,
      merchant.currency,
      { search: query.search, kind: query.kind, status: query.status },
      { cursor: query.cursor, pageSize: PAGE_SIZE },
    );
    return {
      path,
      list: page.rows.map((row) => ({
        memberId: row.memberId,
        account: row.account,
        nickname: row.nickname,
        memberType: row.memberType,
        status: row.status,
        balance: minorToDecimal(row.balance, merchant.currencyScale),
        currency: merchant.currency,
        teamSize: row.teamSize,
        directCount: row.directCount,
        registeredAt: row.registeredAt.getTime(),
        lastLoginAt: row.lastLoginAt?.getTime() ?? null,
        rates: ratesList(row.rates),
      })),
      next: page.next,
      prev: page.prev,
      total: page.total,
      totalCapped: page.totalCapped,
      pageSize: PAGE_SIZE,
    };
  }

  /**
   * Sets a direct downline's rates for the categories given: none above the caller's own, none
   * below what one of the downline's own direct downlines holds. Under the row locks of both, so
   * a change of the caller's rates (by its upline) and this one take turns.
   */
  async setDownlineRates(team: DownlineScope, memberId: number, input: RebateRatesInput): Promise<void> {
    const agent = team.agent;
    requireCapability(agent, "setRates");
    if (!(await team.contains(memberId))) throw notInTeam();
    const target = await this.members.findById(memberId);
    if (!target) throw notInTeam();
    if (target.uplineId !== agent.id) {
      throw new AppError("NOT_DIRECT_DOWNLINE", "Rates are set by the member's own upline");
    }
    const rates = toPpm(input);
    await this.repo.transaction(async (repo) => {
      await repo.lockRates([agent.id, memberId]);
      checkWithin(rates, await repo.rates(agent.id), await repo.highestDownlineRates(memberId));
      await repo.setRates(memberId, agent.merchantId, rates);
    });
  }

  /**
   * An operator sets a member's rates: at most its upline's (any rate up to 100 % for a top-level
   * agent), at least its direct downlines'. Under the row locks of the member and its upline.
   */
  async setRatesAsOperator(target: Member, input: RebateRatesInput): Promise<void> {
    const rates = toPpm(input);
    await this.repo.transaction(async (repo) => {
      await repo.lockRates(target.uplineId === null ? [target.id] : [target.uplineId, target.id]);
      const ceiling: RatesPpm =
        target.uplineId === null
          ? Object.fromEntries(GAME_CATEGORIES.map((c) => [c, REBATE_RATE_MAX_PPM]))
          : await repo.rates(target.uplineId);
      checkWithin(rates, ceiling, await repo.highestDownlineRates(target.id));
      await repo.setRates(target.id, target.merchantId, rates);
    });
  }

  /**
   * Register account (REGCEN): a member or a sub-agent directly below the caller, with the brand's
   * default password, which it must change at its first login, and rates up to the caller's own.
   * The tree row is written with the member (a trigger on members), in the same transaction as
   * its rates.
   */
  async registerAccount(agent: Member, merchant: Merchant, body: RegisterAccountRequest, ip: string) {
    const capabilities = agentCapabilities(agent.memberType);
    if (body.kind === "AGENT" ? !capabilities.registerAgents : !capabilities.registerMembers) {
      throw new AppError("AGENT_CAPABILITY_MISSING", "Your account cannot register this kind of account");
    }
    const rules = await this.system.registrationRules(merchant.id);
    const rule = rules.username;
    const violation = rule && checkFieldRule({ ...rule, enabled: true, required: true }, body.username);
    if (violation)
      throw new AppError("VALIDATION_FAILED", "Invalid username", { username: violationMessage(violation) });
    const settings = await this.brandSettings.get(merchant.id);
    const rates = toPpm(body.rates ?? {});
    const passwordHash = await hashPassword(settings.defaultPassword);
    const created = await this.members.transaction(async (members, tx) => {
      const inserted = await members.insert({
        merchantId: merchant.id,
        account: body.username,
        accountKey: accountKey(body.username),
        nickname: body.nickname ?? body.username,
        passwordHash,
        mustChangePassword: true,
        memberType: body.kind === "AGENT" ? SUB_AGENT_TYPE : 0,
        uplineId: agent.id,
        language: agent.language,
        registeredIp: ip,
      });
      if ("conflict" in inserted) {
        throw new AppError("USERNAME_TAKEN", "This username is already registered", { username: "taken" });
      }
      const repo = this.repo.joining(tx);
      await repo.lockRates([agent.id]);
      checkWithin(rates, await repo.rates(agent.id), {});
      await repo.setRates(inserted.member.id, merchant.id, rates);
      return inserted.member;
    });
    return {
      memberId: created.id,
      account: created.account,
      memberType: created.memberType,
      initialPassword: settings.defaultPassword,
    };
  }
}

function requireCapability(agent: Member, capability: "setRates") {
  if (!agentCapabilities(agent.memberType)[capability]) {
    throw new AppError("AGENT_CAPABILITY_MISSING", "Your account cannot do this");
  }
}

function toPpm(input: RebateRatesInput): RatesPpm {
  return Object.fromEntries(Object.entries(input).map(([category, rate]) => [category, rateToPpm(rate!)]));
}

/** Every category with its rate ("0" when none is set), in the contract's category order. */
function ratesList(rates: RatesPpm): RebateRates {
  return GAME_CATEGORIES.map((category) => ({ category, rate: ppmToRate(rates[category] ?? 0) }));
}

/**
 * Rates within the chain's bounds: none above the upline's (`ceiling`), none below a downline's
 * (`floor`). Each offending category is named in the field errors (`rates.<CATEGORY>`).
 */
function checkWithin(rates: RatesPpm, ceiling: RatesPpm, floor: RatesPpm) {
  const above: FieldErrors = {};
  const below: FieldErrors = {};
  for (const [category, ppm] of Object.entries(rates) as [keyof RatesPpm, number][]) {
    if (ppm > (ceiling[category] ?? 0)) above[`rates.${category}`] = `max ${ppmToRate(ceiling[category] ?? 0)}`;
    else if (ppm < (floor[category] ?? 0)) below[`rates.${category}`] = `min ${ppmToRate(floor[category] ?? 0)}`;
  }
  if (Object.keys(above).length > 0) {
    throw new AppError("REBATE_RATE_ABOVE_UPLINE", "A rate is above your own", above);
  }
  if (Object.keys(below).length > 0) {
    throw new AppError("REBATE_RATE_BELOW_DOWNLINE", "A rate is below one of this member's downlines", below);
  }
}
