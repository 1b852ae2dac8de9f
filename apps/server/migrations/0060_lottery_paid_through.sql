-- A draw's payouts are marked paid by how far they are paid, one value on the draw moved on per page
-- of a thousand, instead of a mark on each payout (decision 0035): marking a hundred thousand payouts
-- one by one was a tenth of a big draw's settlement. A draw paid part way keeps the paid payouts that
-- come before its first unpaid one; any paid after it are sent again and answer as before (one win id
-- per player and draw).
ALTER TABLE "lottery_draws" ADD COLUMN "paid_through" text;--> statement-breakpoint
UPDATE "lottery_draws" d SET "paid_through" = x."paid_through"
FROM (
  SELECT p."draw_id", max(p."player_id") AS "paid_through"
  FROM "lottery_draw_payouts" p
  LEFT JOIN (
    SELECT "draw_id", min("player_id") AS "first_unpaid" FROM "lottery_draw_payouts"
    WHERE "paid_at" IS NULL GROUP BY "draw_id"
  ) u ON u."draw_id" = p."draw_id"
  WHERE p."paid_at" IS NOT NULL AND (u."first_unpaid" IS NULL OR p."player_id" < u."first_unpaid")
  GROUP BY p."draw_id"
) x
WHERE x."draw_id" = d."id";--> statement-breakpoint
ALTER TABLE "lottery_draw_payouts" DROP COLUMN "paid_at";
