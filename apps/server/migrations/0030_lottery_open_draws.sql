DROP INDEX "lottery_draws_due";--> statement-breakpoint
CREATE INDEX "lottery_draws_open" ON "lottery_draws" USING btree ("game_id","draws_at") WHERE "lottery_draws"."status" = 'OPEN';