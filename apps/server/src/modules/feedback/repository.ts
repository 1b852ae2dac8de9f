import type { FeedbackStatus } from "@portal/contract/api/feedback";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cappedCountWhere, Keyset, type CursorRequest } from "../../db/keyset";
import { paginate } from "../../db/paginate";
import { Repository } from "../../db/repository";
import { feedback, members, uploads } from "../../db/schema";

export type Feedback = typeof feedback.$inferSelect;
export type NewFeedback = Pick<typeof feedback.$inferInsert, "merchantId" | "memberId" | "type" | "text" | "imageIds">;

/** A member's feedback, newest first, read from `feedback_member_time`. */
const feedbackKeys = new Keyset("feedback", [
  { column: feedback.createdAt, kind: "time" },
  { column: feedback.id, kind: "int" },
]);

/** Members' feedback and the operators' replies. */
export class FeedbackRepository extends Repository<FeedbackRepository> {
  protected on(db: Db) {
    return new FeedbackRepository(db);
  }

  async insert(row: NewFeedback): Promise<Feedback> {
    const [created] = await this.db.insert(feedback).values(row).returning();
    return created!;
  }

  /** The member's feedback, newest first, a page by cursor, and how many there are. */
  async pageForMember(memberId: number, request: CursorRequest) {
    const own = eq(feedback.memberId, memberId);
    const page = await feedbackKeys.page(request, { memberId }, ({ after, orderBy, limit }) =>
      this.db
        .select({ key: feedbackKeys.select, feedback })
        .from(feedback)
        .where(and(own, after))
        .orderBy(...orderBy)
        .limit(limit),
    );
    return { ...page, ...(await cappedCountWhere(this.db, feedback, own)) };
  }

  /** The brand's feedback, newest first, of one status or all, with the member's account (the back office). */
  pageForBrand(merchantId: number, status: FeedbackStatus | undefined, page: number, pageSize: number) {
    const where = and(eq(feedback.merchantId, merchantId), status ? eq(feedback.status, status) : undefined);
    return paginate(
      this.db.select({ total: count() }).from(feedback).where(where),
      this.db
        .select({ feedback, account: members.account })
        .from(feedback)
        .innerJoin(members, eq(members.id, feedback.memberId))
        .where(where)
        .orderBy(desc(feedback.id))
        .$dynamic(),
      { page, pageSize },
    );
  }

  async findForBrand(merchantId: number, id: number): Promise<Feedback | undefined> {
    const [row] = await this.db
      .select()
      .from(feedback)
      .where(and(eq(feedback.id, id), eq(feedback.merchantId, merchantId)));
    return row;
  }

  /** Records the answer to an OPEN feedback of the brand; undefined when there is none (answered already, or not the brand's). */
  async answer(merchantId: number, id: number, reply: string, operatorId: number): Promise<Feedback | undefined> {
    const [row] = await this.db
      .update(feedback)
      .set({ status: "ANSWERED", reply, repliedBy: operatorId, repliedAt: sql`now()` })
      .where(and(eq(feedback.id, id), eq(feedback.merchantId, merchantId), eq(feedback.status, "OPEN")))
      .returning();
    return row;
  }

  /** An image of the brand's (uploads of its members). */
  async image(merchantId: number, uploadId: number) {
    const [row] = await this.db
      .select({ bytes: uploads.bytes, contentType: uploads.contentType })
      .from(uploads)
      .where(and(eq(uploads.id, uploadId), eq(uploads.merchantId, merchantId)));
    return row;
  }
}
