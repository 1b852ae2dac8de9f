import type { ApplicationStatus } from "@portal/contract/api/promotion-events";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cappedCountWhere, Keyset, type CursorRequest } from "../../db/keyset";
import { paginate } from "../../db/paginate";
import { Repository } from "../../db/repository";
import { announcements, eventApplications, members, promotionEvents, uploads } from "../../db/schema";

export type PromotionEvent = typeof promotionEvents.$inferSelect;
export type NewEvent = Omit<typeof promotionEvents.$inferInsert, "id" | "createdAt">;
export type Application = typeof eventApplications.$inferSelect;
export type NewApplication = Pick<
  typeof eventApplications.$inferInsert,
  "merchantId" | "memberId" | "eventId" | "comment" | "imageIds" | "currency"
>;
/** An application with its promotion's id (the announcement's) and title in every language. */
export type ApplicationRow = { application: Application; promotionId: number; title: Record<string, string> };
/** The operators' list of applications: of one status, of one promotion's event (both optional). */
export type ApplicationFilter = { status?: ApplicationStatus | undefined; promotionId?: number | undefined };

const applicationKeys = new Keyset("applications", [
  { column: eventApplications.appliedAt, kind: "time" },
  { column: eventApplications.id, kind: "int" },
]);

const withPromotion = {
  application: eventApplications,
  promotionId: announcements.id,
  title: announcements.title,
} as const;

/** Apply-to-join events and their applications (decision 0040). */
export class EventRepository extends Repository<EventRepository> {
  protected on(db: Db) {
    return new EventRepository(db);
  }

  /** The active event of a published promotion of the brand. */
  async eventOfPromotion(merchantId: number, announcementId: number): Promise<PromotionEvent | undefined> {
    const [row] = await this.db
      .select({ event: promotionEvents })
      .from(promotionEvents)
      .innerJoin(announcements, eq(announcements.id, promotionEvents.announcementId))
      .where(
        and(
          eq(promotionEvents.merchantId, merchantId),
          eq(promotionEvents.announcementId, announcementId),
          eq(promotionEvents.active, true),
          eq(announcements.active, true),
          eq(announcements.type, "PR"),
        ),
      );
    return row?.event;
  }

  async applicationOf(memberId: number, eventId: number): Promise<ApplicationRow | undefined> {
    const [row] = await this.selectRows().where(
      and(eq(eventApplications.memberId, memberId), eq(eventApplications.eventId, eventId)),
    );
    return row && asRow(row);
  }

  /** An application with its row lock (only inside a transaction). */
  async lockApplication(id: number): Promise<Application | undefined> {
    const [row] = await this.db.select().from(eventApplications).where(eq(eventApplications.id, id)).for("update");
    return row;
  }

  async findRow(id: number): Promise<ApplicationRow | undefined> {
    const [row] = await this.selectRows().where(eq(eventApplications.id, id));
    return row && asRow(row);
  }

  /** The new application, or undefined when the member applied to the event already. */
  async insertOnce(application: NewApplication): Promise<Application | undefined> {
    const [row] = await this.db.insert(eventApplications).values(application).onConflictDoNothing().returning();
    return row;
  }

  async update(
    id: number,
    change: Partial<Pick<Application, "status" | "prize" | "note" | "reviewedBy">> & { reviewed?: boolean },
  ): Promise<Application> {
    const { reviewed, ...rest } = change;
    const [row] = await this.db
      .update(eventApplications)
      .set({ ...rest, ...(reviewed ? { reviewedAt: sql`now()` } : {}) })
      .where(eq(eventApplications.id, id))
      .returning();
    return row!;
  }

  async pageForMember(memberId: number, request: CursorRequest) {
    const own = eq(eventApplications.memberId, memberId);
    const page = await applicationKeys.page(request, { memberId }, ({ after, orderBy, limit }) =>
      this.db
        .select({ key: applicationKeys.select, ...withPromotion })
        .from(eventApplications)
        .innerJoin(promotionEvents, eq(promotionEvents.id, eventApplications.eventId))
        .innerJoin(announcements, eq(announcements.id, promotionEvents.announcementId))
        .where(and(own, after))
        .orderBy(...orderBy)
        .limit(limit),
    );
    return {
      ...page,
      rows: page.rows.map(asRow),
      ...(await cappedCountWhere(this.db, eventApplications, own)),
    };
  }

  /** The brand's applications of one status or all, newest first, with the member's account (the back office). */
  async pageForBrand(merchantId: number, filter: ApplicationFilter, page: number, pageSize: number) {
    const { status, promotionId } = filter;
    const where = and(
      eq(eventApplications.merchantId, merchantId),
      status ? eq(eventApplications.status, status) : undefined,
      promotionId === undefined ? undefined : eq(promotionEvents.announcementId, promotionId),
    );
    const { rows, total } = await paginate(
      this.db
        .select({ total: count() })
        .from(eventApplications)
        .innerJoin(promotionEvents, eq(promotionEvents.id, eventApplications.eventId))
        .where(where),
      this.db
        .select({ ...withPromotion, account: members.account })
        .from(eventApplications)
        .innerJoin(promotionEvents, eq(promotionEvents.id, eventApplications.eventId))
        .innerJoin(announcements, eq(announcements.id, promotionEvents.announcementId))
        .innerJoin(members, eq(members.id, eventApplications.memberId))
        .where(where)
        .orderBy(desc(eventApplications.id))
        .$dynamic(),
      { page, pageSize },
    );
    return { rows: rows.map((r) => ({ ...asRow(r), account: r.account })), total };
  }

  /** The bytes of an application's image of the brand. */
  async image(merchantId: number, uploadId: number) {
    const [row] = await this.db
      .select({ bytes: uploads.bytes, contentType: uploads.contentType })
      .from(uploads)
      .where(and(eq(uploads.merchantId, merchantId), eq(uploads.id, uploadId)));
    return row;
  }

  // --- Operators ---

  eventsOfBrand(merchantId: number): Promise<PromotionEvent[]> {
    return this.db
      .select()
      .from(promotionEvents)
      .where(eq(promotionEvents.merchantId, merchantId))
      .orderBy(desc(promotionEvents.id))
      .limit(500);
  }

  /** The new event, or undefined when its promotion has one already. */
  async insertEvent(event: NewEvent): Promise<PromotionEvent | undefined> {
    const [row] = await this.db.insert(promotionEvents).values(event).onConflictDoNothing().returning();
    return row;
  }

  async updateEvent(
    merchantId: number,
    id: number,
    announcementId: number,
    change: Pick<PromotionEvent, "labels" | "agentIds" | "vipLevels" | "startsAt" | "endsAt" | "active">,
  ): Promise<PromotionEvent | undefined> {
    const [row] = await this.db
      .update(promotionEvents)
      .set(change)
      .where(
        and(
          eq(promotionEvents.merchantId, merchantId),
          eq(promotionEvents.id, id),
          eq(promotionEvents.announcementId, announcementId),
        ),
      )
      .returning();
    return row;
  }

  private selectRows() {
    return this.db
      .select(withPromotion)
      .from(eventApplications)
      .innerJoin(promotionEvents, eq(promotionEvents.id, eventApplications.eventId))
      .innerJoin(announcements, eq(announcements.id, promotionEvents.announcementId));
  }
}

function asRow(r: { application: Application; promotionId: number; title: unknown }): ApplicationRow {
  return { application: r.application, promotionId: r.promotionId, title: r.title as Record<string, string> };
}
