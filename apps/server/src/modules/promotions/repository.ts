import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, notExists, or, sql, type SQL } from "drizzle-orm";
import { hotSql } from "../../db/hot-sql";
import type { AlongBooks } from "../../ledger/post";
import { MEMBER_KIND, memberBalances, type MoneyOwner } from "../money/wallets";
import { queryRows, type Db } from "../../db/client";
import { cappedCountWhere, Keyset, type CursorRequest } from "../../db/keyset";
import { Repository } from "../../db/repository";
import {
  announcements,
  betRecords,
  bonusGrants,
  deposits,
  memberTree,
  memberVip,
  promotionOffers,
} from "../../db/schema";
import { linkedMemberIds, lockPerPerson, PER_PERSON_LOCK } from "../members/repository";

export type Offer = typeof promotionOffers.$inferSelect;
export type NewOffer = Omit<typeof promotionOffers.$inferInsert, "id" | "createdAt">;
export type Grant = typeof bonusGrants.$inferSelect;
export type NewGrant = Omit<typeof bonusGrants.$inferInsert, "id" | "grantedAt" | "endedAt" | "forfeitedAmount">;
export type EndedStatus = "COMPLETED" | "FORFEITED" | "EXPIRED";
/** A confirmed deposit that may carry a bonus: its order, amount and when it was confirmed. */
export interface BonusDeposit {
  orderNo: string;
  amount: bigint;
  confirmedAt: Date;
}

/** An offer with its promotion's title (the PR announcement's, every language). */
export type OfferWithTitle = { offer: Offer; title: Record<string, string> };

/** A member's bonuses, newest first, ties by id. */
const grantKeys = new Keyset("bonuses", [
  { column: bonusGrants.grantedAt, kind: "time" },
  { column: bonusGrants.id, kind: "int" },
]);

const isPromotion = eq(announcements.type, "PR");

/**
 * For a postAlong statement that takes money out of a member's main wallet (`mainId`): true when
 * what the wallet keeps covers the member's active bonus's locked amount (decision 0039), read
 * from a snapshot that no claim changed since (a claim posts on the main wallet). False, and the
 * statement writes nothing, when the lock is in the way or a claim committed meanwhile: the caller
 * then decides in a transaction under the wallet's lock (BonusLocks.refuseOutflow).
 */
export function keepsBonusLock(memberId: number, mainId: number, books: AlongBooks): SQL {
  return hotSql`(${books.unchangedSinceSnapshot(mainId)} and ${books.balanceAfter(mainId)} >= coalesce(
    (select locked_amount from ${bonusGrants} where member_id = ${memberId}::int and status = 'ACTIVE'), 0))`;
}

/** The offers operators attach to promotions, and the bonuses members took (decision 0039). */
export class PromotionRepository extends Repository<PromotionRepository> {
  protected on(db: Db) {
    return new PromotionRepository(db);
  }

  /** The brand's offers on show at `now`: active, in their period, their promotion published. */
  liveOffers(merchantId: number, now: Date): Promise<Offer[]> {
    return this.db
      .select({ offer: promotionOffers })
      .from(promotionOffers)
      .innerJoin(announcements, eq(announcements.id, promotionOffers.announcementId))
      .where(
        and(
          eq(promotionOffers.merchantId, merchantId),
          eq(promotionOffers.active, true),
          lte(promotionOffers.startsAt, now),
          or(isNull(promotionOffers.endsAt), gt(promotionOffers.endsAt, now)),
          eq(announcements.active, true),
          isPromotion,
        ),
      )
      .orderBy(asc(announcements.sort), asc(announcements.id))
      .then((rows) => rows.map((r) => r.offer));
  }

  /** The active offer of a published promotion of the brand (whatever its period). */
  async offerOfPromotion(merchantId: number, announcementId: number): Promise<OfferWithTitle | undefined> {
    const [row] = await this.db
      .select({ offer: promotionOffers, title: announcements.title })
      .from(promotionOffers)
      .innerJoin(announcements, eq(announcements.id, promotionOffers.announcementId))
      .where(
        and(
          eq(promotionOffers.merchantId, merchantId),
          eq(promotionOffers.announcementId, announcementId),
          eq(promotionOffers.active, true),
          eq(announcements.active, true),
          isPromotion,
        ),
      );
    return row && { offer: row.offer, title: row.title as Record<string, string> };
  }

  /** The member's VIP level (0 without a row, decision 0044). */
  async vipLevelOf(memberId: number): Promise<number> {
    const [row] = await this.db
      .select({ level: memberVip.level })
      .from(memberVip)
      .where(eq(memberVip.memberId, memberId));
    return row?.level ?? 0;
  }

