import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { outbox } from "../../db/schema";

export type OutboxChannel = "SMS" | "EMAIL";
export type OutboxStatus = "PENDING" | "SENT" | "FAILED";

export async function insertOutbox(
  db: Db,
  row: {
    merchantId: number;
    channel: OutboxChannel;
    recipient: string;
    subject: string;
    body: string;
    createdAt: Date;
  },
): Promise<number> {
  const [inserted] = await db
    .insert(outbox)
    .values({ ...row, status: "PENDING" satisfies OutboxStatus })
    .returning({ id: outbox.id });
  return inserted!.id;
}

export async function markOutboxSent(db: Db, id: number, sentAt: Date) {
  await db
    .update(outbox)
    .set({ status: "SENT" satisfies OutboxStatus, sentAt })
    .where(eq(outbox.id, id));
}

export async function markOutboxFailed(db: Db, id: number, error: string) {
  await db
    .update(outbox)
    .set({ status: "FAILED" satisfies OutboxStatus, error: error.slice(0, 500) })
    .where(eq(outbox.id, id));
}
