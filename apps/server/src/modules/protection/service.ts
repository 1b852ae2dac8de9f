import type { z } from "zod";
import {
  LIMIT_COOL_DOWN_HOURS,
  LIMIT_KINDS,
  type LimitKind,
  type PlaySession,
  type Protection,
  type setLimitRequest,
} from "@portal/contract/api/protection";
import { minorToDecimal } from "@portal/contract/money";
import type { ErrorCode } from "@portal/contract/error-codes";
import { AppError } from "../../http/app-error";
import type { SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Merchant } from "../merchants/repository";
import { parseAmount } from "../money/amounts";
import type { SessionService } from "../sessions/service";
import type { BrandSettings } from "../system/brand-settings";
import { addMonths, periodOf, periodStart } from "./periods";
import type { MemberBreak, MemberLimit, ProtectionRepository } from "./repository";

const HOUR_MS = 3_600_000;
const LOSS_KINDS = ["LOSS_DAY", "LOSS_WEEK", "LOSS_MONTH"] as const;
/** The limits play is checked against: the losses and the session's length. */
const PLAY_KINDS = [...LOSS_KINDS, "SESSION_MINUTES"] as const;
const DEPOSIT_KINDS = ["DEPOSIT_DAY", "DEPOSIT_WEEK", "DEPOSIT_MONTH"] as const;

/** Who a protection rule is about: a member of a brand. */
export interface ProtectedMember {
  id: number;
  merchantId: number;
}

/** The codes a play call is refused with (the seamless wallet maps them to its own results). */
export type PlayRefusal = Extract<ErrorCode, "LOSS_LIMIT_REACHED" | "SESSION_LIMIT_REACHED"> | MemberBreak;

/** The stake about to be risked counts: a bet may not carry the loss past the limit. */
const lossPasses = (loss: bigint, stake: bigint, limit: bigint) => loss + stake > limit || loss >= limit;

/** A limit row as in force at `now`: a pending raise whose time came replaces the value. */
function inForce(row: MemberLimit, now: Date): MemberLimit {
  if (row.pendingAt && row.pendingAt <= now) {
    return { ...row, value: row.pendingValue, pendingValue: null, pendingAt: null };
  }
  return row;
}

const shownBreak = (b: MemberBreak) => ({
  kind: b.kind,
  since: b.startsAt.toISOString(),
  until: b.endsAt.toISOString(),
});

const sessionLimitReached = () =>
  new AppError("SESSION_LIMIT_REACHED", "Your session time limit has passed; the session has ended");

const breakRefusal = (b: MemberBreak) =>
  b.kind === "SELF_EXCLUSION"
    ? new AppError("SELF_EXCLUDED", "This account is self-excluded", undefined, { until: b.endsAt.toISOString() })
    : new AppError("ACCOUNT_TIMED_OUT", "This account is taking a break", undefined, { until: b.endsAt.toISOString() });

/**
 * Player protection (decision 0025): limits members set on themselves, enforced where money
 * enters (deposit orders) and where play happens (game launch, transfers into games, every bet
 * of the seamless wallet), and breaks that end every session and refuse logins. Lowering a limit
 * applies at once; raising or removing it after LIMIT_COOL_DOWN_HOURS. Time comes from `now`
 * (tests move it).
 */
