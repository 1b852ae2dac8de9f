import { randomInt } from "node:crypto";
import {
  DEVICE_ID_PATTERN,
  REFERRAL_LINK_PARAM,
  type ReferralStatus,
  type REFUSAL_REASONS,
} from "@portal/contract/api/referral";
import type { AdminReferralQuery, ReferralTerms, ReferralTermsRequest } from "@portal/contract/api/referral";
import { decimalToMinor, minorToDecimal } from "@portal/contract/money";
import type { Db } from "../../db/client";
import type { CursorRequest } from "../../db/keyset";
import { AppError } from "../../http/app-error";
import { maskAccount } from "../bets/winner-board";
import type { Merchant } from "../merchants/repository";
import type { Member } from "../members/repository";
import { qrCodeSvg } from "../system/qr-code";
import { SETTINGS_SCHEMA, type Settings } from "../system/settings";
import type { ReferralRepository } from "./repository";

/** Codes avoid letters and digits read alike (0/O, 1/I/L). */
const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const CODE_LENGTH = 8;

/**
 * Invite friends (decision 0043). A member's referral code is made the first time it is asked
 * for. A friend registering with it becomes a referral: PENDING, or REFUSED at once when the
 * friend's device is one the referrer used, one another friend of the referrer registered from,
 * or unknown (no device id: nothing to check it by). The `referrals` job brings the pending ones
 * up to date from the friends' deposits and bet totals, and issues the referrer's reward once a
 * friend reaches the brand's thresholds.
 */
export class ReferralService {
  constructor(
    private readonly repo: ReferralRepository,
    /** The server's PUBLIC_ORIGIN, for brands without a publicOrigin setting of their own. */
    private readonly defaultOrigin: string,
  ) {}

  async summary(member: Member, merchant: Merchant, settings: Settings) {
    const code = await this.codeOf(member);
    const link = `${settings.publicOrigin || this.defaultOrigin}/?${REFERRAL_LINK_PARAM}=${code}`;
    return {
      code,
      link,
      qrCode: `data:image/svg+xml;base64,${Buffer.from(await qrCodeSvg(link)).toString("base64")}`,
      terms: this.terms(merchant, settings),
      ...(await this.repo.counts(member.id)),
    };
  }

  async friends(member: Member, settings: Settings, request: CursorRequest) {
    const page = await this.repo.friends(member.id, request);
    const minTurnover = BigInt(settings.referralMinTurnoverMinor);
    const percentOf = (turnover: bigint) =>
      minTurnover <= 0n || turnover >= minTurnover ? 100 : Number((turnover * 100n) / minTurnover);
    return {
      list: page.rows.map(({ referral: r, account }) => ({
        account: maskAccount(account),
        status: r.status,
        reason: r.reason,
        joinedAt: r.createdAt.getTime(),
        // A qualified friend reached the terms it was judged by (the brand's may have changed since).
        depositReached:
          r.status === "QUALIFIED" ||
          (r.firstDeposit !== null && r.firstDeposit >= BigInt(settings.referralMinFirstDepositMinor)),
        turnoverPercent: r.status === "QUALIFIED" ? 100 : percentOf(r.turnover > 0n ? r.turnover : 0n),
        qualifiedAt: r.qualifiedAt?.getTime() ?? null,
      })),
      next: page.next,
      prev: page.prev,
      total: page.total,
      totalCapped: page.totalCapped,
      pageSize: request.pageSize,
    };
  }

  /** The brand's terms in its money (the settings hold minor units). */
  terms(merchant: Merchant, settings: Settings): ReferralTerms {
    const money = (minor: number) => minorToDecimal(BigInt(minor), merchant.currencyScale);
    return {
      enabled: settings.referralEnabled,
      reward: money(settings.referralRewardMinor),
      minFirstDeposit: money(settings.referralMinFirstDepositMinor),
      minTurnover: money(settings.referralMinTurnoverMinor),
      windowDays: settings.referralWindowDays,
    };
  }

  /**
   * Terms typed in the brand's money as the settings that hold them (minor units). More decimals
   * than the currency has, or more than a setting holds, is a field error named as the request's field.
   */
  termsSettings(merchant: Merchant, body: ReferralTermsRequest) {
    const minor = (field: "reward" | "minFirstDeposit" | "minTurnover", key: keyof Settings): number => {
      const value = decimalToMinor(body[field], merchant.currencyScale);
      if (value === null) {
        throw new AppError("VALIDATION_FAILED", "Invalid amount", {
          [field]: `an amount with at most ${merchant.currencyScale} decimals`,
        });
      }
      const schema = SETTINGS_SCHEMA[key];
      if (value > BigInt(Number.MAX_SAFE_INTEGER) || !schema.safeParse(Number(value)).success) {
        throw new AppError("VALIDATION_FAILED", "The amount is too large", { [field]: "too large" });
      }
      return Number(value);
    };
    return {
      referralEnabled: body.enabled,
      referralRewardMinor: minor("reward", "referralRewardMinor"),
      referralMinFirstDepositMinor: minor("minFirstDeposit", "referralMinFirstDepositMinor"),
      referralMinTurnoverMinor: minor("minTurnover", "referralMinTurnoverMinor"),
      referralWindowDays: Number(body.windowDays),
    } satisfies Partial<Settings>;
  }

