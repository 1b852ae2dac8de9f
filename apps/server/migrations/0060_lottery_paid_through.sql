-- A draw's payouts are marked paid by how far they are paid, one value on the draw moved on per page
-- of a thousand, instead of a mark on each payout (decision 0035): marking a hundred thousand payouts
-- one by one was a tenth of a big draw's settlement. A draw paid part way keeps the paid payouts that
-- come before its first unpaid one; any paid after it are sent again and answer as before (one win id
-- per player and draw). A payout the platform refuses is kept aside (lottery_payout_refusals) and sent
-- again first on each run, so one refusal does not hold back the players after it. Only draws still to
-- be paid are back-filled: a settled draw's mark is never read. A line keeps the exposure it reserved
-- (lottery_lines.liability: every hit it can make, decision 0035), to give that back when its ticket is
-- cancelled; lines sold before this reserved one hit and give back one.
CREATE TABLE "lottery_payout_refusals" (
	"draw_id" bigint NOT NULL,
	"player_id" text NOT NULL,
	CONSTRAINT "lottery_payout_refusals_draw_id_player_id_pk" PRIMARY KEY("draw_id","player_id")
);
--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "paid_through" text;--> statement-breakpoint
ALTER TABLE "lottery_lines" ADD COLUMN "liability" bigint;--> statement-breakpoint
UPDATE "lottery_draws" d SET "paid_through" = x."paid_through"
FROM (
  SELECT p."draw_id", max(p."player_id") AS "paid_through"
  FROM "lottery_draws" dd
  JOIN "lottery_draw_payouts" p ON p."draw_id" = dd."id"
  LEFT JOIN LATERAL (
    SELECT min(u."player_id") AS "first_unpaid" FROM "lottery_draw_payouts" u
    WHERE u."draw_id" = dd."id" AND u."paid_at" IS NULL
  ) u ON true
  WHERE dd."status" = 'DRAWN' AND dd."settled_at" IS NULL
    AND p."paid_at" IS NOT NULL AND (u."first_unpaid" IS NULL OR p."player_id" < u."first_unpaid")
  GROUP BY p."draw_id"
) x
WHERE x."draw_id" = d."id";--> statement-breakpoint
ALTER TABLE "lottery_draw_payouts" DROP COLUMN "paid_at";