export class ProtectionService {
  constructor(
    private readonly repo: ProtectionRepository,
    private readonly brandSettings: BrandSettings,
    private readonly sessions: SessionService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The brand offers player protection (setting playerProtection). */
  async enabled(merchantId: number): Promise<boolean> {
    return (await this.brandSettings.get(merchantId)).playerProtection;
  }

  private async requireEnabled(merchantId: number): Promise<void> {
    if (!(await this.enabled(merchantId))) throw new AppError("FUNCTION_NOT_ENABLED", "Function not enabled");
  }

  async view(member: ProtectedMember, merchant: Merchant): Promise<Protection> {
    const now = this.now();
    if (!(await this.enabled(merchant.id))) {
      // A break taken while the brand offered protection still holds, and is shown.
      const stored = await this.repo.activeBreak(member.id, now);
      return { enabled: false, limits: [], activeBreak: stored ? shownBreak(stored) : null, realityCheckMinutes: 0 };
    }
    const rows = new Map((await this.repo.limits(member.id)).map((r) => [r.kind, inForce(r, now)]));
    const text = (kind: LimitKind, value: bigint | null) =>
      value === null
        ? null
        : kind === "SESSION_MINUTES"
          ? value.toString()
          : minorToDecimal(value, merchant.currencyScale);
    const active = await this.repo.activeBreak(member.id, now);
    return {
      enabled: true,
      limits: LIMIT_KINDS.map((kind) => {
        const row = rows.get(kind);
        return {
          kind,
          value: row ? text(kind, row.value) : null,
          pending: row?.pendingAt
            ? { value: text(kind, row.pendingValue), appliesAt: row.pendingAt.toISOString() }
            : null,
        };
      }),
      activeBreak: active ? shownBreak(active) : null,
      realityCheckMinutes: await this.repo.realityCheckMinutes(member.id),
    };
  }

  /**
   * Sets or removes a limit. A lower value (or a first limit) applies at once and drops a
   * pending raise; a higher value or a removal waits LIMIT_COOL_DOWN_HOURS (a later change
   * starts the wait again). Answers what is in force and what is pending.
   */
  async setLimit(member: ProtectedMember, merchant: Merchant, body: z.infer<typeof setLimitRequest>): Promise<void> {
    await this.requireEnabled(merchant.id);
    const wanted =
      body.value === null
        ? null
        : body.kind === "SESSION_MINUTES"
          ? BigInt(Number(body.value))
          : parseAmount(body.value, merchant.currencyScale, "value");
    const now = this.now();
    await this.repo.transaction(async (repo) => {
      const stored = await repo.limitForUpdate(member.id, body.kind);
      const current = stored ? inForce(stored, now).value : null;
      const lowers = wanted !== null && (current === null || wanted <= current);
      const unchanged = wanted === current;
      await repo.saveLimit({
        memberId: member.id,
        merchantId: member.merchantId,
        kind: body.kind,
        value: lowers ? wanted : current,
        pendingValue: lowers || unchanged ? null : wanted,
        pendingAt: lowers || unchanged ? null : new Date(now.getTime() + LIMIT_COOL_DOWN_HOURS * HOUR_MS),
        updatedAt: now,
      });
    });
  }

  /** A time-out of `hours`: every session ends at once, logins are refused until it ends. */
  async takeTimeOut(member: ProtectedMember, hours: number): Promise<MemberBreak> {
    await this.requireEnabled(member.merchantId);
    const now = this.now();
    const started = await this.repo.insertBreak({
      merchantId: member.merchantId,
      memberId: member.id,
      kind: "TIME_OUT",
      startsAt: now,
      endsAt: new Date(now.getTime() + hours * HOUR_MS),
    });
    await this.sessions.revokeAll(member.id);
    return started;
  }

  /** A self-exclusion of `months`: like a time-out, but nobody (member or operator) can end it early. */
  async selfExclude(member: ProtectedMember, months: number): Promise<MemberBreak> {
    await this.requireEnabled(member.merchantId);
    const now = this.now();
    const started = await this.repo.insertBreak({
      merchantId: member.merchantId,
      memberId: member.id,
      kind: "SELF_EXCLUSION",
      startsAt: now,
      endsAt: addMonths(now, months),
    });
    await this.sessions.revokeAll(member.id);
    return started;
  }

  async setRealityCheck(member: ProtectedMember, minutes: number): Promise<void> {
    await this.requireEnabled(member.merchantId);
    await this.repo.setRealityCheck(member.id, minutes);
  }

  /** The current login's start and net result (won minus staked since the login's hour). */
  async playSession(member: ProtectedMember, merchant: Merchant, tokenHash: string): Promise<PlaySession> {
    const startedAt = (await this.repo.sessionStart(tokenHash)) ?? this.now();
    const loss = await this.repo.netLossSince(member.id, merchant.currency, startedAt);
    return {
      startedAt: startedAt.toISOString(),
      netResult: minorToDecimal(-loss, merchant.currencyScale),
      realityCheckMinutes: (await this.enabled(merchant.id)) ? await this.repo.realityCheckMinutes(member.id) : 0,
      serverTime: this.now().toISOString(),
    };
  }

  /** Whether a self-exclusion is in force now (an operator may then return the member's money). */
  async selfExcluded(memberId: number): Promise<boolean> {
    return (await this.repo.activeBreak(memberId, this.now()))?.kind === "SELF_EXCLUSION";
  }

  /** Refuses a login (any kind: password, SMS, after a reset) during a time-out or self-exclusion. */
  async checkLogin(member: ProtectedMember): Promise<void> {
    // Whatever the brand's switch says now: turning protection off must not end a self-exclusion
    // early (nobody may), so stored breaks are always enforced; only new ones need the switch.
    const active = await this.repo.activeBreak(member.id, this.now());
    if (active) throw breakRefusal(active);
  }

  /**
   * Refuses a deposit order during a break, or one that passes a deposit limit of its period.
   * Runs inside the transaction that has just inserted the order (`tx`, handed on by the deposit
   * service), so the sums count it and a refusal rolls it back; the member's deposit limits are
   * locked there, so two orders at once cannot both fit under a limit that only one of them fits.
   * `enabled` is the brand's switch, which the caller read before the transaction (the settings
   * cache reads outside it, and PGlite has one connection).
   */
  async checkDeposit(member: ProtectedMember, merchant: Merchant, amount: bigint, enabled: boolean, tx: Db) {
    const repo = this.repo.joining(tx);
    const now = this.now();
    const active = await repo.activeBreak(member.id, now);
    if (active) throw breakRefusal(active);
    if (!enabled) return;
    for (const row of await repo.limitsOf(member.id, DEPOSIT_KINDS, { lock: true })) {
      const limit = inForce(row, now).value;
      if (limit === null) continue;
      const period = periodOf(row.kind as (typeof DEPOSIT_KINDS)[number]);
      // This order included.
      const deposited = await repo.depositedSince(member.id, periodStart(period, now));
      if (deposited > limit) {
        const before = deposited - amount;
        throw new AppError("DEPOSIT_LIMIT_REACHED", "This deposit passes your deposit limit", undefined, {
          period,
          limit: minorToDecimal(limit, merchant.currencyScale),
          remaining: minorToDecimal(limit > before ? limit - before : 0n, merchant.currencyScale),
        });
      }
    }
  }

  /**
   * Why the member may not play now, if so: the session limit passed (the session is ended
   * here, with its game sessions) or a loss limit reached. Reads the member's limits (one key
   * range) and, only when such limits exist, the session start and the hourly totals.
   */
  async playRefusal(
    member: ProtectedMember,
    merchant: Merchant,
    tokenHash: string | null,
    stake = 0n,
  ): Promise<PlayRefusal | undefined> {
    return (await this.playCheck(member, merchant, tokenHash, stake)).refusal;
  }

  /**
   * playRefusal, and whether the member has loss limits in force. `lossLater` leaves the loss
   * sums to the caller's transaction (lossLimitReached, where two bets cannot both slip under):
   * a bet then reads them once, not twice.
   */
  async playCheck(
    member: ProtectedMember,
    merchant: Merchant,
    tokenHash: string | null,
    stake = 0n,
    options: { lossLater?: boolean } = {},
  ): Promise<{ refusal?: PlayRefusal; lossLimits: boolean }> {
    const now = this.now();
    // A break refuses play even if a game session outlived the sessions it ended (a cached game
    // token), and whatever the brand's switch says now (see checkLogin). With the switch on, the
    // break and the limits are one statement.
    const refusedForBreak = async () => {
      const active = await this.repo.activeBreak(member.id, now);
      return active && { refusal: active, lossLimits: false };
    };
    if (!(await this.enabled(merchant.id))) return (await refusedForBreak()) ?? { lossLimits: false };
    const state = await this.repo.playState(member.id, now, PLAY_KINDS);
    if (state.onBreak) {
      const refused = await refusedForBreak();
      if (refused) return refused;
    }
    let lossLimits = false;
    for (const stored of state.limits) {
      const row = inForce(stored, now);
      if (row.value === null) continue;
      if (row.kind === "SESSION_MINUTES") {
        if (tokenHash && (await this.sessionTimeUp(tokenHash, row.value, now)))
          return { refusal: "SESSION_LIMIT_REACHED", lossLimits };
        continue;
      }
      lossLimits = true;
      if (options.lossLater) continue;
      const loss = await this.repo.netLossSince(member.id, merchant.currency, periodStart(periodOf(row.kind), now));
      if (lossPasses(loss, stake, row.value)) return { refusal: "LOSS_LIMIT_REACHED", lossLimits };
    }
    return { lossLimits };
  }

  /**
   * SQL for a play statement to hold to, with this service's clock: true when no break and no
   * limit of play could refuse the member (ProtectionRepository.playClear). Stricter than
   * playCheck (a limit the brand's switch turns off still counts), so a statement that finds it
   * false leaves the call to the way that checks (the seamless wallet's known sessions).
   */
  playClear(member: ProtectedMember): SQL {
    return this.repo.playClear(member.id, this.now(), PLAY_KINDS);
  }

  /**
   * The loss limits checked again inside a bet's own transaction (`tx`, handed on by the seamless
   * wallet), with their rows locked: two bets of one member at once take turns, the second
   * reading the totals the first committed with its bet, so together they cannot pass a limit
   * that each alone would not. Only for members playCheck found loss limits for.
   */
  async lossLimitReached(member: ProtectedMember, merchant: Merchant, stake: bigint, tx: Db): Promise<boolean> {
    const repo = this.repo.joining(tx);
    const now = this.now();
    for (const stored of await repo.limitsOf(member.id, LOSS_KINDS, { lock: true })) {
      const row = inForce(stored, now);
      if (row.value === null) continue;
      const period = periodOf(row.kind as (typeof LOSS_KINDS)[number]);
      const loss = await repo.netLossSince(member.id, merchant.currency, periodStart(period, now));
      if (lossPasses(loss, stake, row.value)) return true;
    }
    return false;
  }

  /**
   * Whether the login `tokenHash` has passed a session limit of `minutes`; if so the login is
   * ended here (its game sessions with it), so the member is logged out.
   */
  private async sessionTimeUp(tokenHash: string, minutes: bigint, now: Date): Promise<boolean> {
    const started = await this.repo.sessionStart(tokenHash);
    if (!started || started.getTime() + Number(minutes) * 60_000 > now.getTime()) return false;
    await this.sessions.revoke(tokenHash);
    return true;
  }

  /**
   * The session limit on a deposit (the "deposit and bet paths"): a login past the
   * member's session limit deposits nothing, and is ended. Read before the deposit's transaction
   * (ending a login writes elsewhere, which inside it would wait on it on PGlite's one connection).
   */
  async checkDepositSession(member: ProtectedMember, merchant: Merchant, tokenHash: string): Promise<void> {
    if (!(await this.enabled(merchant.id))) return;
    const now = this.now();
    const [row] = await this.repo.limitsOf(member.id, ["SESSION_MINUTES"]);
    const minutes = row && inForce(row, now).value;
    if (minutes !== undefined && minutes !== null && (await this.sessionTimeUp(tokenHash, minutes, now)))
      throw sessionLimitReached();
  }

  /** playRefusal as an error, for the member's own calls (launch, transfer into a game). */
  async checkPlay(member: ProtectedMember, merchant: Merchant, tokenHash: string | null): Promise<void> {
    const refused = await this.playRefusal(member, merchant, tokenHash);
    if (typeof refused === "object") throw breakRefusal(refused);
    if (refused === "SESSION_LIMIT_REACHED") throw sessionLimitReached();
    if (refused) throw new AppError("LOSS_LIMIT_REACHED", "Your loss limit is reached");
  }

  /** An operator's view of a member's protection (the member must be of the operator's brand). */
  async operatorView(member: ProtectedMember, merchant: Merchant): Promise<Protection> {
    return this.view(member, merchant);
  }

  /**
   * An operator lifting a break early: a time-out may be lifted, a self-exclusion never (the
   * member asked for it to hold against their own later wish, and against a persuaded operator).
   */
  async operatorLift(member: ProtectedMember, operatorId: number): Promise<void> {
    const active = await this.repo.activeBreak(member.id, this.now());
    if (!active) throw new AppError("NOT_FOUND", "No break in force");
    if (active.kind === "SELF_EXCLUSION") {
      throw new AppError("SELF_EXCLUDED", "A self-exclusion cannot be lifted before it ends", undefined, {
        until: active.endsAt.toISOString(),
      });
    }
    await this.repo.liftTimeOut(active.id, operatorId, this.now());
  }
}
