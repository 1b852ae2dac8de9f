import type { z } from "zod";
import {
  MONEY_TASKS,
  type Mission,
  type missionInput,
  type MissionStatus,
  type MissionTask,
} from "@portal/contract/api/missions";
import type { GameCategory } from "@portal/contract/games";
import { pickText, type Language } from "@portal/contract/languages";
import { minorToDecimal } from "@portal/contract/money";
import type { Db } from "../../db/client";
import { AppError } from "../../http/app-error";
import type { BetRepository } from "../bets/repository";
import type { DepositRepository } from "../deposits/repository";
import { maskAccount } from "../bets/winner-board";
import type { Merchant } from "../merchants/repository";
import type { Member } from "../members/repository";
import { brandDayStart, brandWeekStart, parseAmount } from "../money/amounts";
import type { RewardService } from "../rewards/service";
import { rewardView } from "../rewards/service";
import type { MissionRepository, MissionRow } from "./repository";

const DAY_MS = 86_400_000;
const LEADERBOARD_SIZE = 20;

/** A mission's running period: its key (the reward's period), start and end. */
export interface MissionWindow {
  key: string;
  start: Date;
  end: Date;
}

/**
 * Missions (decision 0042). A mission's progress is counted when asked, from what the member did
 * in the running period: days signed in (member_active_days), confirmed deposits, valid stake and
 * rounds per category (the hourly bet totals, exact at the edges), friends who joined by the
 * member's code. Nothing is stored until the prize is claimed: then one reward row per mission
 * and period (unique), paid in the same transaction, so a prize is paid once however often the
 * claim is sent. The leaderboards count those rows.
 */
export class MissionService {
  constructor(
    private readonly repo: MissionRepository,
    private readonly bets: BetRepository,
    private readonly deposits: DepositRepository,
    private readonly rewards: RewardService,
  ) {}

  async list(member: Member, merchant: Merchant, lang: Language, now = new Date()) {
    const missions = await this.repo.list(merchant.id);
    const counter = new ProgressCounter(this.repo, this.bets, this.deposits, member, merchant);
    const running = missions.flatMap((m) => {
      const window = missionWindow(m, member, now);
      return window ? [{ mission: m, window }] : [];
    });
    const claimed = await this.rewards.claimedMissions(member, [...new Set(running.map((r) => r.window.key))]);
    const list: Mission[] = [];
    for (const { mission, window } of running) {
      const done = claimed.has(sourceKey(mission, window));
      const progress = await counter.count(mission.task, mission.category, window);
      const status: MissionStatus = done ? "CLAIMED" : progress >= mission.target ? "CLAIMABLE" : "IN_PROGRESS";
      list.push(view(mission, window, progress, status, merchant, lang));
    }
    return { list, claimable: list.filter((m) => m.status === "CLAIMABLE").length };
  }

  /** Claims a mission's prize for its running period; a claimed one answers as it is (a retry). */
  async claim(member: Member, merchant: Merchant, id: number, now = new Date()) {
    const mission = await this.repo.one(merchant.id, id);
    if (!mission || !mission.active) throw new AppError("NOT_FOUND", "No such mission");
    const window = missionWindow(mission, member, now);
    if (!window) throw new AppError("REWARD_EXPIRED", "This mission has ended");
    const key = sourceKey(mission, window);
    const claimed = await this.rewards.claimedMissions(member, [window.key]);
    if (!claimed.has(key)) {
      const counter = new ProgressCounter(this.repo, this.bets, this.deposits, member, merchant);
      if ((await counter.count(mission.task, mission.category, window)) < mission.target) {
        throw new AppError("MISSION_INCOMPLETE", "This mission is not done yet");
      }
    }
    const reward = await this.rewards.grantClaimed({
      merchantId: merchant.id,
      memberId: member.id,
      kind: "MISSION",
      sourceKey: key,
      periodKey: window.key,
      missionId: mission.id,
      friendId: null,
      amount: mission.prize,
      currency: merchant.currency,
      status: "CLAIMED",
      expiresAt: window.end,
    });
    return rewardView(reward, merchant, null);
  }

