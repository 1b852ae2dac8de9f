import type { MemberProfile, MemberRow, MemberSearchQuery } from "@portal/contract/api/admin-members";
import { minorToDecimal } from "@portal/contract/money";
import type { Db } from "../../db/client";
import { AppError } from "../../http/app-error";
import type { Member, MemberRepository } from "../members/repository";
import type { SessionService } from "../sessions/service";
import type { MemberAdminRepository } from "./member-admin-repository";
import { maskAccountNumber } from "../withdrawals/bank-accounts";

/** An audit entry written in the decision's transaction (shared.ts traceOf). */
type Trace = (tx: Db) => Promise<unknown>;

/** A mobile number with all but its last four digits hidden. */
export function maskMobile(code: string | null, number: string | null): string | null {
  if (!number) return null;
  const shown = number.slice(-4);
  return `${code ? `+${code} ` : ""}${"*".repeat(Math.max(0, number.length - shown.length))}${shown}`;
}

/**
 * The back office's members (issue 17): search, a member's page and the operator's actions on a
 * member. Every member is looked up within the operator's brand: a member of another brand is
 * NOT_FOUND, as an id that does not exist. Status and password flags go through MemberRepository
 * (its cache drops the row at commit, so the next call of the member sees them); a lock also
 * ends every session, as does the explicit "end sessions".
 */
export class MemberAdmin {
  constructor(
    private readonly repo: MemberAdminRepository,
    private readonly members: MemberRepository,
    private readonly sessions: SessionService,
  ) {}

  /** The brand's member, or NOT_FOUND. */
  async member(merchantId: number, memberId: number): Promise<Member> {
    const found = await this.members.findById(memberId);
    if (!found || found.merchantId !== merchantId) throw new AppError("NOT_FOUND", "No such member");
    return found;
  }

  /** The member's uplines, from the top of the tree down to the direct upline. */
  uplines(memberId: number) {
    return this.repo.uplines(memberId);
  }

  async search(merchantId: number, query: MemberSearchQuery) {
    const page = await this.repo.search(merchantId, query);
    return {
      list: page.rows.map(({ member }) => this.row(member)),
      next: page.next,
      prev: page.prev,
      total: page.total,
      totalCapped: page.totalCapped,
      pageSize: query.pageSize,
    };
  }

  async profile(
    merchant: { id: number; currencyScale: number },
    memberId: number,
    now = new Date(),
  ): Promise<Omit<MemberProfile, "gameWallets">> {
    const member = await this.member(merchant.id, memberId);
    const [wallets, uplines, vipLevel, protection, sessions, linked, banks] = await Promise.all([
      this.repo.wallets(merchant.id, member.id),
      this.repo.uplines(member.id),
      this.repo.vipLevel(member.id),
      this.repo.protectionInForce(member.id, now),
      this.repo.latestSessions(member.id),
      this.repo.linked(merchant.id, member.id),
      this.repo.bankAccounts(member.id),
    ]);
    return {
      ...this.row(member),
      mobile: member.mobileNum
        ? `${member.countryDialingCode ? `+${member.countryDialingCode} ` : ""}${member.mobileNum}`
        : null,
      email: member.email,
      language: member.language,
      registeredIp: member.registeredIp,
      lastLoginIp: member.lastLoginIp,
      mustChangePassword: member.mustChangePassword,
      vipLevel,
      uplines,
      wallets: wallets.map((w) => ({
        kind: w.kind,
        currency: w.currency,
        balance: minorToDecimal(w.balance, merchant.currencyScale),
      })),
      protection: protection ? { kind: protection.kind, endsAt: protection.endsAt.getTime() } : null,
      bankAccounts: banks.map((bank) => ({ ...bank, accountNumber: maskAccountNumber(bank.accountNumber) })),
      sessions: sessions.map((s) => ({
        createdAt: s.createdAt.getTime(),
        lastSeenAt: s.lastSeenAt.getTime(),
        ip: s.ip,
        deviceId: s.deviceId,
        origin: s.origin,
        active: s.revokedAt === null && s.expiresAt > now,
      })),
      linked,
    };
  }

  /** Locks (DISABLED: every session ended, login refused) or unlocks a member. */
  async setStatus(merchantId: number, memberId: number, status: Member["status"], trace: Trace): Promise<void> {
    await this.member(merchantId, memberId);
    await this.members.transaction(async (repo, tx) => {
      await repo.update(memberId, { status });
      await trace(tx);
    });
    if (status === "DISABLED") await this.sessions.revokeAll(memberId);
  }

  /** The member must change their password before anything else (their next call says so). */
  async forcePasswordChange(merchantId: number, memberId: number, trace: Trace): Promise<void> {
    await this.member(merchantId, memberId);
    await this.members.transaction(async (repo, tx) => {
      await repo.update(memberId, { mustChangePassword: true });
      await trace(tx);
    });
  }

  /** Ends every session of the member (they log in again). */
  async revokeSessions(merchantId: number, memberId: number, trace: Trace): Promise<void> {
    await this.member(merchantId, memberId);
    await this.repo.transaction(async (_repo, tx) => trace(tx));
    await this.sessions.revokeAll(memberId);
  }

  /**
   * Replaces the member's labels (`members.labels`: what the member info, promotions' audiences
   * and messages read), each once, as typed.
   */
  async setLabels(merchantId: number, memberId: number, labels: readonly string[], trace: Trace): Promise<string[]> {
    await this.member(merchantId, memberId);
    const unique = [...new Set(labels.map((l) => l.trim()))].sort();
    await this.members.transaction(async (repo, tx) => {
      await repo.update(memberId, { labels: unique });
      await trace(tx);
    });
    return unique;
  }

  private row(member: Member): MemberRow {
    return {
      id: member.id,
      account: member.account,
      nickname: member.nickname,
      mobile: maskMobile(member.countryDialingCode, member.mobileNum),
      memberType: member.memberType,
      status: member.status,
      registeredAt: member.registeredAt.getTime(),
      lastLoginAt: member.lastLoginAt?.getTime() ?? null,
      labels: member.labels,
    };
  }
}
