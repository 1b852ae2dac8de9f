import { and, count, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { SmsPurpose } from "@portal/contract/api/accounts";
import type { Db } from "../../db/client";
import { Repository } from "../../db/repository";
import { captchas, merchants, smsCodes, spentTokens, type SpentTokenKind } from "../../db/schema";

export interface Phone {
  merchantId: number;
  countryDialingCode: string;
  mobileNum: string;
}

const samePhone = (p: Phone) =>
  and(
    eq(smsCodes.merchantId, p.merchantId),
    eq(smsCodes.countryDialingCode, p.countryDialingCode),
    eq(smsCodes.mobileNum, p.mobileNum),
  );

/**
 * What the checks of the verification module store: captchas, spent tokens (bot-check
 * solutions, request nonces) and SMS codes; and the brand's name for the SMS text.
 */
export class VerificationRepository extends Repository<VerificationRepository> {
  protected on(db: Db) {
    return new VerificationRepository(db);
  }

  // -------------------------------------------------------------------------------------------
  // Captchas

  async insertCaptcha(row: { id: string; answerHash: string; expiresAt: Date }) {
    await this.db.insert(captchas).values(row);
  }

  /**
   * Marks the captcha used and answers its hash, in one statement: of two concurrent attempts
   * only one gets the row. Undefined when unknown or already used.
   */
  async consumeCaptcha(id: string, now: Date) {
    const [row] = await this.db
      .update(captchas)
      .set({ usedAt: now })
      .where(and(eq(captchas.id, id), isNull(captchas.usedAt)))
      .returning({ answerHash: captchas.answerHash, expiresAt: captchas.expiresAt });
    return row;
  }

  async deleteCaptchasExpiredBefore(before: Date) {
    await this.db.delete(captchas).where(lt(captchas.expiresAt, before));
  }

  // -------------------------------------------------------------------------------------------
  // Spent tokens (bot-check solutions, request nonces)

  /** Records a token as spent; false when it already was (a replay). */
  async spendToken(kind: SpentTokenKind, tokenHash: string, expiresAt: Date): Promise<boolean> {
    const inserted = await this.db
      .insert(spentTokens)
      .values({ kind, tokenHash, expiresAt })
      .onConflictDoNothing()
      .returning({ tokenHash: spentTokens.tokenHash });
    return inserted.length === 1;
  }

  async deleteSpentTokensExpiredBefore(kind: SpentTokenKind, before: Date) {
    await this.db.delete(spentTokens).where(and(eq(spentTokens.kind, kind), lt(spentTokens.expiresAt, before)));
  }

  // -------------------------------------------------------------------------------------------
  // SMS codes

  /**
   * Serialises sends to one number and from one address until the transaction ends, so two
   * concurrent requests cannot both pass the limits. Number first, address second, always.
   * Only inside `transaction`.
   */
  async lockForSend(phone: Phone, ip: string) {
    const numberKey = `sms:${phone.merchantId}:${phone.countryDialingCode}:${phone.mobileNum}`;
    await this.db.execute(sql`select pg_advisory_xact_lock(hashtext(${numberKey}))`);
    await this.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms-ip:${ip}`}))`);
  }

  async countCodesToNumberSince(phone: Phone, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(smsCodes)
      .where(and(samePhone(phone), gt(smsCodes.createdAt, since)));
    return row?.n ?? 0;
  }

  async countCodesFromIpSince(ip: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(smsCodes)
      .where(and(eq(smsCodes.ip, ip), gt(smsCodes.createdAt, since)));
    return row?.n ?? 0;
  }

  async insertSmsCode(
    row: Phone & { purpose: SmsPurpose; codeHash: string; ip: string; createdAt: Date; expiresAt: Date; usedAt?: Date },
  ): Promise<number> {
    const [inserted] = await this.db.insert(smsCodes).values(row).returning({ id: smsCodes.id });
    return inserted!.id;
  }

  /** The last code issued for this number and purpose, whatever its state. */
  async newestSmsCode(phone: Phone, purpose: SmsPurpose) {
    const [row] = await this.db
      .select({ id: smsCodes.id })
      .from(smsCodes)
      .where(and(samePhone(phone), eq(smsCodes.purpose, purpose)))
      .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
      .limit(1);
    return row;
  }

  /**
   * Counts one try on a live code (unused, unexpired, under `maxTries`) and answers its hash;
   * undefined when the code is not live. The count is taken before the comparison, so every
   * try, right or wrong, uses one of the allowed tries.
   */
  async countTry(id: number, now: Date, maxTries: number) {
    const [row] = await this.db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(
        and(eq(smsCodes.id, id), isNull(smsCodes.usedAt), gt(smsCodes.expiresAt, now), lt(smsCodes.attempts, maxTries)),
      )
      .returning({ codeHash: smsCodes.codeHash });
    return row;
  }

  /** Marks a code used; false when another request used it first. */
  async markSmsCodeUsed(id: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(smsCodes)
      .set({ usedAt: now })
      .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt)))
      .returning({ id: smsCodes.id });
    return rows.length === 1;
  }

  // -------------------------------------------------------------------------------------------
  // Brands

  async merchantName(merchantId: number): Promise<string> {
    const [row] = await this.db.select({ name: merchants.name }).from(merchants).where(eq(merchants.id, merchantId));
    return row?.name ?? "";
  }
}