  /** The running day's or week's leaderboard: members by missions completed, then who finished first. */
  async leaderboard(member: Member | undefined, merchant: Merchant, period: "DAILY" | "WEEKLY", now = new Date()) {
    const window = periodWindow(period, now);
    const rows = await this.rewards.leaderboard(merchant.id, window.key, LEADERBOARD_SIZE);
    return {
      period,
      periodStart: window.start.getTime(),
      periodEnd: window.end.getTime(),
      list: rows.map((r, i) => ({
        rank: i + 1,
        account: maskAccount(r.account),
        me: r.memberId === member?.id,
        completed: r.completed,
        prizes: minorToDecimal(BigInt(r.prizes), merchant.currencyScale),
      })),
    };
  }

  // --- Operators ---

  async adminList(merchant: Merchant) {
    return { list: (await this.repo.list(merchant.id, true)).map((m) => adminView(m, merchant)) };
  }

  async create(merchant: Merchant, input: z.infer<typeof missionInput>, trace: (tx: Db, id: number) => Promise<void>) {
    const row = fields(input, merchant);
    const saved = await this.repo.transaction(async (repo, tx) => {
      const mission = await repo.insert({ merchantId: merchant.id, ...row });
      await trace(tx, mission.id);
      return mission;
    });
    return adminView(saved, merchant);
  }

  /**
   * Changes a mission. Prizes already claimed keep their mission and period: a changed target or
   * prize applies from now on, and a claimed period stays claimed.
   */
  async update(merchant: Merchant, id: number, input: z.infer<typeof missionInput>, trace: (tx: Db) => Promise<void>) {
    const row = fields(input, merchant);
    const saved = await this.repo.transaction(async (repo, tx) => {
      const existing = await repo.one(merchant.id, id);
      if (!existing) throw new AppError("NOT_FOUND", "No such mission");
      // Its period and task say which prizes were claimed for what: changed, a period already
      // claimed could be claimed again.
      const changed =
        existing.period !== row.period || existing.task !== row.task || existing.category !== row.category;
      if (changed && (await repo.hasPrizes(id))) {
        throw new AppError("VALIDATION_FAILED", "A mission that gave prizes keeps its period and task", {
          period: "fixed",
        });
      }
      const mission = (await repo.update(merchant.id, id, row))!;
      await trace(tx);
      return mission;
    });
    return adminView(saved, merchant);
  }
}

/** Counts each measure once per period for one member (several missions often share one). */
class ProgressCounter {
  private readonly counts = new Map<string, Promise<bigint>>();
  private readonly categories = new Map<string, ReturnType<BetRepository["settledByCategory"]>>();

  constructor(
    private readonly repo: MissionRepository,
    private readonly bets: BetRepository,
    private readonly deposits: DepositRepository,
    private readonly member: Member,
    private readonly merchant: Merchant,
  ) {}

  count(task: MissionTask, category: GameCategory | null, window: MissionWindow): Promise<bigint> {
    const key = `${window.key}|${task}|${category ?? ""}`;
    let count = this.counts.get(key);
    if (!count) {
      count = this.measure(task, category, window);
      this.counts.set(key, count);
    }
    return count;
  }

  private async measure(task: MissionTask, category: GameCategory | null, window: MissionWindow): Promise<bigint> {
    const { id } = this.member;
    switch (task) {
      case "LOGIN":
        // Days are stored by their start: a newbie period starts on its registration day's.
        return this.repo.activeDays(id, brandDayStart(window.start), window.end);
      case "DEPOSIT":
        return this.deposits.confirmedSum(id, window.start, window.end);
      case "INVITE":
        return this.repo.friendsJoined(id, window.start, window.end);
      case "BET":
      case "ROUNDS": {
        const rows = await this.byCategory(window);
        const mine = rows.filter((r) => category === null || r.category === category);
        return mine.reduce((sum, r) => sum + (task === "BET" ? r.stake : BigInt(r.rounds)), 0n);
      }
    }
  }

