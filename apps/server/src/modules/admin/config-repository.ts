import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { Repository } from "../../db/repository";
import { paymentChannels } from "../../db/schema";

export type PaymentChannelRow = typeof paymentChannels.$inferSelect;

/** The brand's payment channels as its operators configure them (the settings are system/settings-repository). */
export class PaymentChannelRepository extends Repository<PaymentChannelRepository> {
  protected on(db: Db) {
    return new PaymentChannelRepository(db);
  }

  /** Every payment channel of the brand, enabled or not, in display order. */
  list(merchantId: number): Promise<PaymentChannelRow[]> {
    return this.db
      .select()
      .from(paymentChannels)
      .where(eq(paymentChannels.merchantId, merchantId))
      .orderBy(asc(paymentChannels.sort), asc(paymentChannels.id));
  }

  /** A new channel; undefined when its code exists in the brand. */
  async insertChannel(values: typeof paymentChannels.$inferInsert): Promise<PaymentChannelRow | undefined> {
    const [row] = await this.db.insert(paymentChannels).values(values).onConflictDoNothing().returning();
    return row;
  }

  /** The brand's channel with its row lock: only inside `transaction`. */
  async lockChannel(merchantId: number, id: number): Promise<PaymentChannelRow | undefined> {
    const [row] = await this.db
      .select()
      .from(paymentChannels)
      .where(and(eq(paymentChannels.id, id), eq(paymentChannels.merchantId, merchantId)))
      .for("update");
    return row;
  }

  async updateChannel(id: number, changes: Partial<typeof paymentChannels.$inferInsert>): Promise<PaymentChannelRow> {
    const [row] = await this.db.update(paymentChannels).set(changes).where(eq(paymentChannels.id, id)).returning();
    return row!;
  }
}
