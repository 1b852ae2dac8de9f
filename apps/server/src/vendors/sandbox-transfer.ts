import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sandboxVendorOrders, sandboxVendorWallets } from "../db/schema";
import type { TransferAnswer, TransferWalletVendor, VendorPlayer } from "./transfer-wallet";

export const SANDBOX_VENDOR_CODE = "SANDBOX";

/**
 * The built-in sandbox vendor in transfer-wallet mode (offered when the brand's
 * sandboxVendorEnabled setting is on, as in the demo brand). It keeps its own books in its own
 * tables, as a remote vendor would, and honours order ids the way the industry does: a repeated
 * order id is answered, never applied twice, and every order's status can be asked.
 */
export function sandboxTransferVendor(db: Db): TransferWalletVendor {
  async function apply(player: VendorPlayer, orderId: string, signed: bigint): Promise<TransferAnswer> {
    return db.transaction(async (tx) => {
      await tx
        .insert(sandboxVendorWallets)
        .values({ merchantId: player.merchantId, player: player.playerId })
        .onConflictDoNothing();
      // The player's wallet lock comes first: two calls with one order id (a retry racing the
      // first call) then check the order one after the other, and apply it once.
      const [wallet] = await tx
        .select()
        .from(sandboxVendorWallets)
        .where(
          and(eq(sandboxVendorWallets.merchantId, player.merchantId), eq(sandboxVendorWallets.player, player.playerId)),
        )
        .for("update");
      const [seen] = await tx.select().from(sandboxVendorOrders).where(eq(sandboxVendorOrders.orderId, orderId));
      if (seen) return seen.amount === signed ? "OK" : "REFUSED";
      if (wallet!.balance + signed < 0n) return "INSUFFICIENT_FUNDS";
      await tx
        .update(sandboxVendorWallets)
        .set({ balance: sql`${sandboxVendorWallets.balance} + ${signed}` })
        .where(
          and(eq(sandboxVendorWallets.merchantId, player.merchantId), eq(sandboxVendorWallets.player, player.playerId)),
        );
      await tx
        .insert(sandboxVendorOrders)
        .values({ orderId, merchantId: player.merchantId, player: player.playerId, amount: signed });
      return "OK";
    });
  }

  return {
    code: SANDBOX_VENDOR_CODE,
    name: {
      en: "Sandbox wallet",
      cn: "沙盒钱包",
      ja: "サンドボックスウォレット",
      th: "กระเป๋าแซนด์บ็อกซ์",
      vi: "Ví thử nghiệm",
    },
    async balance(player) {
      const [wallet] = await db
        .select()
        .from(sandboxVendorWallets)
        .where(
          and(eq(sandboxVendorWallets.merchantId, player.merchantId), eq(sandboxVendorWallets.player, player.playerId)),
        );
      return wallet?.balance ?? 0n;
    },
    transferIn: (player, orderId, amount) => apply(player, orderId, amount),
    transferOut: (player, orderId, amount) => apply(player, orderId, -amount),
    async transferStatus(_player, orderId) {
      const [seen] = await db.select().from(sandboxVendorOrders).where(eq(sandboxVendorOrders.orderId, orderId));
      return seen ? "SUCCEEDED" : "NOT_FOUND";
    },
  };
}