  /** Valid stake and rounds per category in the period, of settled rounds (open and rolled-back ones left out). */
  private byCategory(window: MissionWindow) {
    let rows = this.categories.get(window.key);
    if (!rows) {
      rows = this.bets.settledByCategory({
        memberId: this.member.id,
        currency: this.merchant.currency,
        from: window.start.getTime(),
        to: window.end.getTime(),
      });
      this.categories.set(window.key, rows);
    }
    return rows;
  }
}

/** The brand's running day or week. */
function periodWindow(period: "DAILY" | "WEEKLY", now: Date): MissionWindow {
  if (period === "DAILY") {
    const day = brandDayStart(now);
    return { key: `D:${day.toISOString()}`, start: day, end: new Date(day.getTime() + DAY_MS) };
  }
  const week = brandWeekStart(now);
  return { key: `W:${week.toISOString()}`, start: week, end: new Date(week.getTime() + 7 * DAY_MS) };
}

/** A mission's running period for this member; none once a newbie mission's days are over. */
export function missionWindow(mission: MissionRow, member: Member, now: Date): MissionWindow | null {
  if (mission.period !== "NEWBIE") return periodWindow(mission.period, now);
  const end = new Date(member.registeredAt.getTime() + mission.newbieDays * DAY_MS);
  return now < end ? { key: "N", start: member.registeredAt, end } : null;
}

const sourceKey = (mission: MissionRow, window: MissionWindow) => `${mission.id}:${window.key}`;

const isMoney = (task: MissionTask) => MONEY_TASKS.includes(task);

function quantity(task: MissionTask, value: bigint, merchant: Merchant): string {
  return isMoney(task) ? minorToDecimal(value, merchant.currencyScale) : value.toString();
}

function view(
  m: MissionRow,
  window: MissionWindow,
  progress: bigint,
  status: MissionStatus,
  merchant: Merchant,
  lang: Language,
): Mission {
  return {
    id: m.id,
    period: m.period,
    task: m.task,
    category: m.category,
    title: pickText(m.title, lang),
    target: quantity(m.task, m.target, merchant),
    progress: quantity(m.task, progress < m.target ? progress : m.target, merchant),
    prize: minorToDecimal(m.prize, merchant.currencyScale),
    status,
    periodStart: window.start.getTime(),
    periodEnd: window.end.getTime(),
  };
}

function adminView(m: MissionRow, merchant: Merchant) {
  return {
    id: m.id,
    period: m.period,
    task: m.task,
    category: m.category,
    target: quantity(m.task, m.target, merchant),
    prize: minorToDecimal(m.prize, merchant.currencyScale),
    title: m.title,
    newbieDays: m.newbieDays,
    active: m.active,
    sort: m.sort,
  };
}

/** An operator's mission as stored: a money target in minor units, a count as a whole number of 1 or more. */
function fields(input: z.infer<typeof missionInput>, merchant: Merchant) {
  let target: bigint;
  if (isMoney(input.task)) {
    target = parseAmount(input.target, merchant.currencyScale, "target");
  } else {
    if (!/^\d+$/.test(input.target) || BigInt(input.target) < 1n || BigInt(input.target) > 1_000_000n) {
      throw new AppError("VALIDATION_FAILED", "A count target is a whole number", { target: "a whole number" });
    }
    target = BigInt(input.target);
  }
  return {
    period: input.period,
    task: input.task,
    category: input.category,
    target,
    prize: parseAmount(input.prize, merchant.currencyScale, "prize"),
    title: input.title,
    newbieDays: input.newbieDays,
    active: input.active,
    sort: input.sort,
  };
}
