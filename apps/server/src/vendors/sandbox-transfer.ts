import { eq } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { hotSql } from "../db/hot-sql";
import { DEFERRED_COMMIT, pgError, queryRowsPrepared, type Db } from "../db/client";
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
  /** Players whose wallet row exists (rows are never deleted): each is made once per process. */
  const knownWallets = new LRUCache<string, true>({ max: 100_000 });
  async function ensureWallet(player: VendorPlayer) {
    const key = `${player.merchantId}:${player.playerId}`;
    if (knownWallets.has(key)) return;
    await db
      .insert(sandboxVendorWallets)
      .values({ merchantId: player.merchantId, player: player.playerId })
      .onConflictDoNothing();
    knownWallets.set(key, true);
  }

  /**
   * Applies an order in one statement: the order row is written first (a repeat of its id waits
   * for the first on the primary key, then writes nothing), and only a new order moves the
   * wallet. A balance that would go below zero fails the check constraint, which undoes the
   * order row with it: the order was not applied and may come again.
   *
   * Its commit does not wait for the disk. The sandbox stands in for a remote vendor, whose own
   * commits cost our database nothing; and as it shares our WAL, a crash that loses an order
   * loses every settlement made after it too, so the reconciler finds the portal's order PENDING
   * and the vendor without it, and returns the money (DEFERRED_COMMIT, decision 0030).
   */
  async function apply(player: VendorPlayer, orderId: string, signed: bigint): Promise<TransferAnswer> {
    await ensureWallet(player);
    let applied: { fresh: boolean; moved: boolean } | undefined;
    try {
      [applied] = await queryRowsPrepared<{ fresh: boolean; moved: boolean }>(
        db,
        hotSql`with ${DEFERRED_COMMIT}, o as (
          insert into ${sandboxVendorOrders} (order_id, merchant_id, player, amount)
          select ${orderId}, ${player.merchantId}::int, ${player.playerId}, ${String(signed)}::bigint
          where exists (select 1 from ${sandboxVendorWallets} where merchant_id = ${player.merchantId}::int and player = ${player.playerId})
          on conflict (order_id) do nothing
          returning amount
        ), w as (
          update ${sandboxVendorWallets} set balance = balance + o.amount from o
          where merchant_id = ${player.merchantId}::int and player = ${player.playerId}
          returning balance
        )
        select exists (select 1 from o) as fresh, exists (select 1 from w) as moved,
          exists (select 1 from deferred_commit) as deferred`,
      );
    } catch (error) {
      if (pgError(error).constraint === "sandbox_vendor_non_negative") return "INSUFFICIENT_FUNDS";
      throw error;
    }
    if (applied?.fresh) {
      if (!applied.moved)
        throw new Error(`sandbox wallet of ${player.playerId} vanished: order ${orderId} not applied`);
      return "OK";
    }
    const [seen] = await db.select().from(sandboxVendorOrders).where(eq(sandboxVendorOrders.orderId, orderId));
    if (!seen) throw new Error(`sandbox wallet of ${player.playerId} vanished: order ${orderId} not applied`);
    return seen.amount === signed ? "OK" : "REFUSED";
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
    // Prepared: every balance call of a member asks it.
    async balance(player) {
      const [wallet] = await queryRowsPrepared<{ balance: string }>(
        db,
        hotSql`select balance::text as balance from ${sandboxVendorWallets}
          where merchant_id = ${player.merchantId}::int and player = ${player.playerId}::text`,
      );
      return wallet ? BigInt(wallet.balance) : 0n;
    },
    transferIn: (player, orderId, amount) => apply(player, orderId, amount),
    transferOut: (player, orderId, amount) => apply(player, orderId, -amount),
    async transferStatus(_player, orderId) {
      const [seen] = await db.select().from(sandboxVendorOrders).where(eq(sandboxVendorOrders.orderId, orderId));
      return seen ? "SUCCEEDED" : "NOT_FOUND";
    },
  };
}
