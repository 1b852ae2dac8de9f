import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { Repository } from "../../db/repository";
import { outbox } from "../../db/schema";

export type OutboxChannel = "SMS" | "EMAIL";
export type OutboxStatus = "PENDING" | "SENT" | "FAILED";

/** The outbox: every SMS and e-mail handed to a provider, with its outcome (an audit trail). */
export class OutboxRepository extends Repository<OutboxRepository> {
  protected on(db: Db) {
    return new OutboxRepository(db);
  }

  async insert(row: {
    merchantId: number;
    channel: OutboxChannel;
    recipient: string;
    subject: string;
    body: string;
    createdAt: Date;
  }): Promise<number> {
    const [inserted] = await this.db
      .insert(outbox)
      .values({ ...row, status: "PENDING" satisfies OutboxStatus })
      .returning({ id: outbox.id });
    return inserted!.id;
  }

  async markSent(id: number, sentAt: Date) {
    await this.db
      .update(outbox)
      .set({ status: "SENT" satisfies OutboxStatus, sentAt })
      .where(eq(outbox.id, id));
  }

  async markFailed(id: number, error: string) {
    await this.db
      .update(outbox)
      .set({ status: "FAILED" satisfies OutboxStatus, error: error.slice(0, 500) })
      .where(eq(outbox.id, id));
  }
}
