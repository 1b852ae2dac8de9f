import { and, eq, sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";
import { Repository } from "../../db/repository";
import { openRoundsByMemberGame } from "../bets/totals-repository";
import {
  announcements,
  betTotalsHourly,
  games,
  memberRewards,
  members,
  memberTree,
  memberVip,
  promotionOffers,
} from "../../db/schema";
import type { Offer } from "./repository";

/** One cashback offer's period to pay: the brand's currency and when its rewards expire. */
export interface CashbackRun {
  offer: Offer;
  currency: string;
  start: Date;
  end: Date;
  expiresAt: Date;
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * A cashback reward's source: its promotion, period kind and period start. The kind is in it so a
 * week starting on a Monday never takes the place of that Monday's day (an offer switched from
 * daily to weekly).
 */
export const cashbackSource = (promotionId: number, period: string | null, start: Date) =>
  `${promotionId}:${period ?? "DAY"}:${start.toISOString()}`;

/** Cashback promotions (decision 0045): their offers, and a period's rewards worked out in one statement. */
export class CashbackRepository extends Repository<CashbackRepository> {
  protected on(db: Db) {
    return new CashbackRepository(db);
  }

  /** The brand's active cashback offers whose promotion is active. */
  offers(merchantId: number): Promise<Offer[]> {
    return this.db
      .select({ offer: promotionOffers })
      .from(promotionOffers)
      .innerJoin(announcements, eq(announcements.id, promotionOffers.announcementId))
      .where(
        and(
          eq(promotionOffers.merchantId, merchantId),
          eq(promotionOffers.kind, "CASHBACK"),
          eq(promotionOffers.active, true),
          eq(announcements.active, true),
        ),
      )
      .then((rows) => rows.map((r) => r.offer));
  }

  /**
   * Issues the period's cashback: each member's net loss in [start, end) (valid stake less valid
   * payout, rolled-back rounds left out, of the offer's category or every game) from the hourly
   * bet totals; where it reaches the offer's minimum, its percent capped at the offer's maximum,
   * for the members of its audience (labels, agents' teams). Once per member, offer and period:
   * the reward's source is both. How many were issued now.
   */
  async issue(run: CashbackRun): Promise<number> {
    const { offer } = run;
    const brand = sql`${offer.merchantId}::int`;
    // A category's games through the catalogue; every game (also one not in it) for GENERAL, as
    // the member's running view counts them.
    const inCategory =
      offer.category === "GENERAL"
        ? sql``
        : sql` join ${games} g on g.merchant_id = p.merchant_id and g.vassalage = p.vendor and g.game_code = p.game_code
            and g.category = ${offer.category}`;
    const open = openRoundsByMemberGame(brand, run.currency, ts(run.start), ts(run.end));
    const list = (values: (string | number)[]) =>
      sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      );
    const labels = offer.labels.length === 0 ? sql`` : sql` and m.labels ?| array[${list(offer.labels)}]::text[]`;
    const vip =
      offer.vipLevels.length === 0
        ? sql``
        : sql` and coalesce((select v.level from ${memberVip} v where v.member_id = m.id), 0) in (${list(offer.vipLevels)})`;
    const agents =
      offer.agentIds.length === 0
        ? sql``
        : sql` and exists (select 1 from ${memberTree} t where t.descendant_id = m.id and t.depth >= 1
            and t.ancestor_id in (${list(offer.agentIds)}))`;
    const [row] = await queryRows<{ n: number }>(
      this.db,
      sql`with loss as (
          select p.member_id, sum(p.net) as net from (
            select h.member_id, h.merchant_id, h.vendor, h.game_code,
              (h.stake - h.rolled_back_stake) - (h.payout - h.rolled_back_payout) as net
            from ${betTotalsHourly} h
            where h.merchant_id = ${brand} and h.currency = ${run.currency}
              and h.hour >= ${ts(run.start)} and h.hour < ${ts(run.end)}
            union all
            -- A round still open is no loss yet (it may be cancelled): its stake is left out.
            select o.member_id, ${brand}, o.vendor, o.game_code, -o.stake from (${open}) o
          ) p${inCategory}
          group by p.member_id
        ), due as (
          select l.member_id,
            least(floor(l.net * ${offer.percentBp}::int / 10000), ${offer.maxBonus.toString()}::bigint)::bigint as amount
          from loss l join ${members} m on m.id = l.member_id
          where l.net > 0 and l.net >= ${offer.minLoss.toString()}::bigint${labels}${agents}${vip}
        ), issued as (
          insert into ${memberRewards} (merchant_id, member_id, kind, source_key, amount, currency, status, issued_at, expires_at)
          select ${brand}, member_id, 'CASHBACK', ${cashbackSource(offer.announcementId, offer.reloadPeriod, run.start)}, amount,
            ${run.currency}, 'ISSUED', ${ts(run.end)}, ${ts(run.expiresAt)}
          from due where amount > 0
          on conflict (member_id, kind, source_key) do nothing
          returning 1
        )
        select count(*)::int as n from issued`,
    );
    return row!.n;
  }
}
