-- A line's own payout is no longer stored (decision 0035): nothing showed it, and writing it for
-- every winning line cost about half of a big draw's grading. Lines are now written once, when their
-- ticket is sold, so their pages need no room kept free for updates (migration 0036).
ALTER TABLE "lottery_lines" DROP COLUMN "payout";--> statement-breakpoint
ALTER TABLE "lottery_lines" SET (fillfactor = 100);