  /** The brand's referrals for the back office, newest first, by cursor, amounts in the brand's money. */
  async brandReferrals(merchant: Merchant, query: AdminReferralQuery & { pageSize: number }) {
    const referrerId =
      query.referrer === undefined
        ? undefined
        : ((await this.repo.memberIdByAccount(merchant.id, query.referrer)) ?? null);
    const page = await this.repo.brandReferrals(merchant.id, { status: query.status, referrerId }, query);
    const money = (minor: bigint) => minorToDecimal(minor, merchant.currencyScale);
    return {
      list: page.rows.map(({ referral: r, friend, referrer }) => ({
        referrerId: r.referrerId,
        referrer,
        friendId: r.refereeId,
        friend,
        status: r.status,
        reason: r.reason,
        joinedAt: r.createdAt.getTime(),
        firstDeposit: r.firstDeposit === null ? null : money(r.firstDeposit),
        turnover: money(r.turnover > 0n ? r.turnover : 0n),
        qualifiedAt: r.qualifiedAt?.getTime() ?? null,
      })),
      next: page.next,
      prev: page.prev,
      total: page.total,
      totalCapped: page.totalCapped,
      pageSize: query.pageSize,
    };
  }

  /** The member a referral code names, checked before a registration writes anything. */
  async referrerOf(merchant: Merchant, code: string): Promise<number> {
    const referrerId = await this.repo.memberByCode(merchant.id, code.trim().toUpperCase());
    if (referrerId === undefined) {
      throw new AppError("VALIDATION_FAILED", "Unknown referral code", { referralCode: "unknown" });
    }
    return referrerId;
  }

  /** Records a new member as the referrer's friend, refused when its device says it is not a new person. */
  /**
   * Records a new member as the referrer's friend, in the registration's transaction (`tx`): the
   * member and the referral commit together. A referrer's friends are recorded one at a time
   * (an advisory lock), so two registrations from one device cannot both pass the device check.
   */
  async recordJoin(tx: Db, merchantId: number, refereeId: number, referrerId: number, deviceId: string): Promise<void> {
    const repo = this.repo.joining(tx);
    await repo.queueFriendsOf(referrerId);
    let status: ReferralStatus = "PENDING";
    let reason: (typeof REFUSAL_REASONS)[number] | null = null;
    if (!DEVICE_ID_PATTERN.test(deviceId)) {
      [status, reason] = ["REFUSED", "UNKNOWN_DEVICE"];
    } else if (await repo.referrerUsedDevice(referrerId, deviceId)) {
      [status, reason] = ["REFUSED", "SELF_REFERRAL"];
    } else if (await repo.friendUsedDevice(referrerId, deviceId)) {
      [status, reason] = ["REFUSED", "DUPLICATE_DEVICE"];
    }
    await repo.insert({ refereeId, merchantId, referrerId, deviceId, status, reason });
  }

  /** The brand's pending referrals brought up to date and rewarded (the `referrals` job). */
  qualify(merchant: Merchant, settings: Settings, now = new Date()) {
    if (!settings.referralEnabled) return Promise.resolve({ qualified: 0, expired: 0 });
    return this.repo.qualify(
      {
        merchantId: merchant.id,
        currency: merchant.currency,
        reward: BigInt(settings.referralRewardMinor),
        minFirstDeposit: BigInt(settings.referralMinFirstDepositMinor),
        minTurnover: BigInt(settings.referralMinTurnoverMinor),
        windowDays: settings.referralWindowDays,
        rewardExpiryDays: settings.referralRewardExpiryDays,
      },
      now,
    );
  }

  private async codeOf(member: Member): Promise<string> {
    const existing = await this.repo.codeOf(member.id);
    if (existing) return existing;
    // 31^8 codes: a clash is rare, and the unique index sends it round again.
    for (let attempt = 0; attempt < 5; attempt++) {
      const code = Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
      if (await this.repo.saveCode(member.merchantId, member.id, code)) return (await this.repo.codeOf(member.id))!;
    }
    throw new AppError("INTERNAL_ERROR", "Please retry");
  }
}
