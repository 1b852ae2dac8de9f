import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";
import { Repository } from "../../db/repository";
import { memberActiveDays, memberRewards, missions, referrals } from "../../db/schema";

export type MissionRow = typeof missions.$inferSelect;
export type NewMission = Omit<typeof missions.$inferInsert, "id" | "createdAt">;

/** Missions and the counts their tasks read (decision 0042); bets are read from the bet totals (bets module). */
export class MissionRepository extends Repository<MissionRepository> {
  protected on(db: Db) {
    return new MissionRepository(db);
  }

  /** The brand's missions, active ones only unless `all`, in the operator's order. */
  list(merchantId: number, all = false): Promise<MissionRow[]> {
    return this.db
      .select()
      .from(missions)
      .where(and(eq(missions.merchantId, merchantId), all ? undefined : eq(missions.active, true)))
      .orderBy(asc(missions.sort), asc(missions.id))
      .limit(200);
  }

  async one(merchantId: number, id: number): Promise<MissionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(missions)
      .where(and(eq(missions.merchantId, merchantId), eq(missions.id, id)));
    return row;
  }

  async insert(mission: NewMission): Promise<MissionRow> {
    const [row] = await this.db.insert(missions).values(mission).returning();
    return row!;
  }

  async update(merchantId: number, id: number, mission: Omit<NewMission, "merchantId">) {
    const [row] = await this.db
      .update(missions)
      .set(mission)
      .where(and(eq(missions.merchantId, merchantId), eq(missions.id, id)))
      .returning();
    return row;
  }

  async hasPrizes(missionId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ one: sql`1` })
      .from(memberRewards)
      .where(and(eq(memberRewards.kind, "MISSION"), eq(memberRewards.missionId, missionId)))
      .limit(1);
    return row !== undefined;
  }

  /** Brand days in [from, to) on which the member signed in or used a session. */
  async activeDays(memberId: number, from: Date, to: Date): Promise<bigint> {
    const [row] = await queryRows<{ n: string }>(
      this.db,
      sql`select count(*)::text as n from ${memberActiveDays}
        where ${memberActiveDays.memberId} = ${memberId}::int
          and ${memberActiveDays.day} >= ${from.toISOString()}::timestamptz
          and ${memberActiveDays.day} < ${to.toISOString()}::timestamptz`,
    );
    return BigInt(row?.n ?? 0);
  }

  /**
   * Friends who joined in [from, to) with the member's referral code and qualified (a first deposit
   * and turnover reaching the referral terms): an account made only to be invited counts nothing.
   */
  async friendsJoined(memberId: number, from: Date, to: Date): Promise<bigint> {
    const [row] = await this.db
      .select({ n: sql<string>`count(*)::text` })
      .from(referrals)
      .where(
        and(
          eq(referrals.referrerId, memberId),
          gte(referrals.createdAt, from),
          lt(referrals.createdAt, to),
          eq(referrals.status, "QUALIFIED"),
        ),
      );
    return BigInt(row?.n ?? 0);
  }
}
