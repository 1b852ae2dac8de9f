/**
 * The built-in sandbox vendor's own books (it plays the part of a remote transfer-mode vendor:
 * player balances and the orders it has applied, so its transfer-status call can answer).
 */
import { sql } from "drizzle-orm";
import { check, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt, minorUnits } from "./columns";

export const sandboxVendorWallets = pgTable(
  "sandbox_vendor_wallets",
  {
    merchantId: integer("merchant_id").notNull(),
    player: text("player").notNull(),
    balance: minorUnits("balance")
      .notNull()
      .default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.player] }),
    check("sandbox_vendor_non_negative", sql`${t.balance} >= 0`),
  ],
);
export const sandboxVendorOrders = pgTable("sandbox_vendor_orders", {
  orderId: text("order_id").primaryKey(),
  merchantId: integer("merchant_id").notNull(),
  player: text("player").notNull(),
  /** Signed: + into the vendor wallet, - out of it. */
  amount: minorUnits("amount").notNull(),
  createdAt: createdAt(),
});