  /** The agents above the member, nearest first (an offer's audience may name some). */
  async uplinesOf(memberId: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: memberTree.ancestorId })
      .from(memberTree)
      .where(and(eq(memberTree.descendantId, memberId), gte(memberTree.depth, 1)))
      .orderBy(asc(memberTree.depth));
    return rows.map((r) => r.id);
  }

  /** The member's first confirmed deposit, by when it was made. */
  async firstDeposit(memberId: number): Promise<BonusDeposit | undefined> {
    const [row] = await this.db
      .select({ orderNo: deposits.orderNo, amount: deposits.amount, confirmedAt: deposits.updatedAt })
      .from(deposits)
      .where(and(eq(deposits.memberId, memberId), eq(deposits.status, "CONFIRMED")))
      .orderBy(asc(deposits.createdAt), asc(deposits.orderNo))
      .limit(1);
    return row;
  }

  /** The member's latest confirmed deposit since `from` of at least `min` that gave no bonus yet. */
  async unusedDepositSince(memberId: number, from: Date, min: bigint): Promise<BonusDeposit | undefined> {
    const [row] = await this.db
      .select({ orderNo: deposits.orderNo, amount: deposits.amount, confirmedAt: deposits.updatedAt })
      .from(deposits)
      .where(
        and(
          eq(deposits.memberId, memberId),
          eq(deposits.status, "CONFIRMED"),
          gte(deposits.updatedAt, from),
          gte(deposits.amount, min),
          notExists(
            this.db
              .select({ one: sql`1` })
              .from(bonusGrants)
              .where(eq(bonusGrants.depositOrderNo, deposits.orderNo)),
          ),
        ),
      )
      .orderBy(desc(deposits.updatedAt), desc(deposits.orderNo))
      .limit(1);
    return row;
  }

  /** Whether the member has a round still open that was bet in [from, to) (bet_records_member_open). */
  async openRoundBetween(memberId: number, from: Date, to: Date): Promise<boolean> {
    const [row] = await this.db
      .select({ id: betRecords.id })
      .from(betRecords)
      .where(
        and(
          eq(betRecords.memberId, memberId),
          eq(betRecords.status, "OPEN"),
          gte(betRecords.betAt, from),
          lt(betRecords.betAt, to),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /**
   * Makes the claims of one offer wait for each other (a transaction's advisory lock): the
   * one-per-person check then sees a linked account's claim that committed just before.
   */
  async queueClaims(offerId: number): Promise<void> {
    await lockPerPerson(this.db, PER_PERSON_LOCK.bonusOffer, sql`${offerId}::int`);
  }

  /** The offer with a share lock: an operator's change to it waits for the claim reading it. */
  async lockOffer(id: number): Promise<Offer | undefined> {
    const [row] = await this.db.select().from(promotionOffers).where(eq(promotionOffers.id, id)).for("share");
    return row;
  }

  /** The member's main wallet balance (0 when never opened). */
  async mainBalance(owner: MoneyOwner): Promise<bigint> {
    return (await memberBalances(this.db, owner, [MEMBER_KIND.main])).get(MEMBER_KIND.main)!;
  }

  async offerHasGrants(offerId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: bonusGrants.id })
      .from(bonusGrants)
      .where(eq(bonusGrants.offerId, offerId))
      .limit(1);
    return row !== undefined;
  }

  async depositGaveBonus(orderNo: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: bonusGrants.id })
      .from(bonusGrants)
      .where(eq(bonusGrants.depositOrderNo, orderNo));
    return row !== undefined;
  }

  async grantByRequest(memberId: number, requestId: string): Promise<Grant | undefined> {
    const [row] = await this.db
      .select()
      .from(bonusGrants)
      .where(and(eq(bonusGrants.memberId, memberId), eq(bonusGrants.requestId, requestId)));
    return row;
  }

  async grantOfPeriod(offerId: number, memberId: number, periodKey: string): Promise<Grant | undefined> {
    const [row] = await this.db
      .select()
      .from(bonusGrants)
      .where(
        and(eq(bonusGrants.offerId, offerId), eq(bonusGrants.memberId, memberId), eq(bonusGrants.periodKey, periodKey)),
      );
    return row;
  }

  /**
   * Whether another member who shares a device (a session's device id) or a bank account number
   * with this one already had a bonus of this offer and period: one bonus per person.
   */
  async periodTakenByLinkedMember(offerId: number, memberId: number, periodKey: string): Promise<boolean> {
    const [row] = await queryRows<{ one: number }>(
      this.db,
      sql`select 1 as one from ${bonusGrants} g
        where g.offer_id = ${offerId}::int and g.period_key = ${periodKey}
          and g.member_id in (${linkedMemberIds(sql`${memberId}::int`)})
        limit 1`,
    );
    return row !== undefined;
  }

  /** The member's active bonus (at most one, `bonus_grants_one_active`). */
  async activeGrant(memberId: number): Promise<Grant | undefined> {
    const [row] = await this.db
      .select()
      .from(bonusGrants)
      .where(and(eq(bonusGrants.memberId, memberId), eq(bonusGrants.status, "ACTIVE")));
    return row;
  }

  /** A bonus with its row lock (only inside runLedger). */
  async lockGrant(id: number): Promise<Grant | undefined> {
    const [row] = await this.db.select().from(bonusGrants).where(eq(bonusGrants.id, id)).for("update");
    return row;
  }

  async insertGrant(grant: NewGrant): Promise<Grant> {
    const [row] = await this.db.insert(bonusGrants).values(grant).returning();
    return row!;
  }

  /** Ends an active bonus; undefined when it had ended already. */
  async endGrant(id: number, status: EndedStatus, forfeitedAmount: bigint | null): Promise<Grant | undefined> {
    const [row] = await this.db
      .update(bonusGrants)
      .set({ status, endedAt: sql`now()`, forfeitedAmount })
      .where(and(eq(bonusGrants.id, id), eq(bonusGrants.status, "ACTIVE")))
      .returning();
    return row;
  }

  /** Active bonuses past their deadline, by id after `afterId` (the expiry sweep's batches). */
  expiredActive(now: Date, limit: number, afterId = 0): Promise<Grant[]> {
    return this.db
      .select()
      .from(bonusGrants)
      .where(and(eq(bonusGrants.status, "ACTIVE"), lte(bonusGrants.expiresAt, now), gt(bonusGrants.id, afterId)))
      .orderBy(asc(bonusGrants.id))
      .limit(limit);
  }

  /** The member's bonuses with their promotion's title, newest first, a page by cursor. */
  async pageForMember(memberId: number, request: CursorRequest) {
    const own = eq(bonusGrants.memberId, memberId);
    const page = await grantKeys.page(request, { memberId }, ({ after, orderBy, limit }) =>
      this.db
        .select({
          key: grantKeys.select,
          grant: bonusGrants,
          title: announcements.title,
          promotionId: announcements.id,
        })
        .from(bonusGrants)
        .innerJoin(promotionOffers, eq(promotionOffers.id, bonusGrants.offerId))
        .innerJoin(announcements, eq(announcements.id, promotionOffers.announcementId))
        .where(and(own, after))
        .orderBy(...orderBy)
        .limit(limit),
    );
    return { ...page, ...(await cappedCountWhere(this.db, bonusGrants, own)) };
  }

  /** The promotion (announcement id) and title of the offers given. */
  async promotionsOf(offerIds: number[]): Promise<Map<number, { promotionId: number; title: Record<string, string> }>> {
    if (offerIds.length === 0) return new Map();
    const rows = await this.db
      .select({ offerId: promotionOffers.id, promotionId: announcements.id, title: announcements.title })
      .from(promotionOffers)
      .innerJoin(announcements, eq(announcements.id, promotionOffers.announcementId))
      .where(inArray(promotionOffers.id, offerIds));
    return new Map(
      rows.map((r) => [r.offerId, { promotionId: r.promotionId, title: r.title as Record<string, string> }]),
    );
  }

  // --- Operators ---

  offersOfBrand(merchantId: number): Promise<Offer[]> {
    return this.db
      .select()
      .from(promotionOffers)
      .where(eq(promotionOffers.merchantId, merchantId))
      .orderBy(desc(promotionOffers.id))
      .limit(500);
  }

  async findOffer(merchantId: number, id: number): Promise<Offer | undefined> {
    const [row] = await this.db
      .select()
      .from(promotionOffers)
      .where(and(eq(promotionOffers.merchantId, merchantId), eq(promotionOffers.id, id)));
    return row;
  }

  /** Whether the brand has a promotion (PR announcement) of this id. */
  async isPromotion(merchantId: number, announcementId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: announcements.id })
      .from(announcements)
      .where(and(eq(announcements.merchantId, merchantId), eq(announcements.id, announcementId), isPromotion));
    return row !== undefined;
  }

  /** The new offer, or undefined when its promotion has one already. */
  async insertOffer(offer: NewOffer): Promise<Offer | undefined> {
    const [row] = await this.db.insert(promotionOffers).values(offer).onConflictDoNothing().returning();
    return row;
  }

  async updateOffer(merchantId: number, id: number, offer: NewOffer): Promise<Offer | undefined> {
    const [row] = await this.db
      .update(promotionOffers)
      .set(offer)
      .where(and(eq(promotionOffers.merchantId, merchantId), eq(promotionOffers.id, id)))
      .returning();
    return row;
  }
}
