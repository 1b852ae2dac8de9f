-- Grading writes each winning line's payout and its ticket's sum into rows written moments before
-- (decision 0035). No index names a payout, so these can be HOT updates, which touch no index, but
-- only where the row's page has room for the new version: full pages (the default fillfactor of
-- 100) send every update to another page and through every index of the table. A fifth of each
-- page is kept free for them.
ALTER TABLE "lottery_tickets" SET (fillfactor = 80);--> statement-breakpoint
ALTER TABLE "lottery_lines" SET (fillfactor = 80);
